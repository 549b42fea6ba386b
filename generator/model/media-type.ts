/** Media types as specs write them, for every stage that compares or classifies them (emit, diff). */
import { isJsonType } from "../../templates/runtime/read-body.js";

/** `application/json; charset=utf-8` and `Application/JSON` are the same media type (their parameters aside). */
export function mediaKey(mediaType: string): string {
  return mediaType.split(";")[0]!.trim().toLowerCase();
}

/**
 * `application/json`, `application/problem+json` and every other `+json` type, parameters aside: the ones the
 * generated runtime reads as JSON, asked of the runtime itself so the two never disagree.
 */
export function isJsonMedia(mediaType: string): boolean {
  return isJsonType(mediaKey(mediaType));
}
