/**
 * The second pass of bundling (README.md, "Bundling"): the one bundled document written from the decisions of
 * collect.ts, and where each part came from recorded, so that locate() can answer for any pointer of the result.
 */
import type { Action, Hoist } from "./collect.js";
import { mappingRef, siteKey } from "./collect.js";
import { errorIn, warningIn, type LoadWarning } from "./errors.js";
import { LIMITS } from "./limits.js";
import { compareCodeUnits as compare } from "../output/order.js";
import { childContext, isNotRef, isRefSite, type Context } from "./openapi-context.js";
import { define, formatPointer, formatRefPointer, isObject } from "./pointer.js";
import { kindOf } from "./shape-slips.js";
import type { Resolved } from "./resolve.js";
import type { SourceFile } from "./source-file.js";

/** Where a part of the output came from: an output pointer maps to this file and pointer (and below it, 1:1). */
export type Origin = Pick<Resolved, "file" | "segments">;

/** Where a copy is: at `src` in `file`, going to `out` in the output; both are stacks, pushed and popped. */
interface At {
  file: SourceFile;
  src: string[];
  out: string[];
}

export class Builder {
  /** Output pointer (formatPointer) → origin, for the root and every hoisted or inlined part. */
  readonly origins = new Map<string, Origin>();
  private nodes = 0;
  private readonly inlining: string[] = [];
  /** A `components` (or a section of it) that is no mapping where a hoisted part must go: replaced by one. */
  readonly warnings: LoadWarning[] = [];

  constructor(
    private readonly entry: SourceFile,
    private readonly actions: Map<string, Action>,
    private readonly hoists: Iterable<Hoist>,
  ) {}

  buildDocument(): Record<string, unknown> {
    this.origins.set("#", { file: this.entry, segments: [] });
    const root = { file: this.entry, src: [], out: [] };
    const document = this.build(root, this.entry.value, "document") as Record<string, unknown>;
    const named = [...this.hoists].filter((hoist) => !hoist.slot);
    named.sort((a, b) => compare(a.home!.join("\u0000"), b.home!.join("\u0000")));
    for (const hoist of named) {
      const [, section, name] = hoist.home as [string, string, string];
      const bucket = this.member(this.member(document, "components", []), section, ["components"]);
      const { file, segments, value } = hoist.target;
      this.origins.set(formatPointer(hoist.home!), { file, segments });
      const at = { file, src: [...segments], out: [...hoist.home!] };
      define(bucket, name, this.build(at, value, hoist.context));
    }
    return document;
  }

  /**
   * `parent[key]` of the output as a mapping, created when missing. The entry's value of another kind there (a
   * `components: none`) is replaced, with a warning: the parts brought in from other files need a home.
   */
  private member(parent: Record<string, unknown>, key: string, at: string[]): Record<string, unknown> {
    if (Object.hasOwn(parent, key)) {
      const value = parent[key];
      if (isObject(value)) return value;
      const why = `should be a mapping, not ${kindOf(value)}: read as one holding the parts brought in from other files`;
      this.warnings.push(warningIn(this.entry, [...at, key], why));
    }
    const fresh = {};
    define(parent, key, fresh);
    return fresh;
  }

  private build(at: At, value: unknown, context: Context): unknown {
    if (++this.nodes > LIMITS.nodes) {
      const detail = `the bundled document would hold more than ${LIMITS.nodes} values (refs inlined too often)`;
      throw errorIn(at.file, at.src, detail);
    }
    if (Array.isArray(value))
      return value.map((item, i) => this.child(at, item, childContext(context, String(i), true), String(i)));
    if (!isObject(value)) return value;
    if (isRefSite(context, value)) return this.refSite(at, value, context);
    // A `$ref` that is no reference is left out (collect.ts warned).
    return this.members(at, value, context, isNotRef(context, value));
  }

  /**
   * The members of an object, copied (a discriminator mapping's refs rewritten), without `$ref` when `dropRef`: the
   * other members of a ref object (descriptions, summaries), or an object whose `$ref` is no reference.
   */
  private members(at: At, value: Record<string, unknown>, context: Context, dropRef: boolean): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      if (dropRef && key === "$ref") continue;
      const ref = context === "mapping" ? mappingRef(value[key], at.file === this.entry) : undefined;
      if (ref !== undefined) {
        const action = this.action(at.file, [...at.src, key], "schema");
        // A mapping value naming nothing is left out (collect.ts warned).
        if (action.kind !== "missing") define(result, key, this.refText(action));
      } else define(result, key, this.child(at, value[key], childContext(context, key, false), key));
    }
    return result;
  }

  private child(at: At, value: unknown, context: Context, key: string): unknown {
    at.src.push(key);
    at.out.push(key);
    const copy = this.build(at, value, context);
    at.src.pop();
    at.out.pop();
    return copy;
  }

  private refSite(at: At, value: Record<string, unknown>, context: Context): unknown {
    const { file, src, out } = at;
    const action = this.action(file, [...src, "$ref"], context);
    // A ref naming nothing is read as its object without it (collect.ts warned).
    if (action.kind === "missing") return this.members(at, value, context, true);
    const isHome =
      action.kind === "hoist" &&
      action.hoist.slot &&
      file === this.entry &&
      formatPointer(action.hoist.home!) === formatPointer(src);
    if (action.kind === "local" || (action.kind === "hoist" && !isHome)) {
      const result = this.members(at, value, context, true);
      define(result, "$ref", this.refText(action));
      return result;
    }
    const target = action.kind === "inline" ? action.target : action.hoist.target;
    const targetContext = action.kind === "inline" ? context : action.hoist.context;
    const id = `${target.file.display}${formatPointer(target.segments)}`;
    if (this.inlining.includes(id)) {
      const chain = [...this.inlining.slice(this.inlining.indexOf(id)), id].join(" -> ");
      throw errorIn(file, [...src, "$ref"], `$ref cycle that would have to be inlined into itself: ${chain}`);
    }
    this.inlining.push(id);
    this.origins.set(formatPointer(out), { file: target.file, segments: target.segments });
    const content = this.build({ file: target.file, src: [...target.segments], out }, target.value, targetContext);
    this.inlining.pop();
    if (isObject(content)) {
      const extra = this.members(at, value, context, true);
      for (const key of Object.keys(extra)) {
        define(content, key, extra[key]);
        this.origins.set(formatPointer([...out, key]), { file, segments: [...src, key] });
      }
    }
    return content;
  }

  /** collect.ts decided every site this pass meets. */
  private action(file: SourceFile, refSegments: string[], context: Context): Action {
    return this.actions.get(siteKey(file, refSegments, context))!;
  }

  /** The text of a ref that stays one (local or hoisted: a mapping value is never inlined, collect.ts `decide`). */
  private refText(action: Exclude<Action, { kind: "missing" }>): string {
    return formatRefPointer(action.kind === "hoist" ? action.hoist.home! : action.target.segments);
  }
}
