/**
 * generator/load/share-repeats.ts: the copy the structural lint reads, equal parts made one object. The copy holds
 * the same data; equal parts (and only those) of SHARED_FROM values or more are the same object; and a slip repeated
 * word for word in such a part is reported once, at its first place, where different or small slips each keep their
 * warning.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { loadSpec } from "../../generator/load/index.js";
import { SHARED_FROM, shareRepeats } from "../../generator/load/share-repeats.js";
import { HEADER, scratch } from "./support.js";

const tmp = scratch();
afterAll(() => tmp.remove());

describe("shareRepeats", () => {
  test("the copy holds the same data, and is a copy", () => {
    const document = JSON.parse(readSpecLike());
    const copy = shareRepeats(document);
    expect(copy).toStrictEqual(document);
    expect(copy).not.toBe(document);
  });

  /** A part of at least SHARED_FROM values: `{p0: 0, p1: 1...}`, with `extra` members. */
  const big = (extra: Record<string, unknown> = {}) => ({
    ...Object.fromEntries(Array.from({ length: SHARED_FROM }, (_, i) => [`p${i}`, i])),
    ...extra,
  });

  test.each([
    ["equal mappings", { a: big(), b: big() }, true],
    ["equal lists", { a: [big(), 1, null], b: [big(), 1, null] }, true],
    ["equal nested parts", { a: big({ q: [{ r: true }] }), b: big({ q: [{ r: true }] }) }, true],
    ["small equal parts", { a: { x: 1 }, b: { x: 1 } }, false],
    ["a number and a string", { a: big({ x: 1 }), b: big({ x: "1" }) }, false],
    ["keys in another order", { a: { x: 1, ...big() }, b: { ...big(), x: 1 } }, false],
    ["a key and a value", { a: big({ x: "y" }), b: big({ y: "x" }) }, false],
    ["a mapping and a list", { a: { ...[...Object.values(big())] }, b: Object.values(big()) }, false],
    ["one more member", { a: big(), b: big({ y: 1 }) }, false],
  ])("%s: one object %s", (_what, document, same) => {
    const copy = shareRepeats(document as Record<string, unknown>) as { a: unknown; b: unknown };
    expect(copy).toStrictEqual(document);
    expect(copy.a === copy.b).toBe(same);
  });

  test("a key named __proto__ stays an own key", () => {
    const inner = JSON.stringify(big());
    const document = JSON.parse(`{"a":{"__proto__":${inner}},"b":{"__proto__":${inner}}}`) as Record<string, unknown>;
    const copy = shareRepeats(document) as Record<string, Record<string, unknown>>;
    expect(Object.keys(copy.a!)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(copy.a)).toBe(Object.prototype);
    expect(copy.a).toBe(copy.b);
  });
});

/** A spec whose operations carry the same inlined response, as vendors publish them. */
function readSpecLike(): string {
  const properties = Array.from({ length: SHARED_FROM }, (_, i) => `"p${i}":{"type":"string"}`).join(",");
  const response = `{"content":{"application/json":{"schema":{"type":"object","properties":{${properties}}}}}}`;
  const operation = (id: string) => `{"operationId":"${id}","responses":{"200":${response}}}`;
  return `{"openapi":"3.1.0","info":{"title":"t","version":"1"},"paths":{"/a":{"get":${operation("a")}},"/b":{"get":${operation("b")}}}}`;
}

test("a slip repeated word for word is one warning, at its first place; small or different ones are one each", async () => {
  const repeated = path.join(tmp.dir, "repeated.json");
  writeFileSync(repeated, readSpecLike());
  expect((await loadSpec(repeated)).warnings).toEqual([
    `${tmp.rel("repeated.json")}:1:108 #/paths/~1a/get/responses/200 The field \`description\` must be present on this level.`,
  ]);
  const different = path.join(tmp.dir, "different.yaml");
  writeFileSync(
    different,
    `${HEADER}paths:\n  /a:\n    get:\n      responses:\n        "200": {}\n  /b:\n    get:\n      responses:\n        "201": {}\n`,
  );
  expect((await loadSpec(different)).warnings).toEqual([
    `${tmp.rel("different.yaml")}:9:9 #/paths/~1a/get/responses/200 The field \`description\` must be present on this level.`,
    `${tmp.rel("different.yaml")}:13:9 #/paths/~1b/get/responses/201 The field \`description\` must be present on this level.`,
  ]);
});
