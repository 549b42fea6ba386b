/**
 * The last step of every emitted file, wherever it runs (the emit worker, or the main thread when it helps): the
 * post-generation guard when the file was made from a spec, then prettier, then invisible characters shown as
 * escapes. Our own emitters escape them already (escape.ts); openapi-typescript's types.d.ts keeps them raw in
 * comments and string literal types, and prettier prints an identifier's escapes decoded, so this is done on the
 * final text.
 */
import { showInvisible } from "../output/invisible.js";
import { formatFile } from "./format.js";
import { guardEmittedFile } from "./guard.js";

export async function finishFile(name: string, text: string, guard: boolean): Promise<string> {
  return showInvisible(await formatFile(name, text, guard ? guardEmittedFile(name, text) : undefined));
}
