/**
 * A stand-in for the API on 127.0.0.1 (port 0), for the equivalence tests: it answers with the function given (the
 * one built from a revision's spec: spec-answer.ts), and records every request with its body parsed, so two runs can
 * be compared.
 */
import { writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { expect } from "vitest";
import { bin, node, output, result, root } from "../consumer/project.js";
import { specAnswer } from "./spec-answer.js";

export interface Seen {
  method: string;
  path: string;
  query: Record<string, string[]>;
  revision: string | undefined;
  body: unknown;
  /** The operation the request was matched to, and how its body breaks the request schema (spec-answer.ts). */
  operation?: string;
  violations?: string;
  /** The status it was answered with. */
  status?: number;
}

/** The status and JSON body a request is answered with (the body undefined for none). */
export type Answer = (req: Seen) => [number, unknown];

export interface TargetServer {
  url: string;
  requests: Seen[];
  close(): Promise<void>;
}

const JSON_API = { "content-type": "application/vnd.api+json" };

/** A stand-in for the API at `revision`, answering from the repository's spec of it. */
export async function startRevisionServer(revision: string): Promise<TargetServer> {
  return startTargetServer(await specAnswer(path.join(root, "specs", `${revision}.yaml`)));
}

export async function startTargetServer(respond: Answer): Promise<TargetServer> {
  const requests: Seen[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const query: Record<string, string[]> = {};
      for (const key of [...new Set(url.searchParams.keys())].sort()) query[key] = url.searchParams.getAll(key);
      const text = Buffer.concat(chunks).toString("utf8");
      const seen: Seen = {
        method: req.method ?? "",
        path: url.pathname,
        query,
        revision: req.headers.revision as string | undefined,
        body: text === "" ? undefined : parse(text),
      };
      requests.push(seen);
      const [status, body] = respond(seen);
      seen.status = status;
      res.writeHead(status, body === undefined ? {} : JSON_API);
      res.end(body === undefined ? "" : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A JSON body as its value; any other body (a form) as its text. */
function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Runs the project's src/main.ts with `source` as its text against the server: the requests the server saw and what
 * the program printed as its result.
 */
export async function runAgainst(server: TargetServer, projectDir: string, source: string) {
  writeFileSync(path.join(projectDir, "src/main.ts"), source);
  server.requests.length = 0;
  const r = await node(bin.tsx, ["src/main.ts"], {
    cwd: projectDir,
    env: { REVFORGE_BASE_URL: server.url },
    timeoutMs: 60_000,
  });
  expect(r.code, output(r)).toBe(0);
  return { seen: [...server.requests], read: result(r) };
}
