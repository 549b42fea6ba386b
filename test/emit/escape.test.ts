/** The escaping helper: tables of given -> want. */
import { describe, expect, it } from "vitest";
import {
  docLines,
  identifier,
  jsonLiteral,
  objectKey,
  propertyKey,
  stringLiteral,
} from "../../generator/emit/escape.js";

describe("stringLiteral", () => {
  it.each([
    ["plain", '"plain"'],
    ['q"uote', '"q\\"uote"'],
    ["back\\slash", '"back\\\\slash"'],
    ["line\nbreak", '"line\\nbreak"'],
    ["sep\u2028par\u2029", '"sep\\u2028par\\u2029"'],
    ["${x}`", '"${x}`"'],
    ["nul\u0000", '"nul\\u0000"'],
    // Trojan Source: bidirectional controls and invisible characters are escapes, never raw in the emitted code
    ['user\u202e \u2066// admin\u2069 \u2066"', '"user\\u202e \\u2066// admin\\u2069 \\u2066\\""'],
    ["zero\u200bwidth\u200c\u200d\ufeff", '"zero\\u200bwidth\\u200c\\u200d\\ufeff"'],
    ["mark\u200e\u200f\u061c", '"mark\\u200e\\u200f\\u061c"'],
    ["tag\u{e0041}", '"tag\\udb40\\udc41"'],
    ["café ❤️", '"café ❤️"'],
  ])("%j -> %s", (given, want) => {
    expect(stringLiteral(given)).toBe(want);
    expect(eval(stringLiteral(given))).toBe(given);
  });
});

describe("jsonLiteral", () => {
  it.each([
    [{ a: 1, "b-c": [true, null, "x"] }, '{ a: 1, "b-c": [true, null, "x"] }'],
    [-0, "0"],
    [{ "a\u202eb": ["c\u2066"] }, '{ "a\\u202eb": ["c\\u2066"] }'],
  ])("%j -> %s", (given, want) => expect(jsonLiteral(given)).toBe(want));
  it("keeps a __proto__ key as an own property (a computed key: a quoted one would set the prototype)", () => {
    const value = JSON.parse('{"__proto__":{"polluted":true}}');
    const text = jsonLiteral(value);
    expect(text).toBe('{ ["__proto__"]: { polluted: true } }');
    const back = eval(`(${text})`) as Record<string, unknown>;
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
    expect(Object.keys(back)).toEqual(["__proto__"]);
    expect(JSON.stringify(back)).toBe(JSON.stringify(value));
  });
  it.each([[Infinity], [NaN]])("rejects %s", (n) => expect(() => jsonLiteral(n)).toThrow(/non-finite/));
});

describe("propertyKey", () => {
  it.each([
    ["name", "name"],
    ["$ref", "$ref"],
    ["a-b", '"a-b"'],
    ["1abc", '"1abc"'],
    ["", '""'],
    ['x"y', '"x\\"y"'],
    ["line\nbreak", '"line\\nbreak"'],
    ["__proto__", '"__proto__"'],
    ["a\u200bb", '"a\\u200bb"'],
  ])("%j -> %s", (given, want) => expect(propertyKey(given)).toBe(want));
});

describe("objectKey", () => {
  it.each([
    ["name", "name"],
    ["a-b", '"a-b"'],
    ["__proto__", '["__proto__"]'],
  ])("%j -> %s, an own property of the object literal", (given, want) => {
    expect(objectKey(given)).toBe(want);
    const made = eval(`({ ${objectKey(given)}: 1 })`) as Record<string, unknown>;
    expect(Object.getPrototypeOf(made)).toBe(Object.prototype);
    expect(Object.keys(made)).toEqual([given]);
  });
});

describe("docLines", () => {
  it.each([
    ["*/ export const pwned = 1; /*", ["*\\/ export const pwned = 1; /*"]],
    ["a\r\nb\rc\u2028d\u2029e", ["a", "b", "c", "d", "e"]],
    ["bell\u0007", ["bell"]],
    // a control character between * and / is dropped before the comment end is broken, not after
    ["*\u0007/ export declare const pwned: 1; /*", ["*\\/ export declare const pwned: 1; /*"]],
    ["*\u202e/ x", ["*\\u202e/ x"]],
    ["admin\u202e \u2066only\u2069", ["admin\\u202e \\u2066only\\u2069"]],
    ["zero\u200bwidth\ufeff", ["zero\\u200bwidth\\ufeff"]],
  ])("%j", (given, want) => expect(docLines(given)).toEqual(want));
});

describe("identifier", () => {
  it.each([
    ["get_profiles", false, "getProfiles"],
    ["create_client_event", false, "createClientEvent"],
    ["meta/root", false, "metaRoot"],
    ["delete", false, "_delete"],
    ["default", false, "_default"],
    ["await", false, "_await"],
    ["string", false, "_string"],
    ["Date", false, "date"],
    ["Promise", false, "promise"],
    ["constructor", false, "_constructor"],
    ["Weird/Name", false, "weirdName"],
    ["get'X\"; y; //", false, "getXY"],
    ["", false, "operation"],
    ["1abc", false, "_1abc"],
    ["=+[]};(+[]+[]);{//", false, "operation"],
    ["get_profiles", true, "GetProfiles"],
    // An accent is a mark of its letter, no word break: not `uNiCodeOp`, `creErCommande`.
    ["Ünïcode-Op", false, "unicodeOp"],
    ["créerCommande", false, "creerCommande"],
  ])("%j (pascal %s) -> %s", (given, pascal, want) => expect(identifier(given, pascal)).toBe(want));
});
