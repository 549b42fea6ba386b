/**
 * The last step of every emitted file, wherever it runs (the emit worker, or the main thread when it helps): the
 * post-generation guard when the file was made from a spec, then prettier.
 */
import { formatFile } from "./format.js";
import { guardEmittedFile } from "./guard.js";

export function finishFile(name: string, text: string, guard: boolean): Promise<string> {
  return formatFile(name, text, guard ? guardEmittedFile(name, text) : undefined);
}
