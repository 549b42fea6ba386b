/**
 * plain-layout.ts lays out type declarations without prettier; whatever it lays out must be exactly what prettier
 * prints for that unit at that indentation (format-units.ts formatBatch, the same call the unit would otherwise go
 * to). Held to that on every unit of our twelve revisions' types.d.ts, on a slice of GitHub's, and on a table of
 * shapes at the edges of what it takes (widths, quotes, keys prettier unquotes, comments prettier keeps as written).
 */
import { createRequire } from "node:module";
import path from "node:path";
import * as prettier from "prettier";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { formatBatch, unitsOf } from "../../generator/emit/format-units.js";
import { guardEmittedFile } from "../../generator/emit/guard.js";
import { plainLayout } from "../../generator/emit/plain-layout.js";
import { typesFile } from "../../generator/emit/types-file.js";
import { loadSpec } from "../../generator/load/index.js";
import { catalogRevisions, specsDir } from "../../generator/load/spec-files.js";

const marker = "__plainTest_";

/**
 * Every unit of a types.d.ts as the printer writes it, with where it lands (openapi-typescript indents four spaces a
 * level, prettier two) and its plain layout when there is one.
 */
function plainUnits(text: string) {
  const sf = guardEmittedFile("types.d.ts", text);
  return unitsOf(text, sf)!.map((unit) => {
    const column = unit.start - (text.lastIndexOf("\n", unit.start - 1) + 1);
    const indent = (column / 4) * 2;
    const body = text.slice(unit.start, unit.end);
    return { indent, body, plain: plainLayout(unit.node, sf, unit.start, indent) };
  });
}

/** Checks each plain layout against prettier, batched per indentation; returns how many units were laid out. */
async function expectPrettiersLayout(units: ReturnType<typeof plainUnits>): Promise<number> {
  const laidOut = units.filter((u) => u.plain !== undefined);
  for (const indent of new Set(laidOut.map((u) => u.indent))) {
    const batch = laidOut.filter((u) => u.indent === indent);
    const printed = await formatBatch(
      indent,
      batch.map((u) => `babel-ts\n${indent}\n${u.body}`),
      "babel-ts",
      marker,
    );
    expect(printed, `a batch at indentation ${indent}`).toBeDefined();
    batch.forEach((u, i) => expect(u.plain, u.body.slice(0, 200)).toBe(printed![i]));
  }
  return laidOut.length;
}

describe("plainLayout", () => {
  it("lays out our revisions' types as prettier does, most of them without prettier", async () => {
    let units = 0;
    let laidOut = 0;
    const seen = new Set<string>();
    for (const { id } of catalogRevisions()) {
      const { document } = await loadSpec(path.join(specsDir, `${id}.yaml`));
      const all = plainUnits(typesFile(document, id)).filter((u) => !seen.has(`${u.indent}\n${u.body}`));
      for (const u of all) seen.add(`${u.indent}\n${u.body}`);
      units += all.length;
      laidOut += await expectPrettiersLayout(all);
    }
    // Of the distinct units, the ones left to prettier are the few with intersections, unions of objects, lines
    // that prettier breaks and the like.
    expect(laidOut / units).toBeGreaterThan(0.9);
  }, 120_000);

  it("lays out a slice of GitHub's types as prettier does", async () => {
    const file = createRequire(import.meta.url).resolve("@octokit/openapi/generated/api.github.com.json");
    const { document } = await loadSpec(file);
    const units = plainUnits(typesFile(document, "github"));
    // Every 25th unit: about 300 KB of text across paths, webhooks, components and operations.
    const slice = units.filter((_, i) => i % 25 === 0);
    const laidOut = await expectPrettiersLayout(slice);
    expect(laidOut).toBeGreaterThan(slice.length / 2);
  }, 180_000);

  const filler = (n: number) => Array.from({ length: n }, (_, i) => `    m${i}: string;`).join("\n");
  // Each case is one top-level statement as openapi-typescript's printer would write it; `plain`: whether it is laid
  // out here (else it goes to prettier).
  const cases: { name: string; text: string; plain: boolean }[] = [
    {
      name: "members under doc comments",
      text: `export interface A {\n    /**\n     * Title\n     * @description Text.\n     */\n    a?: string | null;\n    /** @enum {string} */\n    type: "profile";\n}`,
      plain: true,
    },
    {
      name: "nested objects, an array of objects, index signatures",
      text: `export type B = {\n    data: {\n        id: string;\n        meta?: {\n            [key: string]: unknown;\n        };\n    }[];\n};`,
      plain: true,
    },
    {
      name: "references, indexed access, arrays, literals",
      text: `export interface C {\n    a: components["schemas"]["X"] | null;\n    b: ("x" | "y")[];\n    c: Record<string, never>;\n    d: -1 | 0 | 2.5 | true | false;\n    e: string[][];\n}`,
      plain: true,
    },
    {
      name: 'keys prettier keeps: identifiers, integers, "4XX", paths',
      text: `export interface D {\n    $ref: string;\n    200: string;\n    "4XX": string;\n    "/api/x/{id}/": string;\n    "application/json": string;\n}`,
      plain: true,
    },
    {
      name: "a quoted identifier (unquoted by prettier)",
      text: `export interface E {\n    "data": string;\n}`,
      plain: false,
    },
    { name: "a quoted number", text: `export interface F {\n    "200": string;\n}`, plain: false },
    {
      name: "a union that fills the line to 120 columns",
      text: `export interface G {\n    ${"k".repeat(120 - 2 - 3 - 13 - 1 - 3)}: "aaaaa" | "bbbbb";\n}`,
      plain: true,
    },
    {
      name: "a union one column too long (prettier breaks it)",
      text: `export interface H {\n    ${"k".repeat(120 - 2 - 3 - 13 - 1 - 2)}: "aaaaa" | "bbbbb";\n}`,
      plain: false,
    },
    { name: "a string with an apostrophe", text: `export interface I {\n    a: "it's";\n}`, plain: false },
    { name: "a string with an escape", text: `export interface J {\n    a: "a\\"b";\n}`, plain: false },
    { name: "a number prettier rewrites", text: `export interface K {\n    a: 1.50;\n}`, plain: false },
    {
      name: "a doc line ending in a space (prettier trims it)",
      text: `export interface L0 {\n    /**\n     * line one \n     * line two\n     */\n    a: string;\n}`,
      plain: true,
    },
    {
      name: "a doc line ending in two spaces",
      text: `export interface L {\n    /**\n     * line one  \n     * line two\n     */\n    a: string;\n}`,
      plain: false,
    },
    {
      name: "a comment whose lines do not all start with *",
      text: `export interface M {\n    /*\n      free text\n    */\n    a: string;\n}`,
      plain: false,
    },
    { name: "two comments", text: `export interface N {\n    /** a */ /** b */\n    a: string;\n}`, plain: false },
    { name: "a line comment", text: `export interface O {\n    // note\n    a: string;\n}`, plain: false },
    { name: "a trailing comment", text: `export interface P {\n    a: string; // note\n}`, plain: false },
    { name: "a blank line", text: `export interface Q {\n    a: string;\n\n    b: string;\n}`, plain: false },
    {
      name: "an intersection",
      text: `export interface R {\n    a: A & {\n        b: string;\n    };\n}`,
      plain: false,
    },
    {
      name: "a union with an object",
      text: `export interface S {\n    a: {\n        b: string;\n    } | null;\n}`,
      plain: false,
    },
    { name: "a readonly member", text: `export interface T {\n    readonly a: string;\n}`, plain: false },
    { name: "an object on one line", text: `export interface U {\n    a: { b: string };\n}`, plain: false },
    { name: "an empty object", text: `export interface V {\n    a: {};\n}`, plain: false },
    { name: "odd spacing", text: `export interface W {\n    a : string;\n}`, plain: false },
    { name: "a wide character in code", text: `export interface X {\n    "名前": string;\n}`, plain: false },
    {
      name: "a wide character in a comment",
      text: `export interface Y {\n    /** 名前 */\n    a: string;\n}`,
      plain: true,
    },
    { name: "an interface that extends", text: `export interface Z extends Base {\n    a: string;\n}`, plain: false },
    {
      name: "a banner comment and a type alias",
      text: `/* generated */\nexport type webhooks = Record<string, never>;`,
      plain: true,
    },
    {
      name: "a long type alias (prettier breaks after =)",
      text: `export type Z2 = ${"A".repeat(110)}["b"];`,
      plain: true,
    },
    {
      name: "a long type alias with type arguments",
      text: `export type Z3 = NonNullable<${"A".repeat(110)}>["b"];`,
      plain: false,
    },
    { name: "a long union alias", text: `export type Z4 = ${'"aaaaaaaaaa" | '.repeat(9)}"b";`, plain: false },
    // Entry points (emit/revision-module.ts).
    {
      name: "an import that fits, one that does not",
      text: `import type { CallOptions, Client } from "../../runtime/index.js";`,
      plain: true,
    },
    {
      name: "a long import, one name a line",
      text: `import type { ${Array.from({ length: 12 }, (_, i) => `Name${i}`).join(", ")} } from "../../runtime/index.js";`,
      plain: true,
    },
    {
      name: "a long import of one name (prettier keeps it)",
      text: `import { ${"n".repeat(120)} } from "x";`,
      plain: false,
    },
    { name: "an import with a default", text: `import a, { b } from "x";`, plain: false },
    { name: "a re-export", text: `export type { paths, components, operations } from "./types.js";`, plain: true },
    {
      name: "a declared const",
      text: `/** The revision. */
export declare const revision: "2024-05-15";`,
      plain: true,
    },
    {
      name: "a declared function that fits",
      text: `export declare function createClient(options: ClientOptions): Client<typeof revision>;`,
      plain: true,
    },
    {
      name: "a declared function broken one parameter a line",
      text: `/**
 * Create Campaign
 *
 * \`POST /api/campaigns/\`
 */
export declare function createCampaign(client: Client<typeof revision>, args: CreateCampaignArgs, options?: CallOptions): Promise<Result<CreateCampaignData>>;`,
      plain: true,
    },
    {
      name: "a declared function whose parameters fit before its return type",
      text: `export declare function f(client: Client<typeof revision>, args: A): Promise<Result<${"D".repeat(80)}>>;`,
      plain: true,
    },
    {
      name: "a declared function with one long parameter",
      text: `export declare function f(options: ${"O".repeat(110)}): void;`,
      plain: false,
    },
    {
      name: "an args type on one line",
      text: `export type XArgs = { path: operations["x"]["parameters"]["path"]; };`,
      plain: true,
    },
    {
      name: "an args type broken, with an object inside",
      text: `export type XArgs = { path: { id: string; }; body: NonNullable<operations["create_campaign_${"x".repeat(5)}"]["requestBody"]>["content"]["application/json"]; };`,
      plain: true,
    },
    {
      name: "an args type whose member would break too",
      text: `export type XArgs = { body: NonNullable<operations["${"x".repeat(80)}"]["requestBody"]>["content"]["application/json"]; };`,
      plain: false,
    },
    {
      name: "a data type",
      text: `export type XData = operations["x"]["responses"]["2XX"]["content"]["application/json"];`,
      plain: true,
    },
    { name: "a large interface", text: `export interface Big {\n${filler(80)}\n}`, plain: true },
  ];
  // JavaScript statements, formatted with acorn.
  const jsCases: { name: string; text: string; plain: boolean }[] = [
    {
      name: "an operation descriptor broken, an object inside on one line",
      text: `export const createCampaignOperation = { id: "create_campaign", method: "POST", path: "/api/campaigns/", auth: "api", body: "json", pagination: { style: "cursor" } };`,
      plain: true,
    },
    {
      name: "an object inside broken in turn",
      text: `export const x = { id: "a", nested: { ${Array.from({ length: 12 }, (_, i) => `key${i}: "value${i}"`).join(", ")} } };`,
      plain: true,
    },
    { name: "a short const", text: `const lifecycle = { revision: "2024-05-15", status: "GA" };`, plain: true },
    {
      name: "an array of strings broken",
      text: `export const upgradeTargets = [${Array.from({ length: 10 }, (_, i) => `"2023-0${i}-15"`).join(", ")}];`,
      plain: true,
    },
    {
      name: "an array of numbers (prettier fills lines)",
      text: `export const n = [${Array.from({ length: 40 }, (_, i) => i * 1000).join(", ")}];`,
      plain: false,
    },
    {
      name: "an array of objects (prettier breaks it)",
      text: `export const a = [{ a: 1, b: 2 }, { a: 3, b: 4 }];`,
      plain: false,
    },
    {
      name: "a function returning a call",
      text: `export function createCampaign(client, args, options) {
    return client.request(createCampaignOperation, args ?? {}, options);
}`,
      plain: true,
    },
    {
      name: "a function with a spread object",
      text: `export function createClient(options) {
    return createRuntimeClient({ baseUrl: defaultBaseUrl, ...options, revision, lifecycle });
}`,
      plain: true,
    },
    {
      name: "a function with a comment",
      text: `export function f(a) {
    // why
    return a;
}`,
      plain: false,
    },
    { name: "a let", text: `export let x = 1;`, plain: false },
    { name: "quoted keys prettier unquotes", text: `export const x = { "a": 1, "2": 3 };`, plain: false },
    { name: "an arrow function", text: `export const f = () => import("./x.js");`, plain: false },
  ];

  for (const c of jsCases)
    it(`JavaScript: ${c.name}`, async () => {
      const sf = ts.createSourceFile("x.js", c.text, ts.ScriptTarget.ES2022, false, ts.ScriptKind.JS);
      const [statement] = sf.statements;
      const plain = plainLayout(statement!, sf, statement!.getStart(sf), 0);
      if (!c.plain) return expect(plain).toBeUndefined();
      const whole = await prettier.format(c.text, { parser: "acorn", printWidth: 120 });
      expect(plain).toBe(whole.trimEnd());
    });

  for (const c of cases)
    it(c.name, async () => {
      const sf = ts.createSourceFile("x.d.ts", c.text, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
      const [statement] = sf.statements;
      const start = ts.getLeadingCommentRanges(c.text, 0)?.[0]?.pos ?? statement!.getStart(sf);
      const plain = plainLayout(statement!, sf, start, 0);
      if (!c.plain) return expect(plain).toBeUndefined();
      const whole = await prettier.format(c.text, { parser: "babel-ts", printWidth: 120 });
      expect(plain).toBe(whole.trimEnd());
    });
});
