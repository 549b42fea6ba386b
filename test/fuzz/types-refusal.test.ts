/**
 * openapi-typescript trusts the shape of what it reads. Where it throws on a document the loader let through (it adds
 * a discriminator's property to each node the discriminator's `mapping` names, here a node in an extension that says
 * `type: object` and whose `allOf` is a string), the spec is refused by one located line naming the library, at the
 * part it names when the spec has it, never by its bare TypeError (docs/safety.md L6). What stopped it before and is
 * now read around, each with a warning: an `enum` of strings on an object schema, test/emit/slips.test.ts; an `allOf`
 * holding what is no object outside a schema, and a `oneOf` beside a `discriminator` there holding a number, which the
 * mutation fuzz found, test/emit/types-input.test.ts.
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
    const schema = { discriminator: { propertyName: "k", mapping: { a: "#/info/x-t" } }, oneOf: [{ $ref: "#/a" }] };
    const ok = { "200": { description: "ok", content: { "application/json": { schema } } } };
    const document = {
      ...base,
      info: { ...base.info, "x-t": { type: "object", allOf: "x" } },
      a: { type: "object" },
      paths: { "/a": { get: { operationId: "a", responses: ok } } },
    };
    expect(await refusal("mapping", document)).toBe(
      "<spec>:1:1 # openapi-typescript could not print this document's types: resolvedSchema.allOf.push is not a function",
    );
  });
});
