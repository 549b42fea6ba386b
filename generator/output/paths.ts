/** How messages and generated files name a path: relative, with `/` on every platform. */
import path from "node:path";

export function posixRelative(from: string, to: string): string {
  return path.relative(from, to).split(path.sep).join("/");
}

/** A path as messages show it: relative to the current folder (`here` when it is that folder). */
export function shownPath(file: string, here = "."): string {
  return (path.relative(process.cwd(), file) || here).split(path.sep).join("/");
}
