/**
 * Reads a request body up to a byte cap. A larger body is not buffered: the request is answered 413 by the caller
 * and the connection closed, so a client cannot make the sandbox hold more than the cap.
 */
import type { IncomingMessage } from "node:http";

export type BodyResult = { ok: true; bytes: Buffer } | { ok: false; tooLarge: true };

export function readBody(req: IncomingMessage, maxBytes: number): Promise<BodyResult> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    req.resume();
    return Promise.resolve({ ok: false, tooLarge: true });
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on("data", (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > maxBytes) {
        done = true;
        req.resume();
        resolve({ ok: false, tooLarge: true });
        return;
      }
      chunks.push(chunk);
    });
    req.once("end", () => {
      if (!done) resolve({ ok: true, bytes: Buffer.concat(chunks) });
      done = true;
    });
    req.once("error", (error) => {
      if (!done) reject(error);
      done = true;
    });
  });
}
