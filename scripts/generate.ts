/**
 * `npm run generate [-- --check]`: the main job. The generator (issue "Generator: one consumable, typed client
 * package") does not exist yet, so for now this validates every spec under specs/ with the OpenAPI validator and
 * says so. `--check` is accepted so CI can already run the freshness check; with nothing generated it has nothing
 * to compare.
 */
import path from "node:path";
import { formatProblem, lintSpecs } from "../generator/load/lint.js";
import { specFiles, specsDir } from "../generator/load/spec-files.js";

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== "--check");
if (unknown.length > 0) {
  console.error(`revforge generate: unknown argument ${unknown[0]} (usage: npm run generate [-- --check])`);
  process.exit(2);
}

const files = specFiles();
console.log(`Validating ${files.length} specs in ${path.relative(process.cwd(), specsDir) || "."}/ ...`);
const report = await lintSpecs(files.map((f) => path.relative(process.cwd(), f)));
for (const p of report.problems) console.log(formatProblem(p));
console.log(
  `${files.length} specs validated: ${report.errors} errors, ${report.warnings} warnings (kept warnings are listed in specs/redocly.yaml).`,
);
console.log("The client generator does not exist yet: nothing was written to generated/.");
process.exit(report.errors > 0 ? 1 : 0);
