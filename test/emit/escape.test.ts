/** The escaping helper: tables of given -> want (reliability.md "Emitting code from a spec"). */
import { describe, expect, it } from "vitest";
import { docLines, identifier, jsonLiteral, propertyKey, stringLiteral } from "../../generator/emit/escape.js";

describe("stringLiteral", () => {
  it.each([
    ["plain", '"plain"'],
    ['q"uote', '"q\\"uote"'],
    ["back\\slash", '"back\\\\slash"'],
    ["line\nbreak", '"line\\nbreak"'],
    ["sep\u2028par\u2029", '"sep\\u2028par\\u2029"'],
    ["${x}`", '"${x}`"'],
    ["nul\u0000", '"nul\\u0000"'],
  ])("%j -> %s", (given, want) => {
    expect(stringLiteral(given)).toBe(want);
    expect(eval(stringLiteral(given))).toBe(given);
  });
});

describe("jsonLiteral", () => {
  it.each([
    [{ a: 1, "b-c": [true, null, "x"] }, '{ a: 1, "b-c": [true, null, "x"] }'],
    [-0, "0"],
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
  ])("%j -> %s", (given, want) => expect(propertyKey(given)).toBe(want));
});

describe("docLines", () => {
  it.each([
    ["*/ export const pwned = 1; /*", ["*\\/ export const pwned = 1; /*"]],
    ["a\r\nb\rc\u2028d\u2029e", ["a", "b", "c", "d", "e"]],
    ["bell\u0007", ["bell"]],
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
  ])("%j (pascal %s) -> %s", (given, pascal, want) => expect(identifier(given, pascal)).toBe(want));
});
