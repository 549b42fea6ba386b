/**
 * Redocly's `struct` rule (@redocly/openapi-core, the engine inside openapi-typescript) run on a bundled document,
 * through its public `lintDocument` with a configuration of that one rule: the structural check of loading a spec
 * (docs/safety.md, L5). Returns the problems as message + JSON pointer.
 *
 * Redocly walks documents recursively and follows refs depth-first, so a legal but large spec (a 13 MB document
 * whose schemas reference each other in long chains, a mapping with a million paths) overflows the default stack.
 * The lint runs in this thread first and, only if it hits a RangeError, again in a worker thread with a 256 MB stack.
 * The worker is plain CommonJS given as a string and loads the same, already resolved module file, so it works the
 * same under node, tsx and vitest.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { BaseResolver, createConfig, lintDocument, Source } from "@redocly/openapi-core";
import { unhidePrototypeKeys } from "./prototype-keys.js";
import { shareRepeats } from "./share-repeats.js";

/**
 * Redocly's struct rule reports `nullable` without a sibling `type` as an error. OpenAPI 3.0.3 allows it (the keyword
 * "only takes effect if type is explicitly defined"), and valid real-world documents use it (GitHub's REST spec has
 * 135), so it is not a structural problem here.
 */
const notStructural = new Set(["The `type` field must be defined when the `nullable` field is used."]);

/**
 * Redocly's types for OpenAPI 3.1 take a boolean for a schema in some places (`items`, `additionalProperties`) and
 * report it in the others (a component, `$defs`, `allOf`, a parameter's `schema`). A 3.1 schema is a JSON Schema
 * 2020-12, of which `true` and `false` are two, so in 3.1 and 3.2 documents that report is no structural problem.
 */
const BOOLEAN_SCHEMA = "Expected type `Schema` (object) but got `boolean`";

export type StructProblem = ReturnType<typeof structural>[number];

/**
 * `hide`: keys named after Object.prototype's members renamed in the copy, back in the answers (prototype-keys.ts).
 * `openapi`: the version the load read, written into the copy where the document's is no string (`openapi: 3.1`, a
 * YAML number), which Redocly refuses to lint.
 */
export async function structProblems(
  document: Record<string, unknown>,
  entryAbs: string,
  hide = false,
  openapi = "3.1",
): Promise<StructProblem[]> {
  // Equal parts made one object, which Redocly walks once (share-repeats.ts).
  const shared = shareRepeats(document, hide);
  if (typeof shared.openapi !== "string") shared.openapi = `${openapi}.0`;
  const problems = await lintHere(shared, entryAbs).catch((error: unknown) => {
    if (!(error instanceof RangeError)) throw error;
    return lintInWorker(shared, entryAbs);
  });
  const found = openapi === "3.0" ? problems : problems.filter((p) => p.message !== BOOLEAN_SCHEMA);
  if (!hide) return found;
  return found.map(({ message, pointer }) => ({
    message: unhidePrototypeKeys(message),
    pointer: pointer && unhidePrototypeKeys(pointer),
  }));
}

let config: ReturnType<typeof createConfig> | undefined;

/** The struct rule in this thread. Exported for the test that holds it to the worker's. */
export async function lintHere(document: Record<string, unknown>, entryAbs: string): Promise<StructProblem[]> {
  const problems = await lintDocument({
    document: { source: new Source(entryAbs, ""), parsed: document },
    config: (await (config ??= createConfig({ rules: { struct: "error" } }))).styleguide,
    externalRefResolver: new BaseResolver(),
  });
  return structural(problems);
}

function structural(
  problems: { ruleId: string; severity: string; message: string; location: { pointer?: string }[] }[],
) {
  return problems
    .filter((p) => p.ruleId === "struct" && p.severity === "error" && !notStructural.has(p.message))
    .map((p) => ({ message: p.message, pointer: p.location[0]?.pointer }));
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
  parentPort.postMessage({ problems: problems.map((p) => ({
    ruleId: p.ruleId, severity: p.severity, message: p.message, location: p.location.map((l) => ({ pointer: l.pointer })),
  })) });
})().catch((error) => parentPort.postMessage({ error: String(error && error.message || error).split("\\n")[0] }));
`;

/** Redocly's lintDocument in a worker thread with a 256 MB stack (exported for the test above). */
export function lintInWorker(document: Record<string, unknown>, entryAbs: string): Promise<StructProblem[]> {
  const core = createRequire(import.meta.url).resolve("@redocly/openapi-core");
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { core, file: entryAbs, document },
      resourceLimits: { stackSizeMb: 256 },
    });
    worker.once("message", (reply: { problems?: Parameters<typeof structural>[0]; error?: string }) => {
      void worker.terminate();
      if (reply.problems) resolve(structural(reply.problems));
      else reject(new Error(reply.error ?? "the validator stopped"));
    });
    worker.once("error", (error) => reject(error));
    worker.once("exit", (code) => reject(new Error(`the validator stopped (exit code ${code})`)));
  });
}
