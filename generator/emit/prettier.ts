/**
 * prettier for the emit stage: its standalone build with the parsers we use, required as CommonJS so that the
 * command's code cache (bin/compile-cache.js) serves them; prettier's default entry is an ES module, compiled anew
 * on every run on Node 20. Same printer, same options: the output is the same. With the cache holding the functions
 * a run compiled, prettier's share of the emit worker fell by a fifth (0.48-0.57 s -> 0.38-0.40 s in `--cpu-prof`
 * profiles of `generate --check`, two runs each, on a loaded machine).
 */
import { createRequire } from "node:module";
import type { Options, Plugin } from "prettier";

const require = createRequire(import.meta.url);
const standalone = require("prettier/standalone") as typeof import("prettier/standalone");
const scriptPlugins = ["estree", "babel", "acorn"].map((name) => require(`prettier/plugins/${name}`) as Plugin);
let markdownPlugin: Plugin | undefined;

export function format(text: string, options: Options & { parser: string }): Promise<string> {
  const plugins =
    options.parser === "markdown"
      ? [(markdownPlugin ??= require("prettier/plugins/markdown") as Plugin)]
      : scriptPlugins;
  return standalone.format(text, { ...options, plugins });
}
