/**
 * One HTTP server on 127.0.0.1 for one host of the sandbox. It records every answered request in the context's log
 * (path only: query strings carry codes and states), turns a handler's unexpected throw into a 500 without details,
 * applies the config's `server` limits (timeouts, the connection cap; connections.ts for the idle timeout), and closes
 * completely: `close()` stops accepting, lets requests in progress finish within the grace period, ends keep-alive
 * connections and resolves once the port is free.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerLimits } from "../config/types.js";
import { MAX_REQUEST_RECORDS, type Exchange, type RequestRecord, type SandboxContext } from "../context.js";
import { sendEmpty } from "../http/reply.js";
import { Connections } from "./connections.js";

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
  const limits = ctx.config.server;
  const server = createServer({
    // Both answered with 408 and the connection closed, by node:http itself.
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.idleTimeoutMs,
    connectionsCheckingInterval: checkingInterval(limits),
  });
  server.timeout = limits.idleTimeoutMs;
  // node:http destroys a connection over the cap as it is accepted: answering it would mean reading from it.
  server.maxConnections = limits.maxConnections;
  const connections = new Connections(server, limits.shutdownGraceMs);
  server.on("request", (req, res) => {
    connections.track(res);
    void serve(ctx, host, handler, req, res);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, HOST, () => {
      server.off("error", reject);
      const actual = (server.address() as AddressInfo).port;
      resolve({ url: `http://${HOST}:${actual}`, port: actual, close: () => connections.close() });
    });
  });
}

/**
 * node:http checks the header and request timeouts on a timer (every 30 s by default), so a timeout only takes
 * effect at the next check. A tenth of the shorter timeout, at most a second, keeps that lateness small.
 */
function checkingInterval(limits: ServerLimits): number {
  return Math.max(5, Math.min(1_000, Math.floor(Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs) / 10)));
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
