/**
 * Runs a batch of census programs in one process (tsx), each module imported in turn, against a stand-in server:
 * before each import the runner sends a marker request naming the program, so the requests the server saw split by
 * program. What a program read is its exported values, objects and arrays by kind and length (an object keeps the
 * shape of the revision it came from); a program that throws, its message.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { bin, node, output } from "../consumer/project.js";
import type { Seen, TargetServer } from "./target-server.js";

const marker = "/__census/program";

const runner = [
  "const [base, ...files] = process.argv.slice(2);",
  "const seen = (v) => Array.isArray(v) ? `array(${v.length})` : v !== null && typeof v === 'object' ? 'object' : v;",
  "for (const file of files) {",
  `  await fetch(base + "${marker}", { method: "POST", body: file });`,
  "  let read;",
  "  try { read = Object.fromEntries(Object.entries(await import(file)).map(([k, v]) => [k, seen(v)])); }",
  "  catch (e) { read = { thrown: String(e.message) }; }",
  '  console.log("RESULT " + JSON.stringify({ file, read }));',
  "}",
  "",
].join("\n");

export interface Ran {
  seen: Seen[];
  read: unknown;
}

/** Runs `files` (absolute paths, in order) in one process against `server`: what each sent and read, by file. */
export async function runBatch(dir: string, server: TargetServer, files: string[], name: string) {
  const script = path.join(dir, name);
  writeFileSync(script, runner);
  server.requests.length = 0;
  const r = await node(bin.tsx, [script, server.url, ...files], { cwd: dir, timeoutMs: 240_000 });
  expect(r.code, output(r)).toBe(0);
  const out = new Map<string, Ran>();
  for (const line of r.stdout.split("\n").filter((l) => l.startsWith("RESULT "))) {
    const { file, read } = JSON.parse(line.slice("RESULT ".length)) as { file: string; read: unknown };
    out.set(file, { seen: [], read });
  }
  let current: Ran | undefined;
  for (const req of server.requests) {
    if (req.path === marker) current = out.get(req.body as string);
    else current?.seen.push(req);
  }
  expect([...out.keys()], output(r)).toEqual(files);
  return out;
}
