/** The model stage: one normalised ApiModel per document. See types.ts for the contract. */
export { buildModel, schemaPointer } from "./build.js";
export { deref, isObject, ModelError, type Json } from "./refs.js";
export type * from "./types.js";
