/** Where an instruction on a target acts (generator/shims/README.md). */
import type { ValuePath } from "../../templates/runtime/upgrade-ops.js";
import type { Direction } from "./declarations/types.js";
import { directionsOf, type Targeted } from "./kinds/index.js";
import type { StepInput } from "./compile.js";
import { bodySchema, operationOf, sitesOf } from "./schemas.js";

export interface Site {
  operationId: string;
  direction: Direction;
  /** An instruction path as the runtime applies it (from the call's arguments, or from the response body). */
  rel(p: ValuePath): ValuePath;
  /** The same path relative to the body, for coverage; undefined for a `path.`/`query.` parameter. */
  body(p: ValuePath): ValuePath | undefined;
}

/** Every operation and direction an instruction on a target acts in (none: it applies nowhere, check.ts). */
export function sitesFor(ins: Targeted, input: Pick<StepInput, "oldModel" | "newModel">): Site[] {
  const out: Site[] = [];
  const directions = directionsOf(ins);
  for (const a of input.oldModel.operations) {
    const b = operationOf(input.newModel, a.operationId);
    if (b === undefined) continue;
    for (const d of directions) {
      const operationId = a.operationId;
      if (ins.target.kind === "operations") {
        if (!ins.target.operations.includes(operationId)) continue;
        // Rooted paths: a request path starts at the call's arguments (body., path., query.); a response path at the
        // response document, whose `body.` root is dropped.
        out.push(
          d === "request"
            ? { operationId, direction: d, rel: (p) => p, body: (p) => (p[0] === "body" ? p.slice(1) : undefined) }
            : { operationId, direction: d, rel: (p) => p.slice(1), body: (p) => p.slice(1) },
        );
        continue;
      }
      const model = d === "request" ? input.oldModel : input.newModel;
      for (const site of sitesOf(model, bodySchema(d === "request" ? a : b, d), ins.target.schema))
        out.push({
          operationId,
          direction: d,
          rel: (p) => (d === "request" ? ["body", ...site, ...p] : [...site, ...p]),
          body: (p) => [...site, ...p],
        });
    }
  }
  return out;
}
