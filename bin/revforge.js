#!/usr/bin/env node
// The `revforge` command: the prebuilt generator (dist/generator) when it is fresh, the TypeScript sources through
// tsx otherwise (see prebuilt.js).
import "./v8-tuning.js";
import { enableCompileCache } from "./compile-cache.js";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { prebuiltCli } from "./prebuilt.js";

// A reader that stops early (`revforge diff a b | head`) closes the pipe: end quietly, as Unix tools do, instead of
// dying on an unhandled EPIPE with a stack trace.
process.stdout.on("error", (error) => {
  if (error.code !== "EPIPE") throw error;
  process.exit(process.exitCode ?? 0);
});

enableCompileCache();
const built = prebuiltCli(path.resolve(import.meta.dirname, ".."));
let cli;
if (built !== undefined) cli = await import(pathToFileURL(built).href);
else {
  const { register } = await import("tsx/esm/api");
  register();
  cli = await import("../generator/cli.ts");
}
process.exitCode = await cli.main(process.argv.slice(2));
