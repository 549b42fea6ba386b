// A user's program calling revforge's API: test/package/package.test.ts compiles it with tsc --strict against the
// installed package's declarations, runs it, and reads the RESULT line it prints.
import { diff, generate, type DiffReport, type GenerateResult } from "revforge";

const written: GenerateResult = await generate({ spec: "pets-v1.yaml", out: "api-client" });
const report: DiffReport = await diff("pets-v1.yaml", "pets-v2.json");
const breaking: string[] = report.findings.filter((f) => f.severity === "breaking").map((f) => f.id);
const result = { out: written.out, readme: written.files.includes("README.md"), summary: report.summary, breaking };
console.log(`RESULT ${JSON.stringify(result)}`);

/** Never called: the declarations are real types, not `any`, so these calls do not compile. */
export async function wrong(): Promise<void> {
  // @ts-expect-error the output folder is required
  await generate({ spec: "pets-v1.yaml" });
  // @ts-expect-error the report's findings are typed
  report.findings[0]?.nope;
}
