/** diff/compare: the neutral comparison of two ApiModels (../README.md, "compare/index.ts"). */
import type { ApiModel } from "../../model/index.js";
import { pinnedValue } from "../../model/version-pin.js";
import { compareRequestBodies, compareResponses } from "./bodies.js";
import { Collector } from "./collector.js";
import { compareOperationFacts, matchOperations } from "./operations.js";
import { compareParameters, parameterKey } from "./parameters.js";
import { compareSecurity, compareServers } from "./security.js";
import { compareWebhooks } from "./webhooks.js";
import type { Change } from "./types.js";

export type * from "./types.js";
export { matchOperations } from "./operations.js";
export { admits, boundEffect, presence, valueChanges } from "./schema-view.js";
export { disjoint } from "./schema.js";
export { dotted, segmentsOf } from "./pointer.js";

export function compareModels(base: ApiModel, revision: ApiModel): Change[] {
  const col = new Collector(base.document, revision.document);
  const ignored = versionSelectors(base, revision);
  // The revision's date, for sunset checks (`2023-08-15.pre` → `2023-08-15`; none when the version is no date).
  const revisionDate = /^\d{4}-\d{2}-\d{2}/.exec(revision.version)?.[0];
  const match = matchOperations(base.operations, revision.operations);
  for (const op of match.removed)
    col.add("operation-removed", "operation", { op }, { base: op.pointer }, "operation#exists", {
      before: { method: op.method, path: op.path },
      args: { deprecated: op.deprecated, sunset: op.sunset, revisionDate },
    });
  for (const op of match.added)
    col.add("operation-added", "operation", { op }, { revision: op.pointer }, "operation#exists", {
      after: { method: op.method, path: op.path },
    });
  for (const { base: b, revision: r, moved, expanded } of match.pairs) {
    compareOperationFacts(col, b, r, moved);
    compareParameters(col, b, r, moved || expanded === true, ignored);
    compareRequestBodies(col, b, r);
    compareResponses(col, b, r);
    compareSecurity(col, base, revision, b, r);
    compareServers(col, base, revision, b, r);
  }
  compareWebhooks(col, base, revision);
  return col.finish();
}

/**
 * Parameters left out (`header:<lower-case name>`, `query:<name>`): the version selector, a header or query parameter
 * whose schema pins the document's own `info.version` (a one-value `enum`, `const`, or a `default`, the way vendors
 * publish it) on BOTH sides. Its value differs in every revision by design: that difference is the revision bump
 * itself, not a change of the operation. Pinned on one side only, it is compared.
 */
function versionSelectors(base: ApiModel, revision: ApiModel): Set<string> {
  const b = pinned(base);
  return new Set([...pinned(revision)].filter((k) => b.has(k)));
}

function pinned(model: ApiModel): Set<string> {
  const params = model.operations.flatMap((op) => [...op.parameters.header, ...op.parameters.query]);
  return new Set(params.filter((p) => model.version && pinnedValue(p, model) === model.version).map(parameterKey));
}
