/**
 * Structural slips real specs carry (docs/safety.md, L5): each fixture of test/fixtures/load/slips loads, with one
 * located warning line per slip, exactly; `strict` refuses it at the first one, with the count of the others. What
 * the loader does with a slip it reads around is checked here too: `properties: {$ref}` is read as the map it names.
 * The bad-input cases of B20 that are slips now (`responses: "nope"`, `in: body`, no `info.version`) are in
 * bad-files.test.ts; generating and diffing every fixture in test/emit/slips.test.ts and test/diff/slips.test.ts.
 */
import { writeFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { loadSpec } from "../../generator/load/index.js";
import { RunContext } from "../../generator/run-context.js";
import { SLIPS, slipWarnings, unlintedWarnings } from "../support/slips.js";
import { failure, HEADER, scratch } from "./support.js";

describe.each(slipWarnings)("%s", (name, warnings) => {
  test("loads, with one located warning per slip", async () => {
    expect((await loadSpec(`${SLIPS}/${name}`)).warnings).toEqual(warnings);
  });

  test("without the lint, warns about each slip that changes what is generated, in its own words", async () => {
    expect((await loadSpec(`${SLIPS}/${name}`, { lint: false })).warnings).toEqual(unlintedWarnings[name] ?? warnings);
  });

  test("is refused with strict, at the first slip", async () => {
    const others = warnings.length - 1;
    const more = others === 0 ? "" : ` (and ${others} more structural problem${others > 1 ? "s" : ""})`;
    expect(await failure(`${SLIPS}/${name}`, { strict: true })).toBe(`${warnings[0]}${more}`);
  });
});

test("a map of schemas written as a $ref is read as the map it names, in this file or another", async () => {
  const spec = await loadSpec(`${SLIPS}/properties-ref.yaml`);
  const schemas = (spec.document.components as { schemas: Record<string, { properties: object }> }).schemas;
  expect(schemas.droplet!.properties).toEqual({ id: { type: "integer" }, name: { type: "string" } });
  // The members beside the $ref are properties too.
  expect(schemas.volume!.properties).toEqual({
    size_gigabytes: { type: "integer" },
    filesystem_type: { type: "string" },
    region: { type: "string" },
  });
  expect(spec.sources).toEqual([`${SLIPS}/properties-ref.yaml`, `${SLIPS}/shared/volume-properties.yaml`]);
  // Located where each part came from.
  expect(spec.locate("#/components/schemas/volume/properties/filesystem_type")).toEqual({
    file: `${SLIPS}/shared/volume-properties.yaml`,
    line: 3,
    col: 1,
  });
  expect(spec.locate("#/components/schemas/volume/properties/region")).toEqual({
    file: `${SLIPS}/properties-ref.yaml`,
    line: 44,
    col: 9,
  });
});

test("a $ref to a missing file or pointer is read without it; a mapping entry naming nothing is left out", async () => {
  const spec = await loadSpec(`${SLIPS}/ref-missing.yaml`);
  const post = (spec.document.paths as Record<string, { post: Record<string, unknown> }>)["/records"]!.post;
  expect(post.parameters).toEqual([{}]);
  expect(post.requestBody).toEqual({
    content: {
      "application/json": {
        schema: {
          oneOf: [{ $ref: "#/components/schemas/recordA" }, {}],
          discriminator: { propertyName: "type", mapping: { A: "#/components/schemas/recordA" } },
        },
      },
    },
  });
  expect(post.responses).toEqual({
    "200": { description: "ok", content: { "application/json": { schema: { description: "the record" } } } },
  });
  expect(spec.sources).toEqual([`${SLIPS}/ref-missing.yaml`]);
});

test("a $ref that is not a string is left out of its object; a property named $ref stays", async () => {
  const spec = await loadSpec(`${SLIPS}/ref-not-a-string.yaml`);
  const get = (spec.document.paths as Record<string, { get: { responses: Record<string, unknown> } }>)["/items"]!.get;
  expect(get.responses["200"]).toEqual({
    description: "ok",
    content: { "application/json": { schema: { type: "array", items: { type: "string" } } } },
  });
  expect(spec.document.components).toEqual({
    schemas: {
      item: {
        type: "object",
        properties: {
          $ref: { type: "string", description: "a property named $ref is a name, not a reference" },
          other: {},
        },
      },
    },
  });
});

test("validate: false skips the validator's warnings, not the bundler's", async () => {
  const [, warnings] = slipWarnings.find(([name]) => name === "properties-ref.yaml")!;
  expect((await loadSpec(`${SLIPS}/properties-ref.yaml`, { validate: false })).warnings).toEqual(warnings);
  expect((await loadSpec(`${SLIPS}/response-without-description.yaml`, { validate: false })).warnings).toEqual([]);
});

test("a run's load is per strictness: the lenient load does not answer for the strict one", async () => {
  const run = new RunContext();
  const file = `${SLIPS}/unknown-field.yaml`;
  expect((await loadSpec(file, { run })).warnings).toHaveLength(1);
  expect(await failure(file, { run, strict: true })).toMatch(/Property `produces` is not expected here\.$/);
});

/** The warnings of a spec made of HEADER and `body`, loaded without the lint. */
async function unlinted(body: string): Promise<string[]> {
  const tmp = scratch();
  try {
    const spec = tmp.rel("spec.yaml");
    writeFileSync(spec, `${HEADER}${body}`);
    return (await loadSpec(spec, { lint: false })).warnings;
  } finally {
    tmp.remove();
  }
}

test("without the lint, free-form values (examples, extensions) hold any key: nothing there is a slip", async () => {
  const warnings = await unlinted(`paths:
  /a:
    get:
      x-meta: { title: 3, required: yes }
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema:
                type: object
                example: { title: 3, summary: null, enum: x }
              examples:
                one: { value: { summary: null, type: 5 } }
`);
  expect(warnings).toEqual([]);
});

test("without the lint, x- extensions of paths, responses and callbacks, and a callback by $ref, are no slips", async () => {
  const warnings = await unlinted(`paths:
  x-root: /v1
  /a:
    get:
      callbacks:
        done:
          $ref: "#/components/callbacks/done"
      responses:
        x-note: 1
        "200":
          description: ok
components:
  callbacks:
    done:
      x-kind: hook
      "{$request.query.url}":
        post:
          responses:
            "204":
              description: ok
`);
  expect(warnings).toEqual([]);
});
