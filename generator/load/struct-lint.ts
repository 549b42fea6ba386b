/**
 * Redocly's `struct` rule (@redocly/openapi-core, the engine inside openapi-typescript) run on a bundled document:
 * the structural check of reliability.md "Loading a spec", step 5. Returns the problems as message + JSON pointer.
 *
 * Redocly walks documents recursively and follows refs depth-first, so a legal but large spec (a 13 MB document
 * whose schemas reference each other in long chains, a mapping with a million paths) overflows the default stack.
 * The lint runs in this thread first (fast, no start-up cost) and, only if it hits a RangeError, again in a worker
 * thread with a 256 MB stack. The worker is plain CommonJS given as a string and loads the same, already resolved
 * module file, so it works the same under node, tsx and vitest.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { BaseResolver, createConfig, lintDocument, Source, type Config } from "@redocly/openapi-core";

/**
 * Redocly's struct rule reports `nullable` without a sibling `type` as an error. OpenAPI 3.0.3 allows it (the keyword
 * "only takes effect if type is explicitly defined"), and valid real-world documents use it (GitHub's REST spec has
 * 135), so it is not a structural problem here.
 */
const notStructural = new Set(["The `type` field must be defined when the `nullable` field is used."]);

export interface StructProblem {
  message: string;
  pointer: string | undefined;
}

let config: Promise<Config> | undefined;

export async function structProblems(document: Record<string, unknown>, entryAbs: string): Promise<StructProblem[]> {
  try {
    return await lintHere(document, entryAbs);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return lintInWorker(document, entryAbs);
  }
}

async function lintHere(document: Record<string, unknown>, entryAbs: string): Promise<StructProblem[]> {
  config ??= createConfig({ rules: { struct: "error" } }).catch((error: unknown) => {
    config = undefined; // a failed set-up is not cached
    throw error;
  });
  const problems = await lintDocument({
    document: { source: new Source(entryAbs, ""), parsed: document },
    config: (await config).styleguide,
    externalRefResolver: new BaseResolver(),
  });
  return problems
    .filter((p) => p.ruleId === "struct" && p.severity === "error")
    .map((p) => ({ message: p.message, pointer: p.location[0]?.pointer }))
    .filter((p) => !notStructural.has(p.message));
}

const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const { createConfig, lintDocument, Source, BaseResolver } = require(workerData.core);
(async () => {
  const config = await createConfig({ rules: { struct: "error" } });
  const problems = await lintDocument({
    document: { source: new Source(workerData.file, ""), parsed: workerData.document },
    config: config.styleguide,
    externalRefResolver: new BaseResolver(),
  });
  parentPort.postMessage({ problems: problems
    .filter((p) => p.ruleId === "struct" && p.severity === "error")
    .map((p) => ({ message: p.message, pointer: p.location[0] && p.location[0].pointer })) });
})().catch((error) => parentPort.postMessage({ error: String(error && error.message || error).split("\\n")[0] }));
`;

function lintInWorker(document: Record<string, unknown>, entryAbs: string): Promise<StructProblem[]> {
  const core = createRequire(import.meta.url).resolve("@redocly/openapi-core");
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { core, file: entryAbs, document },
      resourceLimits: { stackSizeMb: 256 },
    });
    worker.once("message", (reply: { problems?: StructProblem[]; error?: string }) => {
      void worker.terminate();
      if (reply.problems) resolve(reply.problems.filter((p) => !notStructural.has(p.message)));
      else reject(new Error(reply.error ?? "the validator stopped"));
    });
    worker.once("error", (error) => reject(error));
    worker.once("exit", (code) => reject(new Error(`the validator stopped (exit code ${code})`)));
  });
}
