/**
 * Names for emitted declarations, as docs/safety.md E3 states the rule: one camelCase function name per operation, from
 * its operationId, unique within the file compared case-insensitively (names that differ by case alone would clash on
 * case-insensitive file systems in other stages), and the names it brings along (`<name>Pages`, `<Name>Args`...). Of
 * the operations that want one name, all but one take a suffix of their own method and path, never a counter, so
 * that adding an operation renames no other; each clash is reported (`namedOperations`).
 */
import type { Operation } from "../model/types.js";
import { entryRuntimeTypes, entryRuntimeValues } from "./entry-runtime-exports.js";
import { identifier } from "./escape.js";
import { filterType } from "./operation-types.js";
import { partExports } from "./runtime-parts.js";
import { compareCodeUnits as compare } from "../output/order.js";
import { remember } from "../run-context.js";

export interface OperationNames {
  fn: string;
  /** PascalCase stem for the operation's type aliases (`GetProfiles` -> `GetProfilesArgs`). */
  type: string;
  /** The identifier of the operation's descriptor constant. */
  descriptor: string;
  /** The page and item iterators, for an operation that paginates only. */
  pages?: string;
  items?: string;
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
 * upgrades, a version parameter and scheme auth; the runtime's are listed in entry-runtime-exports.ts), and the export
 * names that change what the module is: `then` (see reservedBecause), `default` and `__esModule`, which bundlers and
 * CommonJS interop read. Operations never take them.
 */
const taken = [
  "createClient",
  "revision",
  "lifecycle",
  "defaultBaseUrl",
  "version",
  "securitySchemes",
  "schemeAuth",
  "createClientWith",
  ...partExports,
  "createRuntimeClient",
  "createUpgradableClient",
  "pages",
  "items",
  "OperationDescriptor",
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

/**
 * The type aliases an operation brings along, each stem with each of these (operation-types.ts): one filter type per
 * filtered query parameter, `2Filter` whatever their number (so that a name does not depend on them when it needs not).
 */
function typeSuffixes(op: Operation): string[] {
  const filters = op.parameters.query.filter((p) => filterType(p) !== undefined).length;
  const numbered = Array.from({ length: Math.max(0, filters - 2) }, (_, i) => `${i + 3}Filter`);
  return ["Args", "Data", "Filter", "2Filter", ...numbered];
}

export function nameOperations(operations: Operation[]): Map<Operation, OperationNames> {
  return namedOperations(operations).names;
}

/**
 * The names of `operations` (`nameOperations`), and the operations that did not get the name their operationId makes,
 * in the order of `operations`.
 */
export function namedOperations(operations: Operation[]) {
  const out = new Map<Operation, OperationNames>();
  const { names, clashes } = assign(operations);
  // Every operation's name is taken before any companion is named, so that a companion never takes one.
  const used = new Set([...takenByEntryPoint.keys(), ...[...names.values()].map((n) => n.toLowerCase())]);
  for (const op of sortedById(operations)) {
    const fn = names.get(op)!;
    const pascal = fn.charAt(0).toUpperCase() + fn.slice(1);
    // The names it brings along (revision-module.ts, operation-types.ts): the stems are tried in turn, then counters.
    const type = free([pascal, `${pascal}Call`], used, (stem) => typeSuffixes(op).map((suffix) => `${stem}${suffix}`));
    const n: OperationNames = { fn, type, descriptor: free([`${fn}Operation`, `${fn}Descriptor`], used) };
    if (op.pagination === "cursor") {
      n.pages = free([`${fn}Pages`, `${fn}AllPages`], used, (pages) => [pages, itemsOf(pages)]);
      n.items = itemsOf(n.pages);
    }
    out.set(op, n);
  }
  return {
    names: new Map(operations.map((op) => [op, out.get(op)!])),
    clashes: operations.flatMap((op) => clashes.get(op) ?? []),
  };
}

/** The item iterator beside a page iterator: `getXPages` -> `getXItems`, `getXAllPages2` -> `getXAllItems2`. */
function itemsOf(pages: string): string {
  return pages.replace(/Pages(\d*)$/, "Items$1");
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

/**
 * The first of `stems` whose names (what `expand` makes of it: the stem itself by default) are all free, else the
 * first stem with the lowest counter that makes them free; its names are then marked used.
 */
function free(stems: string[], used: Set<string>, expand = (stem: string) => [stem]): string {
  const numbered = (n: number) => stems.map((stem) => (n === 1 ? stem : `${stem}${n}`));
  for (let n = 1; ; n++)
    for (const stem of numbered(n)) {
      const all = expand(stem).map((name) => name.toLowerCase());
      if (all.every((name) => !used.has(name))) {
        for (const name of all) used.add(name);
        return stem;
      }
    }
}

function assign(operations: Operation[]): { names: Map<Operation, string>; clashes: Map<Operation, NameClash> } {
  const wanted = new Map(operations.map((op) => [op, identifier(op.operationId)]));
  const byName = new Map<string, Operation[]>();
  for (const op of operations) remember(byName, wanted.get(op)!.toLowerCase(), () => []).push(op);
  const names = new Map<Operation, string>();
  const clashes = new Map<Operation, NameClash>();
  const used = new Set(takenByEntryPoint.keys());
  const displaced: { operation: Operation; why: string }[] = [];
  for (const [key, group] of byName) {
    const reserved = takenByEntryPoint.get(key);
    const keeper = reserved !== undefined ? undefined : keeperOf(group, wanted);
    for (const operation of group) {
      if (operation === keeper) {
        names.set(operation, wanted.get(operation)!);
        used.add(key);
      } else if (reserved !== undefined) displaced.push({ operation, why: reservedBecause(reserved) });
      else displaced.push({ operation, why: `as does ${named(keeper!)}, which keeps it` });
    }
  }
  // The displaced ones in method-then-path order, so that a name already used by then (only contrived specs: an
  // operationId spelling out another one's name and route) gets the same counter on every run.
  displaced.sort((a, b) => compare(route(a.operation), route(b.operation)));
  for (const clash of displaced) {
    const op = clash.operation;
    const fn = free([`${wanted.get(op)!}${identifier(`${op.method} ${op.path}`, true)}`], used);
    names.set(op, fn);
    clashes.set(op, { ...clash, wanted: wanted.get(op)!, fn });
  }
  return { names, clashes };
}

/** The operation of a group that keeps the name: the one whose operationId is that name, else the first by id. */
function keeperOf(group: Operation[], wanted: Map<Operation, string>): Operation {
  return group.find((op) => op.operationId === wanted.get(op)) ?? sortedById(group)[0]!;
}

/** Operations by operationId, in code-unit order: the order of every list of them in the entry points. */
export function sortedById(operations: readonly Operation[]): Operation[] {
  return [...operations].sort((a, b) => compare(a.operationId, b.operationId));
}
