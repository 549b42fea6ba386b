/**
 * `npm test`: builds dist/ (the tests run the `revforge` command, which runs the build), type-checks the project,
 * checks its formatting, then runs every vitest test, and ends with the plain `N passed, N failed` line CI reads.
 * The build, the type check and the format check count as one test each, so that any of them failing fails the run
 * visibly. Arguments are passed to vitest (`npm test -- test/specs`).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const outDir = path.join(root, "test-output");
mkdirSync(outDir, { recursive: true });

const checks = [
  [process.execPath, "scripts/build-generator.mjs", "--quiet"],
  [bin("tsc"), "-p", "tsconfig.json"],
  [bin("prettier"), "--check", "--log-level=warn", "."],
];
let passed = 0;
let failed = 0;
for (const [command, ...args] of checks) {
  console.log(`> ${path.basename(command!)} ${args.join(" ")}`);
  const ok = spawnSync(command!, args, { cwd: root, stdio: "inherit" }).status === 0;
  if (ok) passed++;
  else failed++;
}

const report = path.join(outDir, "vitest.json");
const vitest = spawnSync(
  bin("vitest"),
  ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { cwd: root, stdio: "inherit" },
);

let skipped = 0;
try {
  const json = JSON.parse(readFileSync(report, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: { status: string; assertionResults: { status: string }[] }[];
  };
  passed += json.numPassedTests;
  failed += json.numFailedTests;
  // A test file that fails to load has no failed tests of its own; count it so it cannot pass silently.
  failed += json.testResults.filter(
    (f) => f.status === "failed" && !f.assertionResults.some((a) => a.status === "failed"),
  ).length;
  skipped += json.numPendingTests + json.numTodoTests;
} catch {
  failed += 1;
  console.error(`vitest wrote no report at ${report} (exit ${vitest.status})`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed === 0 && vitest.status === 0 ? 0 : 1);
