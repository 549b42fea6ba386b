/**
 * The `typescript` package for the emit worker's own parsing (the guard, and format-units along the guard's tree).
 * Through require, as openapi-typescript loads it (types-file.ts): one CommonJS load, without the export scan an ES
 * import of its 9 MB would cost.
 */
import { createRequire } from "node:module";
import type TS from "typescript";

export const ts = createRequire(import.meta.url)("typescript") as typeof TS;
