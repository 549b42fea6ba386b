/**
 * Numbers that cannot be emitted faithfully are refused before any stage uses them (reliability.md item 11): a
 * non-finite number (YAML `1e400`, `.inf`, `.nan`) anywhere, and an integer beyond 2^53 in an `enum`, `const` or
 * `default`, where it would silently become a different value.
 */
import { ModelError, pointerOf } from "./refs.js";

export function checkNumbers(value: unknown, path: (string | number)[] = [], inValues = false): void {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new ModelError(pointerOf(...path), `has a non-finite number (${value})`);
    if (inValues && Number.isInteger(value) && !Number.isSafeInteger(value))
      throw new ModelError(
        pointerOf(...path),
        `has an integer beyond 2^53 (${value}) that JavaScript cannot represent`,
      );
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((v, i) => checkNumbers(v, [...path, i], inValues));
    return;
  }
  if (value !== null && typeof value === "object") {
    for (const key of Object.keys(value)) {
      const values = inValues || key === "enum" || key === "const" || key === "default";
      checkNumbers((value as Record<string, unknown>)[key], [...path, key], values);
    }
  }
}
