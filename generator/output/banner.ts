/**
 * The first line of a generated file, "generated from <paths> by revforge - do not edit", inside the comment of its
 * file kind: `/* ... *\/` in .js, .ts and .d.ts files, `<!-- ... -->` in Markdown and HTML. The paths are the user's
 * (config-relative, as they are), so each is written so that it cannot end that comment or leave its line: a line
 * break, a control, invisible or bidirectional character as its escape (invisible.ts `oneLine`), `*\/` as `*\\/`,
 * and `-->` (or `--!>`) as `--\\>`. A folder named `a*` makes `a*\/x.yaml`.
 */
import { oneLine } from "./invisible.js";

export function banner(...paths: string[]): string {
  return `generated from ${paths.map(commentSafe).join(" and ")} by revforge - do not edit`;
}

function commentSafe(file: string): string {
  return oneLine(file)
    .replace(/\*\//g, "*\\/")
    .replace(/--(!?)>/g, "--$1\\>");
}
