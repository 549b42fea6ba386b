/**
 * Runs the revforge command line (generator/cli.ts `main`) in this process, holding the tree writer once the new tree
 * is staged and before the swap: it prints `staged <folder>` and waits there for good, for kill.test.ts to kill it.
 */
import { main } from "../../generator/cli.js";
import { writeHooks } from "../../generator/output/write-tree.js";

writeHooks.staged = (staging) => {
  process.stdout.write(`staged ${staging}\n`);
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
};
process.exitCode = await main(process.argv.slice(2));
