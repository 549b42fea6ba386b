// The command's last resort. Every run of a command ends with its output or one line saying what failed (exit code
// 0, 1 or 2; generator/cli.ts): the commands catch what they throw. Should a bug escape them anyway, the user still
// gets one line and exit code 1, never a stack trace nor a silent end:
// - an error thrown where no command catches it (an event handler, a timer) or a rejection nobody handles;
// - a run whose work can no longer settle: when nothing is left that could settle it, the process ends before the run
//   has said anything (awaited at the top level, Node would end it with exit code 13 and print nothing, or on Node 24 a
//   warning quoting our own source; so the run is not awaited at the top level, and the end is caught here).
// The line asks for a report: it is revforge's fault, not the spec's.
import { writeSync } from "node:fs";

const say = (why) => {
  const line = String(why).split(/\r?\n/)[0] || "unknown";
  try {
    writeSync(2, `revforge: internal error: ${line} (please report)\n`);
  } catch {
    // stderr closed: the exit code still says it.
  }
};

/** Runs `run`, whose promise resolves to the exit code, under the guards above; not to be awaited at the top level. */
export async function guarded(run) {
  let finished = false;
  const fail = (error) => {
    finished = true;
    say(error instanceof Error ? error.message : error);
    process.exit(1);
  };
  process.on("uncaughtException", fail);
  process.on("unhandledRejection", fail);
  process.on("exit", () => {
    // `process.exit(n)` from a command's own handler (EPIPE: bin/revforge.js) sets the exit code first.
    if (finished || process.exitCode !== undefined) return;
    say("the run ended before its work was done");
    process.exitCode = 1;
  });
  try {
    process.exitCode = await run();
  } catch (error) {
    fail(error);
  }
  finished = true;
}
