#!/usr/bin/env node
// The `revforge` command. The toolkit is TypeScript run through tsx (a dependency), so there is no build step.
import { register } from "tsx/esm/api";

// A reader that stops early (`revforge diff a b | head`) closes the pipe: end quietly, as Unix tools do, instead of
// dying on an unhandled EPIPE with a stack trace.
process.stdout.on("error", (error) => {
  if (error.code !== "EPIPE") throw error;
  process.exit(process.exitCode ?? 0);
});

register();
const { main } = await import("../generator/cli.ts");
process.exitCode = await main(process.argv.slice(2));
