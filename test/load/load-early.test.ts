/**
 * loadSpecEarly (load/index.ts): the spec as soon as it is bundled and known safe, while Redocly's struct rule still
 * runs (the diff compares the two sides meanwhile, in another thread than the lint). Its `warnings` are filled when
 * `linted` resolves, the same lines in the same order as loadSpec's; with `strict`, `linted` rejects with loadSpec's
 * refusal; what is unsafe is refused before anything is returned; and a refusal nobody awaits is handled.
 */
import { writeFileSync } from "node:fs";
import { afterAll, expect, test } from "vitest";
import { LoadError, loadSpec, loadSpecEarly, type LoadOptions } from "../../generator/load/index.js";
import { structProblems } from "../../generator/load/struct-lint.js";
import { failure, HEADER, scratch } from "./support.js";

const dir = scratch();
afterAll(() => dir.remove());

// A slip of each kind: the bundler's (`properties: {$ref}`), a path parameter missing from its path (our own check),
// and a response without `description` (Redocly's struct rule).
const file = dir.rel("slips.yaml");
writeFileSync(
  file,
  `${HEADER}paths:
  /items:
    get:
      parameters:
        - { name: org, in: path, required: true, schema: { type: string } }
      responses:
        "200": {}
components:
  schemas:
    item:
      properties:
        $ref: "#/components/schemas/fields/properties"
    fields:
      properties:
        id: { type: integer }
`,
);

/** A struct rule that answers only once `open()` is called. */
function gatedLint(): { structLint: NonNullable<LoadOptions["structLint"]>; open: () => void; asked: () => number } {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let asked = 0;
  return {
    structLint: async (document, entryAbs) => {
      asked++;
      await gate;
      return structProblems(document, entryAbs);
    },
    open,
    asked: () => asked,
  };
}

test("returns before the struct rule answers, and has every warning, in loadSpec's order, once it has", async () => {
  const lint = gatedLint();
  const spec = await loadSpecEarly(file, { structLint: lint.structLint });
  expect(lint.asked()).toBe(1);
  expect(spec.warnings).toEqual([]);
  expect(spec.document.paths).toBeDefined();
  lint.open();
  await spec.linted;
  const expected = (await loadSpec(file)).warnings;
  expect(spec.warnings).toEqual(expected);
  expect(expected.map((line) => line.split(" ")[1])).toEqual([
    "#/components/schemas/item/properties/$ref",
    "#/paths/~1items/get/parameters/0",
    "#/paths/~1items/get/responses/200",
  ]);
});

test("with strict, linted rejects with loadSpec's refusal", async () => {
  const lint = gatedLint();
  const spec = await loadSpecEarly(file, { structLint: lint.structLint, strict: true });
  lint.open();
  const refusal = await spec.linted.then(
    () => "loaded",
    (error: unknown) => (error instanceof LoadError ? error.message : `not a LoadError: ${String(error)}`),
  );
  expect(refusal).toBe(await failure(file, { strict: true }));
  expect(refusal).toMatch(/ \(and 2 more structural problems\)$/);
});

test("an unsafe spec is refused before the spec is returned", async () => {
  const unsafe = dir.rel("unsafe.yaml");
  writeFileSync(
    unsafe,
    `${HEADER}paths:\n  /items:\n    get:\n      parameters:\n        - { name: "a\\nb", in: header, schema: { type: string } }\n      responses:\n        "200": { description: ok }\n`,
  );
  const lint = gatedLint();
  await expect(loadSpecEarly(unsafe, { structLint: lint.structLint })).rejects.toThrow(
    /header parameter name "a\\nb" contains a line break/,
  );
  expect(lint.asked()).toBe(0);
});

test("a strict refusal that nobody awaits is not an unhandled rejection", async () => {
  const unhandled: unknown[] = [];
  const listener = (reason: unknown) => unhandled.push(reason);
  process.on("unhandledRejection", listener);
  try {
    const lint = gatedLint();
    await loadSpecEarly(file, { structLint: lint.structLint, strict: true });
    lint.open();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unhandled).toEqual([]);
  } finally {
    process.off("unhandledRejection", listener);
  }
});
