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
const failedChecks: string[] = [];
for (const [command, ...args] of checks) {
  console.log(`> ${path.basename(command!)} ${args.join(" ")}`);
  const ok = spawnSync(command!, args, { cwd: root, stdio: "inherit" }).status === 0;
  if (ok) passed++;
  else {
    failed++;
    failedChecks.push(`${path.basename(command!)} ${args.join(" ")}`);
  }
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
    testResults: {
      name: string;
      status: string;
      message?: string;
      assertionResults: { status: string; fullName: string; failureMessages?: string[] }[];
    }[];
  };
  passed += json.numPassedTests;
  failed += json.numFailedTests;
  // A test file that fails to load has no failed tests of its own; count it so it cannot pass silently.
  failed += json.testResults.filter(
    (f) => f.status === "failed" && !f.assertionResults.some((a) => a.status === "failed"),
  ).length;
  skipped += json.numPendingTests + json.numTodoTests;
  // Name every failure again just above the count line: a CI log is often read from its end.
  for (const file of json.testResults) {
    const where = path.relative(root, file.name);
    const failures = file.assertionResults.filter((a) => a.status === "failed");
    if (file.status === "failed" && failures.length === 0) console.log(`FAILED ${where}: ${firstLine(file.message)}`);
    for (const a of failures) console.log(`FAILED ${where} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
  }
} catch {
  failed += 1;
  console.error(`vitest wrote no report at ${report} (exit ${vitest.status})`);
}
function firstLine(text: string | undefined): string {
  return (text ?? "no message").split("\n", 1)[0]!.slice(0, 300);
}

for (const check of failedChecks) console.log(`FAILED check: ${check}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed === 0 && vitest.status === 0 ? 0 : 1);
