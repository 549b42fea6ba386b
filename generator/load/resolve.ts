/**
 * Follows `$ref`s: from the ref string at some place of some file to the node it names, reading (and caching) the
 * files it leads to. Every file goes through the checks of ref-target.ts before it is opened, and through
 * source-file.ts (size, encoding, syntax, limits) when it is.
 *
 * A pointer that passes through a `$ref` on its way (`other.yaml#/a/b` where `/a` is itself a ref) continues inside the
 * ref's target, as JSON Reference resolvers do. A chain made only of refs that comes back to itself
 * (A: {$ref: B}, B: {$ref: A}) has no value at all and is an error naming the chain (docs/safety.md L4, B14); a
 * recursive schema (Node.next → Node through `properties`) is fine, because the loop passes through a real object.
 */
import { errorIn } from "./errors.js";
import { formatPointer, getAt, isObject } from "./pointer.js";
import { checkRefFile, missingRef, parseRef, type RefPolicy, type RefSite } from "./ref-target.js";
import { readSourceFile, type SourceFile } from "./source-file.js";

export interface Resolved {
  file: SourceFile;
  /** The pointer of the target inside `file`, with no `$ref` crossed on the way. */
  segments: string[];
  value: unknown;
}

/** `file#pointer`, the identity of a node across files. */
export function nodeId(file: SourceFile, segments: readonly string[]): string {
  return `${file.abs}${formatPointer(segments)}`;
}

function isRefObject(value: unknown): value is { $ref: string } {
  return isObject(value) && typeof value.$ref === "string";
}

export class Resolver {
  /** Every file read, in the order it was first read (the entry first). */
  readonly files = new Map<string, SourceFile>();

  constructor(
    readonly entry: SourceFile,
    private readonly policy: RefPolicy,
    private readonly maxBytes: number,
  ) {
    this.files.set(entry.abs, entry);
  }

  /**
   * Resolves the ref string `ref` found at `refSegments` of `from` (the pointer of the `$ref` member itself, or of a
   * discriminator mapping value), and checks that the target is not a ref-only loop.
   */
  resolve(from: SourceFile, refSegments: string[], ref: string): Resolved {
    const target = this.resolveOnce(from, refSegments, ref, new Set());
    // A target that is itself only a ref is followed until a real object; a place met twice is a cycle.
    const chain: Pick<Resolved, "file" | "segments">[] = [{ file: from, segments: refSegments.slice(0, -1) }];
    for (let next = target; ;) {
      const id = nodeId(next.file, next.segments);
      const start = chain.findIndex((one) => nodeId(one.file, one.segments) === id);
      if (start >= 0) {
        const shown = [...chain.slice(start), next].map((one) => this.label(one.file, one.segments));
        throw errorIn(from, refSegments, `circular $ref chain with no schema or object in it: ${shown.join(" -> ")}`);
      }
      if (!isRefObject(next.value)) return target;
      chain.push(next);
      next = this.resolveOnce(next.file, [...next.segments, "$ref"], next.value.$ref, new Set());
    }
  }

  private resolveOnce(from: SourceFile, refSegments: string[], ref: string, crossed: Set<string>): Resolved {
    const site: RefSite = { ref, file: from, segments: refSegments };
    const parsed = parseRef(site, this.policy);
    const real = parsed.path === undefined ? undefined : checkRefFile(site, parsed.path, from.abs, this.policy);
    if (parsed.broken) throw missingRef(site, parsed.broken);
    const file = real === undefined ? from : this.open(real);
    return this.walk(file, parsed.segments, site, crossed);
  }

  private walk(file: SourceFile, segments: string[], site: RefSite, crossed: Set<string>): Resolved {
    let node: unknown = file.value;
    // `other.yaml#/` names the key "" (RFC 6901); a file without one means itself, as Redocly and openapi-typescript
    // read it (collect.ts warns).
    if (segments.length === 1 && segments[0] === "" && !getAt(node, [""])) segments = [];
    for (let i = 0; i < segments.length; i++) {
      const step = getAt(node, [segments[i]!]);
      if (step) node = step.value;
      else if (isRefObject(node)) {
        // The pointer continues inside the target of a ref it passes through.
        const here = segments.slice(0, i);
        const id = nodeId(file, here);
        // Broken input, not a danger (the loop is found before it runs): a ref to nothing.
        if (crossed.has(id))
          throw missingRef(site, `cannot be resolved: its pointer loops through ${this.label(file, here)}`);
        crossed.add(id);
        const inner = this.resolveOnce(file, [...here, "$ref"], node.$ref, crossed);
        return this.walk(inner.file, [...inner.segments, ...segments.slice(i)], site, crossed);
      } else {
        const missing = `${file.display}${formatPointer(segments.slice(0, i + 1))}`;
        throw missingRef(site, `cannot be resolved: there is no ${missing}`);
      }
    }
    // The spec's own root is a whole OpenAPI document, which no reference may stand for: read as a ref to nothing.
    if (file === this.entry && segments.length === 0) throw missingRef(site, "names the whole document");
    return { file, segments, value: node };
  }

  /** A node for messages: the file as displayed (none for the entry) plus the pointer. */
  private label(file: SourceFile, segments: readonly string[]): string {
    return `${file === this.entry ? "" : file.display}${formatPointer(segments)}`;
  }

  private open(real: string): SourceFile {
    let file = this.files.get(real);
    if (!file) this.files.set(real, (file = readSourceFile(real, this.maxBytes)));
    return file;
  }
}
