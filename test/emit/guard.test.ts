/**
 * The post-generation guard (generator/emit/guard.ts): every kind of code it refuses, in the file kinds where it
 * refuses it, with its message and position, and the declarations and runtime calls our entry points are made of.
 */
import { describe, expect, it } from "vitest";
import { guardEmittedFile } from "../../generator/emit/guard.js";

describe("guardEmittedFile", () => {
  const refused: [string, string, string, string][] = [
    ["x.js", "a call", "export const a = 1;\nfetch('x');", "x.js:2:1 emitted code rejected by the guard: top-level"],
    [
      "x.js",
      "a call in a function",
      "export function f() {\n  return fetch(1);\n}",
      "x.js:2:10 emitted code rejected by the guard: a call to fetch",
    ],
    ["x.js", "a new expression", "export function f() {\n  return new Thing();\n}", "a new expression"],
    ["x.js", "a template", "export function f(a) {\n  return `${a}`;\n}", "a template expression"],
    ["x.js", "a tagged template", "export function f(a) {\n  return a`x`;\n}", "a template expression"],
    ["x.js", "an assignment", "export function f(a) {\n  return (a.b = 1);\n}", "an assignment"],
    ["x.js", "a compound assignment", "export function f(a) {\n  return (a += 1);\n}", "an assignment"],
    ["x.js", "an update", "export function f(a) {\n  return a++;\n}", "an update expression"],
    ["x.js", "a prefix update", "export function f(a) {\n  return --a;\n}", "an update expression"],
    ["x.js", "a computed constant", "export const a = f;", "a constant that is not a data literal"],
    ["x.js", "a let", "export let a = 1;", "a non-const variable"],
    [
      "x.js",
      "a dynamic import elsewhere",
      "export function f() {\n  return import('https://x');\n}",
      "a dynamic import of",
    ],
    ["x.d.ts", "an enum initializer", "export enum E {\n  A = f(),\n}", "an enum initializer that is not a literal"],
    ["x.d.ts", "a call in a type's computed name", "export interface A {\n  [f()]: string;\n}", "a call to f"],
    [
      "x.d.ts",
      "a runtime call in a declaration file",
      "export declare const a: 1;\nexport function f() {\n  return client.request(a);\n}",
      "a call to client.request",
    ],
    [
      "x.js",
      "a parse error",
      "export const a = ;",
      "x.js:1:18 emitted code rejected by the guard: parse error: Expression expected.",
    ],
    [
      "x.js",
      "an unterminated string",
      "export const a = 'open;\n",
      "x.js:1:24 emitted code rejected by the guard: parse error: Unterminated string literal.",
    ],
    [
      "x.d.ts",
      "an unterminated comment",
      "export type A = 1;\n/* open",
      "x.d.ts:2:8 emitted code rejected by the guard: parse error: '*/' expected.",
    ],
  ];
  for (const [name, what, text, message] of refused)
    it(`refuses ${what} (${name})`, () => {
      expect(() => guardEmittedFile(name, text)).toThrow(message);
    });

  it("locates a parse error in a later part of a file checked in parts", () => {
    const text = `export const a = 1;\n\n${"export const b = 2;\n\n".repeat(3)}export const c = (;\n`;
    expect(() => guardEmittedFile("x.js", text, 16)).toThrow(
      "x.js:9:19 emitted code rejected by the guard: parse error: Expression expected.",
    );
  });

  it("accepts our declarations and runtime calls", () => {
    const js = [
      'import { createRuntimeClient } from "../../runtime/index.js";',
      'export const op = { id: "x", method: "GET", n: -1, ok: true, none: null, list: ["a"] };',
      "export function f(client, args, options) {\n  return client.request(op, args ?? {}, options);\n}",
      'export function g() {\n  return import("../../upgrades/2023-01-24.js");\n}',
    ].join("\n");
    expect(() => guardEmittedFile("x.js", js)).not.toThrow();
    const dts = [
      'import type { Client } from "../../runtime/index.js";',
      'export interface paths {\n  "/a": { get: operations["a"] };\n}',
      "export type A = { b: string } | null;",
      "export declare function f(client: Client<typeof revision>, n?: -1): Promise<void>;",
      'export declare enum E { A = 1, B = "b" }',
    ].join("\n");
    expect(() => guardEmittedFile("x.d.ts", dts)).not.toThrow();
  });
});
