/** The model stage: one normalised ApiModel per document. See types.ts for the contract. */
export { buildModel, operationName } from "./build.js";
export { deref, getAtPointer, isObject, ModelError, pointerOf } from "./refs.js";
export type * from "./types.js";
