/**
 * Path keys become string literals in generated code and URLs at run time, so they are checked here, once, before any
 * stage uses them (docs/safety.md E5; B8, B9). Any RFC 3986 path is accepted (every pchar: `'`, `(`, `)`, `=`, `,`,
 * `;`, `:`, `@`, `!`, `$`, `*`, `+`, percent escapes), and so is a `#fragment`, which specs converted from AWS's
 * models use to tell apart operations on one path and method (`/#X-Amz-Target=Kinesis_20131202.AddTagsToStream`).
 * The fragment names the operation and is never sent; the runtime builds the URL from the part before it and
 * percent-encodes there what a URL cannot hold as it is (templates/runtime/url.ts). Refused, as a danger: a key that
 * does not start with `/` (joined to the base URL, `@host` or `.host` would change its host), a `.` or `..` segment,
 * percent-encoded or not (the URL parser would climb out of the path), a control character, unbalanced braces or an
 * empty template parameter (the runtime could not tell which value goes where). Two slips are read (the loader warns,
 * load/path-slips.ts): a key starting with `//` (`//openapi`), which the runtime joins to the base URL as text, so the request
 * stays on the base URL's host with the path `//openapi`; and a template parameter named twice
 * (`/System.{location}/fabricLocations/{location}`), whose places all take the one value.
 */
import { requestPath, templateNames, templateParam } from "../load/path-slips.js";
import { ModelError } from "./refs.js";

const control = /[\u0000-\u001f\u007f]/;

/**
 * Returns the template parameter names of a valid path, each once (those before its fragment: only they are sent);
 * throws a ModelError naming the path otherwise.
 */
export function checkPath(path: string, pointer: string): string[] {
  const fail = (why: string) => {
    throw new ModelError(pointer, `path ${JSON.stringify(path)} ${why}`);
  };
  if (!path.startsWith("/")) fail("must start with /");
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
