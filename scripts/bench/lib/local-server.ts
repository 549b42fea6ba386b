/**
 * What the in-process request measurements share (requests.ts, shim-overhead.ts): a node:http server on 127.0.0.1
 * (keep-alive, Node's default) that answers every request with a canned body once the request is read, and the
 * generated package's entry point of a revision, imported as a consumer imports it.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { repoRoot } from "./paths.js";

export interface CannedAnswer {
  status: number;
  contentType: string;
  body: string;
}

export function serveCanned(answer: (req: IncomingMessage) => CannedAnswer): Promise<Server> {
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const { status, contentType, body } = answer(req);
      res.writeHead(status, { "content-type": contentType, "content-length": Buffer.byteLength(body) });
      res.end(body);
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** generated/client's entry point of `revision` (revisions/<revision>/index.js). */
export async function generatedEntry<T>(revision: string): Promise<T> {
  return (await import(
    pathToFileURL(path.join(repoRoot, `generated/client/revisions/${revision}/index.js`)).href
  )) as T;
}
