/**
 * ts-morph through require, for every module that emits code with it. Imported as an ES module, Node would first
 * scan its CommonJS source (954 KB) for export names, on every run; required, it loads as it is.
 */
import { createRequire } from "node:module";

export const tsMorph = createRequire(import.meta.url)("ts-morph") as typeof import("ts-morph");
