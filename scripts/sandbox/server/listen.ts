/**
 * One HTTP server on 127.0.0.1 for one host of the sandbox. It records every answered request in the context's log
 * (path only: query strings carry codes and states), turns a handler's unexpected throw into a 500 without details,
 * and closes completely: `close()` stops accepting, ends keep-alive connections and resolves once the port is free.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { MAX_REQUEST_RECORDS, type Exchange, type RequestRecord, type SandboxContext } from "../context.js";
import { sendEmpty } from "../http/reply.js";

export const HOST = "127.0.0.1";

export interface Listening {
  url: string;
  port: number;
  close(): Promise<void>;
}

export type Handler = (ex: Exchange) => void | Promise<void>;

export function listen(
  ctx: SandboxContext,
  host: RequestRecord["host"],
  port: number,
  handler: Handler,
): Promise<Listening> {
  const server = createServer((req, res) => void serve(ctx, host, handler, req, res));
  // Keep-alive connections must not hold the port after close(); headers must arrive promptly.
  server.keepAliveTimeout = 5_000;
  server.headersTimeout = 30_000;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, HOST, () => {
      server.off("error", reject);
      const actual = (server.address() as AddressInfo).port;
      resolve({ url: `http://${HOST}:${actual}`, port: actual, close: () => close(server) });
    });
  });
}

async function serve(
  ctx: SandboxContext,
  host: RequestRecord["host"],
  handler: Handler,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  let url: URL;
  try {
    url = new URL(req.url ?? "/", "http://sandbox.invalid");
  } catch {
    return sendEmpty(res, 400);
  }
  const record: RequestRecord = { at: ctx.clock.now(), host, method: req.method ?? "", path: url.pathname, status: 0 };
  res.once("finish", () => {
    record.status = res.statusCode;
    ctx.requests.push(record);
    if (ctx.requests.length > MAX_REQUEST_RECORDS) ctx.requests.splice(0, ctx.requests.length - MAX_REQUEST_RECORDS);
  });
  try {
    await handler({ req, res, url, record });
  } catch {
    if (!res.headersSent) sendEmpty(res, 500, { connection: "close" });
    else res.destroy();
  }
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
