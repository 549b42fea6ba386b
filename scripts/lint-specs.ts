/** `npm run lint:specs`: Redocly lint of every spec, as one located line per problem. */
import path from "node:path";
import { formatProblem, lintSpecs } from "./redocly-lint.js";
import { specFiles } from "../generator/load/spec-files.js";

const report = await lintSpecs(specFiles().map((f) => path.relative(process.cwd(), f)));
for (const p of report.problems) console.log(formatProblem(p));
console.log(`${report.errors} errors, ${report.warnings} warnings`);
process.exit(report.errors > 0 ? 1 : 0);
