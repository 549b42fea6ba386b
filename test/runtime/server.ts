/**
 * A scripted HTTP server on 127.0.0.1 (port 0) for the runtime tests: each request takes the next scripted reply
 * from a queue (an unscripted request gets a 599 so it cannot pass by accident), and every request is recorded with
 * its method, URL, headers, body and arrival time (`Date.now()`, which fake timers control, so retry delays can be
 * asserted exactly, as Octokit's `__requestTimings` does).
 *
 * Replies are plain data (`json`, `text`, `empty`) or functions for the misbehaving cases: raw bytes on the socket
 * (lying Content-Length, cut-short bodies), a server that never answers, an endless chunked stream, a slow body.
 */
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

export interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface DataReply {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}
export type FnReply = (req: http.IncomingMessage, res: http.ServerResponse, socket: Socket) => void;
export type Reply = DataReply | FnReply;

export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  requests: Recorded[];
  /** Queues replies, one per coming request. */
  reply(...replies: Reply[]): void;
  /** Drops replies still queued (call it in beforeEach so one test's leftovers cannot answer the next). */
  reset(): void;
  /** Requests whose reply is still being written (endless and slow replies stop when the client goes away). */
  close(): Promise<void>;
}

export async function startServer(): Promise<TestServer> {
  const queue: Reply[] = [];
  const requests: Recorded[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      requests.push({
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        at: Date.now(),
      });
      const reply = queue.shift() ?? { status: 599, body: "unscripted request" };
      if (typeof reply === "function") return reply(req, res, req.socket);
      res.writeHead(reply.status ?? 200, reply.headers ?? {});
      res.end(reply.body ?? "");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply: (...replies) => queue.push(...replies),
    reset: () => queue.splice(0),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const json = (status: number, value: unknown, headers: Record<string, string> = {}): DataReply => ({
  status,
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(value),
});

export const text = (status: number, contentType: string, body: string, headers: Record<string, string> = {}) => ({
  status,
  headers: { "content-type": contentType, ...headers },
  body,
});

/** Writes `bytes` straight to the socket (status line and headers included) and closes it. */
export const raw =
  (bytes: string): FnReply =>
  (_req, _res, socket) => {
    socket.end(bytes);
  };

/** Never answers. */
export const hang: FnReply = () => {};

/** Sends headers, then 64 KiB chunks for as long as the client reads. */
export const endless: FnReply = (_req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let open = true;
  res.on("close", () => (open = false));
  const pump = () => {
    while (open && res.write(chunk));
    if (open) res.once("drain", pump);
  };
  res.write("[");
  pump();
};

/** Sends headers at once, then one byte every `everyMs` (slow-loris), up to `total` bytes. */
export const slowBody =
  (everyMs: number, total = 1000): FnReply =>
  (_req, res) => {
    res.writeHead(200, { "content-type": "application/json", "content-length": String(total) });
    let sent = 0;
    const tick = setInterval(() => {
      if (res.destroyed || sent >= total) return clearInterval(tick);
      res.write(" ");
      sent++;
    }, everyMs);
    res.on("close", () => clearInterval(tick));
  };
