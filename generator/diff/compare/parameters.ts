/** Parameters, matched by location and name or position (../README.md, "compare/parameters.ts"). */
import { PARAMETER_LOCATIONS } from "../../load/openapi-context.js";
import { templateNames } from "../../load/path-slips.js";
import { schemaPointer, type Operation, type Parameter } from "../../model/index.js";
import { setByRuntime } from "../../model/runtime-headers.js";
import type { Collector, SchemaSite } from "./collector.js";
import { pairUp } from "./pairing.js";
import type { ChangeKind } from "./types.js";

export function compareParameters(col: Collector, b: Operation, r: Operation, moved: boolean, ignored: Set<string>) {
  const [bList, rList] = [list(b, ignored, moved), list(r, ignored, moved)];
  // A parameter written as on the other side first, then one that only differs there in how it may be written
  // (a header's case: the model keeps `X-Id` and `x-id` apart, as the document declares them); see pairing.ts.
  const op = (side: "base" | "revision") => (side === "base" ? b : r);
  const exact = (p: Parameter, side: "base" | "revision") => (positioned(p) ? keyOf(p, op(side)) : `${p.in}:${p.name}`);
  const loose = (p: Parameter, side: "base" | "revision") => keyOf(p, op(side));
  const { pairs, base, revision } = pairUp(bList, rList, [exact, loose], (p) => `${p.in}:${p.name}`);
  // A parameter on one side only, reached through the revision's operation.
  const alone = (p: Parameter, op: Operation, side: "base" | "revision") => {
    const kind = side === "base" ? "parameter-removed" : "parameter-added";
    col.add(kind, "parameter", { op: r, pointer: p.pointer }, { [side]: p.pointer }, subjectOf(p, op) + "#exists", {
      [side === "base" ? "before" : "after"]: p.schema,
      args: { parameter: p.name, in: p.in, required: p.required },
    });
  };
  for (const [bp, rp] of pairs) compareOne(col, r, bp, rp);
  for (const bp of base) alone(bp, b, "base");
  for (const rp of revision) alone(rp, r, "revision");
}

function compareOne(col: Collector, r: Operation, bp: Parameter, rp: Parameter): void {
  const on = { op: r, pointer: rp.pointer };
  const at = { base: bp.pointer, revision: rp.pointer };
  const subject = subjectOf(rp, r);
  const args = { parameter: rp.name, in: rp.in };
  const fact = (kind: ChangeKind, aspect: string, before: unknown, after: unknown, extra?: Record<string, unknown>) =>
    col.add(kind, "parameter", on, at, `${subject}#${aspect}`, { before, after, args: { ...args, ...extra } });
  if (bp.name !== rp.name) fact("parameter-renamed", "name", bp.name, rp.name, { from: bp.name, to: rp.name });
  if (bp.required !== rp.required)
    fact(rp.required ? "parameter-required-added" : "parameter-required-removed", "required", bp.required, rp.required);
  if (bp.deprecated !== rp.deprecated)
    fact(rp.deprecated ? "deprecated-added" : "deprecated-removed", "deprecated", bp.deprecated, rp.deprecated);
  const [bs, rs] = [style(bp), style(rp)];
  if (bs !== rs) fact("parameter-style-changed", "style", bs, rs);
  compareFilter(col, r, bp, rp);
  const site: SchemaSite = {
    area: "parameter",
    revision: r,
    basePrefix: schemaPointer(bp),
    revisionPrefix: schemaPointer(rp),
    subject,
    context: args,
    defaultNeverApplies: bp.required || rp.required,
  };
  col.schema(site, bp, rp);
}

/** `x-filter`: the fields a filter accepts and the operators, globally and per field. */
function compareFilter(col: Collector, r: Operation, bp: Parameter, rp: Parameter): void {
  if (!bp.filter && !rp.filter) return;
  const bf = bp.filter ?? { operators: [], fields: {} };
  const rf = rp.filter ?? { operators: [], fields: {} };
  const on = { op: r, pointer: rp.pointer };
  // Only the sides that have an `x-filter`: a parameter that gains or loses it has none to point at on the other.
  const where = {
    ...(bp.filter && { base: `${bp.pointer}/x-filter` }),
    ...(rp.filter && { revision: `${rp.pointer}/x-filter` }),
  };
  // An operator or a field on one side only: `removed` when it is the base's.
  const alone = (what: "operator" | "field", removed: boolean, name: string, value: unknown, field?: string) => {
    const about = what === "field" ? `${name}#filter-field` : `${field ?? ""}#filter-operator:${name}`;
    col.add(`filter-${what}-${removed ? "removed" : "added"}`, "parameter", on, where, `${subjectOf(rp, r)} ${about}`, {
      [removed ? "before" : "after"]: value,
      args: { parameter: rp.name, in: rp.in, ...(field === undefined ? {} : { field }), [what]: name },
    });
  };
  const ops = (before: string[], after: string[], field?: string) => {
    for (const o of before.filter((x) => !after.includes(x))) alone("operator", true, o, o, field);
    for (const o of after.filter((x) => !before.includes(x))) alone("operator", false, o, o, field);
  };
  ops(bf.operators, rf.operators);
  for (const field of Object.keys(bf.fields)) {
    if (!(field in rf.fields)) alone("field", true, field, bf.fields[field]);
    else ops(bf.fields[field] ?? [], rf.fields[field] ?? [], field);
  }
  for (const field of Object.keys(rf.fields)) if (!(field in bf.fields)) alone("field", false, field, rf.fields[field]);
}

function list(op: Operation, ignored: Set<string>, moved: boolean): Parameter[] {
  return PARAMETER_LOCATIONS.flatMap((l) => op.parameters[l]).filter(
    (p) => !ignored.has(parameterKey(p)) && !(moved && positioned(p)) && !setByRuntime(p, op),
  );
}

/** How a parameter is named across operations: headers case-insensitively. */
export function parameterKey(p: Parameter): string {
  return p.in === "header" ? `header:${p.name.toLowerCase()}` : `${p.in}:${p.name}`;
}

/** Path parameters by their position in the template; headers by lower-cased name; the rest by name. */
function keyOf(p: Parameter, op: Operation): string {
  return positioned(p) ? `path:${templateNames(op.path).indexOf(p.name)}` : parameterKey(p);
}

function subjectOf(p: Parameter, op: Operation): string {
  return positioned(p) ? `parameter path #${templateNames(op.path).indexOf(p.name)}` : `parameter ${p.in} ${p.name}`;
}

/** A path parameter with its place in the template (a slipped one, outside it, goes by name). */
function positioned(p: Parameter): boolean {
  return p.in === "path" && p.inTemplate !== false;
}

/** Serialisation with the OpenAPI defaults made explicit (form + explode for query and cookie, simple otherwise); a
 *  `content` parameter's value is written as its media type says, `style` and `explode` not applying (OpenAPI). */
function style(p: Parameter): string {
  if (p.media !== undefined) return `content: ${p.media}`;
  const s = p.style ?? (p.in === "query" || p.in === "cookie" ? "form" : "simple");
  const explode = p.explode ?? s === "form";
  return `${s}${explode ? ", explode" : ""}`;
}
