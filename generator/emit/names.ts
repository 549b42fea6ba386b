/**
 * Names for emitted declarations: one camelCase function name per operation, from its operationId, unique within
 * the file. Collisions after sanitising (`a-b`, `a_b`, `a b`) are broken deterministically: operations are taken in
 * sorted operationId order and later ones get a numeric suffix, so the same spec always gives the same names.
 */
import type { Operation } from "../model/types.js";
import { identifier } from "./escape.js";

export interface OperationNames {
  fn: string;
  /** PascalCase stem for the operation's type aliases (`GetProfiles` -> `GetProfilesArgs`). */
  type: string;
  /** The identifier of the operation's descriptor constant. */
  descriptor: string;
}

/**
 * Names that the emitted entry point declares, imports or re-exports itself (revision-module.ts, with and without
 * upgrades); operations never take them.
 */
const taken = [
  "createClient",
  "revision",
  "lifecycle",
  "defaultBaseUrl",
  "Client",
  "ClientOptions",
  "unwrap",
  "createRuntimeClient",
  "createUpgradableClient",
  "pages",
  "items",
  "CallOptions",
  "OperationDescriptor",
  "Result",
  "paths",
  "components",
  "operations",
  "UpgradeOptions",
  "UpgradeTarget",
  "upgradeTargets",
];

export function nameOperations(operations: Operation[]): Map<Operation, OperationNames> {
  const used = new Set(taken.map((n) => n.toLowerCase()));
  const out = new Map<Operation, OperationNames>();
  const sorted = [...operations].sort((a, b) =>
    a.operationId < b.operationId ? -1 : a.operationId > b.operationId ? 1 : 0,
  );
  for (const op of sorted) {
    const base = identifier(op.operationId);
    let fn = base;
    // Function names and their Pages/Items companions share a namespace; compare case-insensitively so that two
    // names never differ by case alone (they would collide on case-insensitive file systems in other stages).
    for (let n = 2; used.has(fn.toLowerCase()); n++) fn = `${base}${n}`;
    used.add(fn.toLowerCase());
    for (const suffix of ["Pages", "Items", "Args", "Data", "Operation", "Filter", "2Filter"])
      used.add(`${fn}${suffix}`.toLowerCase());
    const type = fn.charAt(0).toUpperCase() + fn.slice(1);
    out.set(op, { fn, type, descriptor: `${fn}Operation` });
  }
  return out;
}
