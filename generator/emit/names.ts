/**
 * Names for emitted declarations: one camelCase function name per operation, from its operationId, unique within
 * the file (compared case-insensitively: two names that differ by case alone would clash on case-insensitive file
 * systems in other stages), together with the names it brings along (`<name>Pages`, `<Name>Args`...).
 *
 * Distinct operationIds can make the same name (`get-x`, `get_x`, `getX`), a name another operation brings along
 * (`get_items_pages` and the pager of `getItems`), or a name the entry point keeps for itself (`createClient`,
 * `then`). The name then goes to at most one operation: the one whose operationId already is that name (`getX`),
 * else the first operationId in code-unit order (none for the entry point's names). Every other one takes a suffix
 * made of its own method and path (`get_x` on POST /users -> `getXPostUsers`), never a counter that depends on the
 * order or the number of operations. So an operation's name depends only on its own operationId, method and path and
 * on the operations that want the same name: adding an operation renames no other, unless it wants that other's very
 * name and comes first by the rule above. Each clash is reported (`nameClashes`, printed as a warning by the
 * generator) so that the author can rename one of the operations.
 * (docs/safety.md E3)
 */
import type { Operation } from "../model/types.js";
import { entryRuntimeTypes, entryRuntimeValues } from "./entry-runtime-exports.js";
import { identifier } from "./escape.js";
import { compareCodeUnits as compare } from "../output/order.js";

export interface OperationNames {
  fn: string;
  /** PascalCase stem for the operation's type aliases (`GetProfiles` -> `GetProfilesArgs`). */
  type: string;
  /** The identifier of the operation's descriptor constant. */
  descriptor: string;
}

/** One operation that did not get the name its operationId makes. */
export interface NameClash {
  operation: Operation;
  /** The name its operationId makes. */
  wanted: string;
  /** The name it is emitted under. */
  fn: string;
  /** Why `wanted` is not this operation's, naming the operation that has it: a clause of the warning. */
  why: string;
}

/**
 * Names that the emitted entry point declares, imports or re-exports itself (revision-module.ts, with and without
 * upgrades), and the export names that change what the module is: `then` makes the module namespace a thenable (an
 * `await import()` of it would call the operation instead of returning the module), `default` and `__esModule` are
 * read by bundlers and CommonJS interop. Operations never take them.
 */
const taken = [
  "createClient",
  "revision",
  "lifecycle",
  "defaultBaseUrl",
  "Client",
  "ClientOptions",
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
  "webhooks",
  "WebhookPayload",
  "UpgradeOptions",
  "UpgradeTarget",
  "upgradeTargets",
  "then",
  "default",
  "__esModule",
  ...entryRuntimeValues,
  ...entryRuntimeTypes,
];
const takenByEntryPoint = new Map(taken.map((n) => [n.toLowerCase(), n]));

/** The names each operation's function brings along (revision-module.ts), and what each one is. */
const companionKinds = new Map([
  ["Pages", "page iterator"],
  ["Items", "item iterator"],
  ["Args", "argument type"],
  ["Data", "result type"],
  ["Operation", "descriptor"],
  ["Filter", "filter type"],
  ["2Filter", "second filter type"],
]);
const companions = [...companionKinds.keys()];

export function nameOperations(operations: Operation[]): Map<Operation, OperationNames> {
  const out = new Map<Operation, OperationNames>();
  for (const [op, fn] of assign(operations).names)
    out.set(op, { fn, type: fn.charAt(0).toUpperCase() + fn.slice(1), descriptor: `${fn}Operation` });
  return out;
}

/** The operations that did not get the name their operationId makes, in the order of `operations`. */
export function nameClashes(operations: Operation[]): NameClash[] {
  const { clashes } = assign(operations);
  return operations.flatMap((op) => clashes.get(op) ?? []);
}

/** A clash as one sentence, for the warning the generator prints at the operation's operationId. */
export function describeClash(clash: NameClash): string {
  return `${named(clash.operation)} makes the name ${clash.wanted}, ${clash.why}; emitted as ${clash.fn}`;
}

function reservedBecause(name: string): string {
  return name === "then"
    ? "which would make the module a thenable (an await import() of it would call the operation)"
    : `which the entry point declares itself (${name})`;
}

function named(op: Operation): string {
  return `operationId ${JSON.stringify(op.operationId)} (${route(op)})`;
}

function route(op: Operation): string {
  return `${op.method.toUpperCase()} ${op.path}`;
}

function assign(operations: Operation[]): { names: Map<Operation, string>; clashes: Map<Operation, NameClash> } {
  const wanted = new Map(operations.map((op) => [op, identifier(op.operationId)]));
  // Every name an operation would bring along under the name it wants, by lower-case name: such a name is the
  // first operation's to keep, whoever else wants it as a function name.
  const companionOf = new Map<string, { op: Operation; kind: string }>();
  for (const op of sortedById(operations))
    for (const [suffix, kind] of companionKinds) {
      const key = `${wanted.get(op)!}${suffix}`.toLowerCase();
      if (!companionOf.has(key)) companionOf.set(key, { op, kind });
    }
  const byName = new Map<string, Operation[]>();
  for (const op of operations) {
    const key = wanted.get(op)!.toLowerCase();
    const group = byName.get(key);
    if (group) group.push(op);
    else byName.set(key, [op]);
  }
  const names = new Map<Operation, string>();
  const clashes = new Map<Operation, NameClash>();
  const used = new Set(takenByEntryPoint.keys());
  const displaced: { operation: Operation; why: string }[] = [];
  for (const [key, group] of byName) {
    const reserved = takenByEntryPoint.get(key);
    const companion = companionOf.get(key);
    const keeper = reserved !== undefined || companion !== undefined ? undefined : keeperOf(group, wanted);
    for (const operation of group) {
      if (operation === keeper) {
        names.set(operation, wanted.get(operation)!);
        used.add(key);
      } else if (reserved !== undefined) displaced.push({ operation, why: reservedBecause(reserved) });
      else if (companion !== undefined)
        displaced.push({ operation, why: `which ${named(companion.op)} has for its ${companion.kind}` });
      else displaced.push({ operation, why: `as does ${named(keeper!)}, which keeps it` });
    }
  }
  for (const fn of names.values()) for (const suffix of companions) used.add(`${fn}${suffix}`.toLowerCase());
  // The displaced ones in method-then-path order, so that a name already used by then (only contrived specs: an
  // operationId spelling out another one's name and route) gets the same counter on every run.
  displaced.sort((a, b) => compare(route(a.operation), route(b.operation)));
  for (const clash of displaced) {
    const op = clash.operation;
    const base = `${wanted.get(op)!}${identifier(`${op.method} ${op.path}`, true)}`;
    let fn = base;
    for (let n = 2; clashesWith(fn, used); n++) fn = `${base}${n}`;
    used.add(fn.toLowerCase());
    for (const suffix of companions) used.add(`${fn}${suffix}`.toLowerCase());
    names.set(op, fn);
    clashes.set(op, { ...clash, wanted: wanted.get(op)!, fn });
  }
  return { names, clashes };
}

/** The operation of a group that keeps the name: the one whose operationId is that name, else the first by id. */
function keeperOf(group: Operation[], wanted: Map<Operation, string>): Operation {
  return group.find((op) => op.operationId === wanted.get(op)) ?? sortedById(group)[0]!;
}

function clashesWith(fn: string, used: Set<string>): boolean {
  return used.has(fn.toLowerCase()) || companions.some((suffix) => used.has(`${fn}${suffix}`.toLowerCase()));
}

function sortedById(operations: Operation[]): Operation[] {
  return [...operations].sort((a, b) => compare(a.operationId, b.operationId));
}
