/**
 * The first pass of bundling (README.md, "Bundling"): every `$ref` reachable from the entry spec resolved, and what
 * the bundled document holds in its place decided (an Action), one site at a time in document order.
 */
import { quote, warningIn, type LoadWarning } from "./errors.js";
import { MissingRefError } from "./ref-target.js";
import {
  childContext,
  COMPONENT_OF,
  CONTEXT_OF_COMPONENT,
  isMapRef,
  isNotRef,
  isRefSite,
  type Context,
} from "./openapi-context.js";
import { escapeSegment, formatRefPointer, isObject } from "./pointer.js";
import { nodeId, type Resolved, type Resolver } from "./resolve.js";
import type { SourceFile } from "./source-file.js";

/** A document that has its own `openapi` field and a `$ref` beside it: the one to read is this one. */
const ROOT_REF = "$ref at the document's root, beside its own openapi field; the document is read without it";

export interface Hoist {
  target: Resolved;
  /** The components section: "schemas", "responses"… */
  section: string;
  /** The kind of object the section holds. */
  context: Context;
  /** The output pointer of its home, once it has one: an entry slot, or the name given by names.ts. */
  home?: string[];
  /** True when the home is an entry `components/<section>/<name>` slot that held only the ref. */
  slot?: boolean;
}

export type Action =
  | { kind: "local"; target: Resolved }
  | { kind: "hoist"; hoist: Hoist }
  | { kind: "inline"; target: Resolved }
  | { kind: "missing" };

/** A part of a file to walk for refs, as the kind of object `context` names. */
type Region = Resolved & { context: Context };

/** A place holding a reference: `{ $ref: … }` (refSegments ends in "$ref") or a discriminator mapping value. */
interface Site {
  file: SourceFile;
  refSegments: string[];
  ref: string;
  context: Context;
  /** True when the object holding the ref has no other member. */
  pure: boolean;
  /** A map of names written as a ref to one (isMapRef): always inlined, even from the entry file. */
  mapRef?: boolean;
  /** False when members follow `$ref` in its object: the bundled copy writes `$ref` after them. */
  refLast?: boolean;
}

/** The key under which build.ts finds the decision for a site. */
export function siteKey(file: SourceFile, refSegments: readonly string[], context: Context): string {
  // NUL joins: no loaded key holds one (limits.ts), and escaping every segment of every site was most of the cost.
  return `${file.abs}\u0000${refSegments.join("\u0000")}\u0000${context}`;
}

export class Collector {
  readonly hoists = new Map<string, Hoist>();
  readonly actions = new Map<string, Action>();
  /** In the order found: refs to nothing, `$ref`s read as no reference (isNotRef), maps written as refs (isMapRef). */
  readonly warnings: LoadWarning[] = [];
  /**
   * Whether the bundled document differs from the entry file's data: false while every ref is local and written as
   * build.ts would write it, so the document can be the parsed data itself, with no copy (most published specs).
   */
  rewrites = false;
  private readonly walked = new Set<string>();
  /** The refs to nothing warned about: one reached through others (A → B → nowhere) fails at the same ref for each. */
  private readonly missing = new Set<string>();

  constructor(private readonly resolver: Resolver) {}

  run(): void {
    const entry = this.resolver.entry;
    const queue: Region[] = [{ file: entry, segments: [], value: entry.value, context: "document" }];
    const literal: (Region & { key: string })[] = [];
    for (let region = queue.shift(); region; region = queue.shift() ?? this.settle(literal, queue)) {
      const id = `${nodeId(region.file, region.segments)} ${region.context}`;
      if (this.walked.has(id)) continue;
      this.walked.add(id);
      const sites: Site[] = [];
      this.findSites(region.file, sites, region.value, region.context, [...region.segments]);
      for (const site of sites) {
        const key = siteKey(site.file, site.refSegments, site.context);
        if (this.actions.has(key)) continue;
        const action = this.decide(site);
        this.actions.set(key, action);
        this.rewrites ||=
          action.kind !== "local" || site.refLast === false || formatRefPointer(action.target.segments) !== site.ref;
        if (site.mapRef) this.warnings.push(mapRefWarning(site));
        const inline = action.kind === "inline" ? { ...action.target, context: site.context } : undefined;
        if (inline && site.context === "literal" && !site.mapRef) literal.push({ ...inline, key });
        else if (inline) queue.push(inline);
        if (action.kind === "hoist") queue.push({ ...action.hoist.target, context: action.hoist.context });
      }
    }
  }

  /**
   * Once every other ref is decided, the refs in literal places (an extension, an example) to parts of other files
   * that no section is known for: one naming a part hoisted for another ref (Stripe's `x-expansionResources: {oneOf:
   * [{$ref: ./file.json}]}` beside a property naming the same schema) refers to it, as a ref to a part of the entry
   * stays a ref, where a copy could hold the ref that led to it (a cycle to inline); any other is copied in. Returns
   * the next region to walk.
   */
  private settle(literal: (Region & { key: string })[], queue: Region[]): Region | undefined {
    for (const { key, ...target } of literal.splice(0)) {
      const hoist = this.hoists.get(nodeId(target.file, target.segments));
      if (hoist) this.actions.set(key, { kind: "hoist", hoist });
      else queue.push(target);
    }
    return queue.shift();
  }

  private decide(site: Site): Action {
    let target: Resolved;
    try {
      target = this.resolver.resolve(site.file, site.refSegments, site.ref);
    } catch (error) {
      if (!(error instanceof MissingRefError)) throw error;
      if (!this.missing.has(error.message)) this.warnings.push(missingWarning(error, site));
      this.missing.add(error.message);
      return { kind: "missing" };
    }
    if (/#\/$/.test(site.ref) && target.segments.length === 0)
      this.warnings.push(warningIn(site.file, site.refSegments, `$ref ${quote(site.ref)} ${WHOLE_FILE}`));
    if (site.mapRef) return { kind: "inline", target };
    // A path item's members beside its `$ref` (3.1: `parameters`, `summary`) are read by no later stage through a ref
    // (they follow it), so such a path item is a copy of its target with them, as one from another file is.
    const merged = site.context === "pathItem" && !site.pure;
    if (target.file === this.resolver.entry && !merged) return { kind: "local", target };
    const section = sectionFor(site.context, target.segments);
    if (section === undefined) return { kind: "inline", target };
    const id = nodeId(target.file, target.segments);
    let hoist = this.hoists.get(id);
    if (!hoist) this.hoists.set(id, (hoist = { target, section, context: CONTEXT_OF_COMPONENT.get(section)! }));
    // An entry slot `components/<section>/<name>: {$ref: …}` becomes the home of what it refers to.
    const [top, bucket, name, last, ...deeper] = site.refSegments;
    const slot = site.file === this.resolver.entry && site.pure && top === "components" && bucket === section;
    if (slot && last === "$ref" && deeper.length === 0 && hoist.home === undefined) {
      hoist.home = ["components", section, name!];
      hoist.slot = true;
    }
    return { kind: "hoist", hoist };
  }

  /** Collects the ref sites of one region, in document order. `segments` is the region's pointer and is reused. */
  private findSites(file: SourceFile, out: Site[], value: unknown, context: Context, segments: string[]): void {
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        segments.push(String(i));
        this.findSites(file, out, item, childContext(context, String(i), true), segments);
        segments.pop();
      });
      return;
    }
    if (!isObject(value)) return;
    if (Object.hasOwn(value, "$ref")) {
      const refSegments = [...segments, "$ref"];
      if (isRefSite(context, value)) {
        const keys = Object.keys(value);
        const ref = value.$ref as string;
        const mapRef = isMapRef(context, value);
        out.push({ file, refSegments, ref, context, pure: keys.length === 1, refLast: keys.at(-1) === "$ref", mapRef });
      } else if (isNotRef(context, value)) {
        // Not a reference at all: the object is read without it (build.ts), with a warning. The bundled copy leaves
        // such a member out, so there must be a copy.
        const why = context === "document" ? ROOT_REF : "$ref must be a string; the object is read without it";
        this.warnings.push(warningIn(file, refSegments, why));
        this.rewrites = true;
      }
    }
    for (const key of Object.keys(value)) {
      const child = value[key];
      const ref = context === "mapping" ? mappingRef(child, file === this.resolver.entry) : undefined;
      if (ref !== undefined) out.push({ file, refSegments: [...segments, key], ref, context: "schema", pure: false });
      // No ref site below a mapping's values or a `$ref` that is followed or left out (build.ts copies neither); a
      // `$ref` that is a name, or data in a literal place, is walked as build.ts copies it.
      if (context === "mapping" || (key === "$ref" && (isRefSite(context, value) || isNotRef(context, value))))
        continue;
      segments.push(key);
      this.findSites(file, out, child, childContext(context, key, false), segments);
      segments.pop();
    }
  }
}

/**
 * Which components section a ref target goes to: the kind of object expected where the ref is; for places the
 * context table does not know, the section named in the target's own pointer (`…#/components/schemas/X`).
 * Path items are always inlined (OpenAPI 3.0 has no components/pathItems).
 */
function sectionFor(context: Context, segments: readonly string[]): string | undefined {
  const known = COMPONENT_OF[context];
  if (known) return known;
  if (context !== "literal") return undefined;
  const [top, section] = segments;
  return top === "components" && segments.length === 3 && section && CONTEXT_OF_COMPONENT.get(section)
    ? section
    : undefined;
}

const WHOLE_FILE =
  'ends in "#/", which names the key "" of its file (RFC 6901); read as the whole file, as Redocly reads it';

/** A ref to nothing: the document is read without it (build.ts). */
function missingWarning({ detail, location, pointer = "#" }: MissingRefError, site: Site): LoadWarning {
  const then =
    site.refSegments.at(-1) !== "$ref"
      ? "this mapping entry is left out"
      : `read without it${site.context === "schema" ? " (a schema: any value)" : ""}`;
  return { detail: `${detail}; ${then}`, location, pointer };
}

function mapRefWarning(site: Site): LoadWarning {
  const map = site.refSegments.at(-2) ?? "";
  const detail = `${map} holds a $ref instead of its entries (OpenAPI allows none here); read as the map it points to`;
  return warningIn(site.file, site.refSegments, detail);
}

/**
 * A discriminator mapping value as a ref: refs (`#/…`, `x.yaml#/…`) as they are; a bare schema name only outside the
 * entry, where it means that file's own `#/components/schemas/<name>`. Entry names stay names.
 */
export function mappingRef(value: unknown, inEntry: boolean): string | undefined {
  if (typeof value !== "string") return undefined;
  if (value.includes("#") || value.includes("/")) return value;
  if (inEntry) return undefined;
  return `#/components/schemas/${encodeURIComponent(escapeSegment(value))}`;
}
