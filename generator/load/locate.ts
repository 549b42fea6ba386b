/**
 * locate() for the bundled document: from any JSON pointer of the result back to file:line:col in the spec file it
 * came from, including the middle of a part hoisted from a shared file. The builder records an origin for the root
 * and for every hoisted or inlined part; below an origin the output mirrors its source key by key, so the answer is
 * the longest recorded prefix plus the rest of the pointer, looked up in that file.
 */
import type { Origin } from "./build.js";
import type { Locate } from "./errors.js";
import { formatPointer, getAt, parsePointer, parseRefFragment } from "./pointer.js";

export function makeLocate(document: unknown, origins: Map<string, Origin>): Locate {
  return (pointer) => {
    const segments = segmentsIn(document, pointer);
    const source = segments && sourceOf(origins, segments);
    return source?.file.locate(source.segments);
  };
}

/** The file and place the node at `segments` of the bundled document came from. */
export function sourceOf(origins: Map<string, Origin>, segments: readonly string[]): Origin | undefined {
  for (let k = segments.length; k >= 0; k--) {
    const origin = origins.get(formatPointer(segments.slice(0, k)));
    if (origin) return { file: origin.file, segments: [...origin.segments, ...segments.slice(k)] };
  }
  return undefined;
}

/** The pointer's segments if it names a node of `document`; percent-encoded pointers (as in `$ref`s) work too. */
function segmentsIn(document: unknown, pointer: string): string[] | undefined {
  const plain = parsePointer(pointer);
  if (plain && getAt(document, plain)) return plain;
  if (!pointer.includes("%")) return undefined;
  const decoded = parseRefFragment(pointer.startsWith("#") ? pointer.slice(1) : pointer);
  return typeof decoded !== "string" && getAt(document, decoded) ? decoded : undefined;
}
