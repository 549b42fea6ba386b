/**
 * Path keys become literals in generated code and URLs at run time, so they are checked here, once, before any
 * stage uses them (docs/safety.md E5; B8, B9): a path starts with one `/`, has no `.` or `..` segment, no
 * characters outside the URL path set, and its template parameters are plain names, each declared once.
 */
import { ModelError } from "./refs.js";

const segmentChars = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%{}]*$/;
const templateParam = /\{([^{}]*)\}/g;
const paramName = /^[A-Za-z_][A-Za-z0-9_.\-]*$/;

/** Returns the template parameter names of a valid path; throws a ModelError naming the path otherwise. */
export function checkPath(path: string, pointer: string): string[] {
  const fail = (why: string) => {
    throw new ModelError(pointer, `path ${JSON.stringify(path)} ${why}`);
  };
  if (!path.startsWith("/") || path.startsWith("//")) fail("must start with a single /");
  const segments = path.split("/").slice(1);
  for (const s of segments) {
    if (s === "." || s === "..") fail("must not contain . or .. segments");
    if (!segmentChars.test(s) || /["'`\\]/.test(s) || s.includes("${"))
      fail("contains characters not allowed in a path");
  }
  const names: string[] = [];
  for (const m of path.matchAll(templateParam)) {
    const name = m[1] ?? "";
    if (!paramName.test(name)) fail(`has an invalid template parameter {${name}}`);
    if (names.includes(name)) fail(`declares {${name}} twice`);
    names.push(name);
  }
  if (path.replace(templateParam, "").match(/[{}]/)) fail("has unbalanced braces");
  return names;
}
