/**
 * An entry spec whose root is a `$ref` to another file (`$ref: ./openapi.yaml`, a short entry some repositories keep
 * beside the real document), read as that file under docs/safety.md L4, with a warning; its own refs are relative to
 * it, as they are when it is read directly. A root ref with a pointer is refused: the node it names is no document, and
 * the `#/` refs inside it would name the root of a file it is not the root of.
 */
import { errorIn, warningIn, type LoadWarning } from "./errors.js";
import { isObject } from "./pointer.js";
import { checkRefFile, parseRef, type RefPolicy, type RefSite } from "./ref-target.js";
import { readSourceFile, type SourceFile } from "./source-file.js";

/**
 * `given`, or the file its root `$ref` names (and so on, a cycle refused); with the files passed through on the way
 * (their root refs), for the sources a run read.
 */
export function followRootRef(given: SourceFile, policy: RefPolicy, maxBytes: number) {
  const passed: SourceFile[] = [];
  const warnings: LoadWarning[] = [];
  let entry = given;
  // A document with its own `openapi` field is that document; a `$ref` beside it is left out (collect.ts).
  while (isObject(entry.value) && typeof entry.value.$ref === "string" && !Object.hasOwn(entry.value, "openapi")) {
    const from = entry;
    const at = ["$ref"];
    const others = Object.keys(entry.value).length - 1;
    const site: RefSite = { ref: entry.value.$ref, file: from, segments: at };
    const { path, segments, broken } = parseRef(site, policy);
    if (path === undefined || segments.length > 0 || broken)
      throw errorIn(from, at, "a $ref at the document's root may only name a whole file (no #/ pointer)");
    const real = checkRefFile(site, path, from.abs, policy);
    if (real === from.abs || passed.some((file) => file.abs === real))
      throw errorIn(from, at, "circular $ref chain at the documents' roots");
    passed.push(from);
    entry = readSourceFile(real, maxBytes);
    const ignored = others > 0 ? `; its ${others} other key${others === 1 ? "" : "s"} ignored` : "";
    warnings.push(
      warningIn(from, at, `the document is a $ref (OpenAPI has no such root); read ${entry.display} as it${ignored}`),
    );
  }
  return { entry, passed, warnings };
}
