/**
 * Redocly's `struct` rule (@redocly/openapi-core, the engine inside openapi-typescript) run on a bundled document:
 * the structural check of reliability.md "Loading a spec", step 5. Returns the problems as message + JSON pointer.
 *
 * The rule runs the way Redocly runs it on its own configuration files (lintConfig): the spec version's node types,
 * the Struct rule's visitor, refs resolved, one walk. Going through lintDocument instead needs a full configuration,
 * and Redocly's configuration module loads its every rule set and schema (twice the modules, 140 ms of start-up
 * against 45), for a rule list of one. The types and the visitor are prepared once per OpenAPI version.
 *
 * Redocly walks documents recursively and follows refs depth-first, so a legal but large spec (a 13 MB document
 * whose schemas reference each other in long chains, a mapping with a million paths) overflows the default stack.
 * The lint runs in this thread first (fast, no start-up cost) and, only if it hits a RangeError, again in a worker
 * thread with a 256 MB stack. The worker is plain CommonJS given as a string and loads the same, already resolved
 * module file, so it works the same under node, tsx and vitest.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { detectSpec, getTypes } from "@redocly/openapi-core/lib/oas-types.js";
import { BaseResolver, resolveDocument, Source } from "@redocly/openapi-core/lib/resolve.js";
import { Struct } from "@redocly/openapi-core/lib/rules/common/struct.js";
import { normalizeTypes, type NormalizedNodeType } from "@redocly/openapi-core/lib/types/index.js";
import { normalizeVisitors } from "@redocly/openapi-core/lib/visitors.js";
import { walkDocument, type WalkContext } from "@redocly/openapi-core/lib/walk.js";

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

export async function structProblems(document: Record<string, unknown>, entryAbs: string): Promise<StructProblem[]> {
  try {
    return await lintHere(document, entryAbs);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return lintInWorker(document, entryAbs);
  }
}

/** The node types and the struct rule's visitor for one OpenAPI version: the same for every document. */
interface Prepared {
  types: Record<string, NormalizedNodeType>;
  visitors: ReturnType<typeof normalizeVisitors>;
}

const prepared = new Map<string, Prepared>();

function prepare(version: ReturnType<typeof detectSpec>): Prepared {
  let ready = prepared.get(version);
  if (!ready) {
    const types = normalizeTypes(getTypes(version));
    const visitor = (Struct as (settings: object) => never)({ severity: "error" });
    const visitors = normalizeVisitors([{ severity: "error", ruleId: "struct", visitor }], types);
    prepared.set(version, (ready = { types, visitors }));
  }
  return ready;
}

/** The struct rule in this thread. Exported for the test that holds it to the worker's (Redocly's lintDocument). */
export async function lintHere(document: Record<string, unknown>, entryAbs: string): Promise<StructProblem[]> {
  const version = detectSpec(document);
  const { types, visitors } = prepare(version);
  const rootDocument = { source: new Source(entryAbs, ""), parsed: document };
  const resolvedRefMap = await resolveDocument({
    rootDocument,
    rootType: types.Root!,
    externalRefResolver: new BaseResolver(),
  });
  const ctx: WalkContext = { problems: [], oasVersion: version, visitorsData: {} };
  try {
    walkDocument({ document: rootDocument, rootType: types.Root!, normalizedVisitors: visitors, resolvedRefMap, ctx });
  } catch (error) {
    prepared.delete(version); // a walk cut short (a stack overflow) may leave the visitors' state half-set
    throw error;
  }
  return ctx.problems
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

/** Redocly's lintDocument in a worker thread with a 256 MB stack (exported for the test above). */
export function lintInWorker(document: Record<string, unknown>, entryAbs: string): Promise<StructProblem[]> {
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
