#!/usr/bin/env node
// The `revforge` command: runs the generator built into dist/ (`npm run build`, which npm runs on `npm ci`, `npm pack`
// and a git install; a packed or published package ships it).
import { existsSync } from "node:fs";
import module from "node:module";
import { fileURLToPath } from "node:url";
import { guarded } from "./last-resort.js";

// A reader that stops early (`revforge diff a b | head`) closes the pipe: end quietly, as Unix tools do, instead of
// dying on an unhandled EPIPE with a stack trace.
process.stdout.on("error", (error) => {
  if (error.code !== "EPIPE") throw error;
  process.exit(process.exitCode ?? 0);
});

// Node 22.1 and later keep V8's code cache of the modules a run loads (TypeScript alone is 9 MB of source), so the
// next run starts sooner; NODE_DISABLE_COMPILE_CACHE=1 turns it off. Node 20 has no such cache.
module.enableCompileCache?.();

const cli = new URL("../dist/generator/cli.mjs", import.meta.url);
if (!existsSync(cli)) {
  // A checkout before `npm run build` (a published package ships dist/): one line saying what to run, no stack.
  const root = fileURLToPath(new URL("..", import.meta.url));
  process.stderr.write(`revforge: not built (${root}dist/ is missing): run \`npm run build\` in ${root}\n`);
  process.exit(1);
}
guarded(async () => (await import(cli.href)).main(process.argv.slice(2)));
