/** `npm run sandbox`: the local sandbox of the service from a config file (scripts/sandbox/cli.ts, README.md there). */
import { runCli } from "./sandbox/cli.js";

const code = await runCli(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
process.exit(code);
