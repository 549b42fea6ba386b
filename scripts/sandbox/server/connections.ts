/**
 * The connections of one host, beyond what node:http tracks itself: which requests are still being answered. Two
 * decisions need that.
 * - The idle timeout (`server.timeout`, `server.idleTimeoutMs`): a socket with no traffic either way for that long is
 *   closed, except while the sandbox has not started its answer (an injected fault's delay, Prism starting up): there
 *   the silence is the sandbox's own, and the request timeout already bounds how long the client may take to send.
 *   Once the answer has started, silence means the client stopped reading it, and the socket is closed.
 * - A graceful close: stop accepting, drop idle keep-alive sockets, let requests in progress finish (their responses
 *   say `Connection: close`) for at most the grace period, then cut whatever is left.
 */
import type { Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

export class Connections {
  readonly #server: Server;
  readonly #graceMs: number;
  readonly #answering = new Set<ServerResponse>();
  #closing: Promise<void> | undefined;

  constructor(server: Server, graceMs: number) {
    this.#server = server;
    this.#graceMs = graceMs;
    // With a listener, node:http leaves the decision to it instead of destroying every socket that times out.
    server.on("timeout", (socket: Socket) => this.#timedOut(socket));
  }

  /** Called for every request as it arrives. */
  track(res: ServerResponse): void {
    if (this.#closing) res.setHeader("connection", "close");
    this.#answering.add(res);
    res.once("close", () => this.#answering.delete(res));
  }

  /** Resolves once every connection is gone and the port is free; waits at most the grace period for requests. */
  close(): Promise<void> {
    return (this.#closing ??= new Promise((resolve) => {
      const cut = setTimeout(() => this.#server.closeAllConnections(), this.#graceMs);
      this.#server.close(() => {
        clearTimeout(cut);
        resolve();
      });
      this.#server.closeIdleConnections();
      for (const res of this.#answering) if (!res.headersSent) res.setHeader("connection", "close");
    }));
  }

  #timedOut(socket: Socket): void {
    for (const res of this.#answering) if (res.socket === socket && !res.headersSent) return;
    socket.destroy();
  }
}
