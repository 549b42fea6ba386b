/**
 * `npm run sandbox`: the local sandbox of the service from a config file (scripts/sandbox/cli.ts, README.md there).
 * package.json runs it as `exec node --import tsx ...`: npm starts a script through `sh -c`, and Debian's sh (dash)
 * neither execs its last command nor passes on the SIGTERM or SIGINT that npm forwards to it, so without `exec` the
 * shell dies and this process runs on. With it, npm's signal reaches this very process, which stops the sandbox.
 */
import { runCli } from "./sandbox/cli.js";

const code = await runCli(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
process.exit(code);
