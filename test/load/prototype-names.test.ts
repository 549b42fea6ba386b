/**
 * Names of Object.prototype's members used by a spec (a schema property `constructor`, a header `hasOwnProperty`, a
 * security scheme `toString`, a schema `__proto__`...) are names like any other: a valid spec with them loads, from
 * YAML and from JSON, each kept as an own key with no prototype touched, and a broken one gets the same located
 * error as the same spec with a plain name. Redocly's validator looks every key up in plain-object tables, where
 * these names find Object.prototype's functions: it is given them renamed (prototype-keys.ts).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { LoadError, loadSpec } from "../../generator/load/index.js";
import { shareRepeats } from "../../generator/load/share-repeats.js";
import { lintHere, lintInWorker } from "../../generator/load/struct-lint.js";
import { prototypeNamesSpec } from "../support/prototype-names.js";
import { scratch } from "./support.js";

const tmp = scratch();
afterAll(() => tmp.remove());

const names = [
  "constructor",
  "hasOwnProperty",
  "valueOf",
  "__proto__",
  "toString",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toLocaleString",
  "__defineGetter__",
  "__lookupSetter__",
];

/** A valid spec using NAME as a schema, a property, a query parameter, a response header, a security scheme... */
const valid = `{
  "openapi": "3.1.0",
  "info": { "title": "t", "version": "1" },
  "tags": [{ "name": "NAME" }],
  "paths": {
    "/x": {
      "get": {
        "operationId": "getX",
        "tags": ["NAME"],
        "parameters": [{ "name": "NAME", "in": "query", "schema": { "type": "string" } }],
        "responses": {
          "200": {
            "description": "ok",
            "headers": { "NAME": { "schema": { "type": "string" } } },
            "content": {
              "application/json": {
                "schema": { "$ref": "#/components/schemas/NAME" },
                "examples": { "NAME": { "value": { "NAME": "x" } } }
              }
            }
          }
        }
      }
    }
  },
  "components": {
    "schemas": {
      "NAME": {
        "type": "object",
        "required": ["NAME"],
        "properties": { "NAME": { "type": "string" }, "other": { "$ref": "#/components/schemas/NAME" } },
        "x-extension": { "NAME": 1 }
      }
    },
    "securitySchemes": { "NAME": { "type": "apiKey", "in": "header", "name": "NAME" } }
  },
  "security": [{ "NAME": [] }]
}
`;

function write(file: string, text: string): string {
  writeFileSync(path.join(tmp.dir, file), text);
  return path.join(tmp.dir, file);
}

/**
 * Where and why a spec fails to load, its structural slips refused (`strict`): the line, the pointer and the
 * sentence, or "loaded". Without `strict` the same slips are warnings, the file name aside the same lines.
 */
async function outcome(file: string): Promise<string> {
  const { warnings } = await loadSpec(file).catch(() => ({ warnings: [] }));
  const shown = path.relative(process.cwd(), file);
  try {
    await loadSpec(file, { strict: true });
    return "loaded";
  } catch (error) {
    if (!(error instanceof LoadError)) throw error;
    const refused = `line ${error.location?.line} ${error.pointer} ${error.detail}`;
    if (warnings.length === 0) return refused;
    // The warnings, without their file, are the refusal's first line and the others it counts.
    const lines = warnings.map((w) => w.slice(shown.length + 1).replace(/^(\d+):\d+ /, "line $1 "));
    expect(lines[0]!).toBe(refused.replace(/ \(and \d+ more structural problems?\)$/, ""));
    return `${refused} | ${lines.join(" | ")}`;
  }
}

describe("a spec whose names are Object.prototype's members", () => {
  test.each(names)("%s loads as a name like any other", async (name) => {
    const loaded = await loadSpec(write(`valid-${name}.json`, valid.replaceAll("NAME", name)));
    const plain = await loadSpec(write(`valid-plain-${name}.json`, valid.replaceAll("NAME", "plain")));
    // The same document, name for name.
    expect(JSON.stringify(loaded.document)).toBe(JSON.stringify(plain.document).replaceAll("plain", name));
    const schemas = (loaded.document.components as Record<string, Record<string, unknown>>).schemas!;
    expect(Object.getPrototypeOf(schemas)).toBe(Object.prototype);
    expect(Object.keys(schemas)).toEqual([name]);
    const schema = Object.getOwnPropertyDescriptor(schemas, name)!.value as Record<string, Record<string, unknown>>;
    expect(Object.keys(schema.properties!)).toEqual([name, "other"]);
    // nothing was set on Object.prototype
    expect(Object.keys(Object.prototype)).toEqual([]);
  });

  test("the YAML spec of the emit and diff tests loads, its __proto__ keys own keys", async () => {
    const loaded = await loadSpec(write("prototype-names.yaml", prototypeNamesSpec));
    const schemas = (loaded.document.components as Record<string, Record<string, unknown>>).schemas!;
    expect(Object.keys(schemas)).toEqual(["constructor", "__proto__"]);
    expect(Object.getPrototypeOf(schemas)).toBe(Object.prototype);
  });

  // One mistake each, made with a prototype member's name and with a plain one: the same message.
  test.each([
    ["a property that is a string", `{ "NAME": "nope" }`],
    ["a property after it that is a string", `{ "NAME": { "type": "string" }, "other": "nope" }`],
    ["a ref to a schema that is not there", `{ "x": { "$ref": "#/components/schemas/NAME" } }`],
  ])("%s is the same error as with a plain name", async (_what, properties) => {
    const broken = (name: string) =>
      `{
  "openapi": "3.1.0",
  "info": { "title": "t", "version": "1" },
  "paths": {},
  "components": { "schemas": { "S": { "type": "object", "properties": ${properties} } } }
}
`.replaceAll("NAME", name);
    const plain = await outcome(write("broken-plain.json", broken("plain")));
    expect(plain).not.toBe("loaded");
    for (const name of names)
      expect(await outcome(write(`broken-${name}.json`, broken(name))), name).toBe(plain.replaceAll("plain", name));
  });

  test.each([
    ["an unknown field of an operation", '"get": {', '"get": { "NAME": {},'],
    ["an unknown components section", '"components": {', '"components": { "NAME": {},'],
    ["an unknown field of info", '"info": { "title": "t",', '"info": { "NAME": 1, "title": "t",'],
  ])("%s is the same error as with a plain name", async (_what, from, to) => {
    const broken = (name: string) => valid.replaceAll("NAME", "x").replace(from, to.replace("NAME", name));
    const plain = await outcome(write("unknown-plain.json", broken("plain")));
    expect(plain).toMatch(/Property `plain` is not expected here\.$/);
    for (const name of names)
      expect(await outcome(write(`unknown-${name}.json`, broken(name))), name).toBe(plain.replaceAll("plain", name));
  });

  test.each(names)("the struct rule in this thread and in the worker agree on %s, hidden", async (name) => {
    const document = shareRepeats(JSON.parse(valid.replaceAll("NAME", name)) as Record<string, unknown>, true);
    expect(await lintHere(document, "/spec.json")).toEqual([]);
    expect(await lintInWorker(document, "/spec.json")).toEqual([]);
  });
});
