/**
 * Numbers that cannot be emitted faithfully are refused before any stage uses them (docs/safety.md E7): a
 * non-finite number (YAML `1e400`, `.inf`, `.nan`) anywhere, and an integer beyond 2^53 in an `enum`, `const` or
 * `default`, where it would silently become a different value.
 */
import { ModelError, pointerOf } from "./refs.js";

export function checkNumbers(value: unknown, path: (string | number)[] = [], inValues = false): void {
  // One path array for the whole walk (pushed and popped), copied only into an error: the walk visits every value of
  // the spec, so an allocation per value adds up.
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new ModelError(pointerOf(...path), `has a non-finite number (${value})`);
    if (inValues && Number.isInteger(value) && !Number.isSafeInteger(value))
      throw new ModelError(
        pointerOf(...path),
        `has an integer beyond 2^53 (${value}) that JavaScript cannot represent`,
      );
    return;
  }
  if (value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      checkNumbers(value[i], path, inValues);
      path.pop();
    }
    return;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    path.push(key);
    checkNumbers(
      (value as Record<string, unknown>)[key],
      path,
      inValues || key === "enum" || key === "const" || key === "default",
    );
    path.pop();
  }
}
