/**
 * Path keys become string literals in generated code and URLs at run time, so they are checked here, once, before any
 * stage uses them (docs/safety.md E5; B8, B9): what would leave the base URL's origin or path, or a template whose
 * parameters cannot be told apart, is refused; the slips are the loader's warnings (load/path-slips.ts).
 */
import { requestPath, templateNames, templateParam } from "../load/path-slips.js";
import { ModelError } from "./refs.js";

// The client would percent-encode a control character, but comments and Markdown drop it (docs/safety.md E4): the key
// would read there as another.
const control = /[\u0000-\u001f\u007f]/;

/**
 * Returns the template parameter names of a valid path, each once (those before its fragment: only they are sent);
 * throws a ModelError naming the path otherwise.
 */
export function checkPath(path: string, pointer: string): string[] {
  const fail = (why: string) => {
    throw new ModelError(pointer, `path ${JSON.stringify(path)} ${why}`);
  };
  if (control.test(path)) fail("contains a control character");
  const sent = requestPath(path);
  // A `?` ends the path (the runtime sends what follows as the query), so only what is before it has segments.
  for (const s of sent.split("?")[0]!.split("/").slice(1)) {
    const plain = s.replace(/%2e/gi, ".");
    if (plain === "." || plain === "..") fail("must not contain . or .. segments");
  }
  const names = templateNames(path);
  if (names.includes("")) fail("has an empty template parameter {}");
  if (sent.replace(templateParam, "").match(/[{}]/)) fail("has unbalanced braces");
  return [...new Set(names)];
}
