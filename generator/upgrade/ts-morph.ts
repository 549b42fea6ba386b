/**
 * ts-morph through require, for `revforge upgrade`, which reads and rewrites a consumer's code with it; generation
 * writes its code as text and never loads it. Imported as an ES module, Node would first scan its CommonJS source
 * (954 KB) for export names, on every run; required, it loads as it is.
 */
import { createRequire } from "node:module";

export const tsMorph = createRequire(import.meta.url)("ts-morph") as typeof import("ts-morph");
