/**
 * openapi-typescript trusts the shape of what it reads. Where it throws on a document the loader let through (the
 * mutation fuzz found `allOf: [1]` outside any schema), the spec is refused by one located line naming the library, at the part it names when the spec has it,
 * never by its bare TypeError. (An `enum` of strings on an object schema, which stopped it too, is now a warning and
 * left out of the types: test/emit/slips.test.ts.)
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generateClientPackage } from "../../generator/index.js";

const work = mkdtempSync(path.join(tmpdir(), "revforge-types-refusal-"));
afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
});

async function refusal(name: string, document: object): Promise<string> {
  const file = path.join(work, `${name}.json`);
  writeFileSync(file, JSON.stringify(document, null, 2));
  const shown = path.relative(process.cwd(), file);
  const error = await generateClientPackage([{ file, name: "api", isDefault: true }], {
    onWarning: () => undefined,
  }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  return (error as Error).message.replace(shown, "<spec>");
}

const base = { openapi: "3.0.3", info: { title: "t", version: "1" }, paths: {} };

describe("a document openapi-typescript cannot print", () => {
  it("is refused at the document when the part it names is not in the spec", { timeout: 120_000 }, async () => {
    const document = { ...base, info: { ...base.info, contact: { discriminator: { allOf: [1, { $ref: "#" }] } } } };
    expect(await refusal("allof", document)).toBe(
      "<spec>:1:1 # openapi-typescript could not print this document's types: Cannot use 'in' operator to search for '$ref' in 1",
    );
  });
});
