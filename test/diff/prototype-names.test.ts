/**
 * `revforge diff` of two specs that differ in things named after Object.prototype's members (a property
 * `constructor`, a filter field `toString`, a header `hasOwnProperty`, an `x-rate-limit` key `__proto__`...) reports
 * exactly what it reports for the same two specs with a plain name in their place, name for name, in every format.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printedBy } from "../support/cli.js";

const root = path.resolve(import.meta.dirname, "../..");
let work: string;
beforeAll(() => {
  mkdirSync(path.join(root, "test-output"), { recursive: true });
  work = mkdtempSync(path.join(root, "test-output", "diff-prototype-names-"));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * One spec; `after` is the revision side. NAME is replaced by the name under test. (`Burst` sorts before every name
 * under test: the keys of x-rate-limit are listed sorted.)
 */
function spec(after: boolean): string {
  return `openapi: 3.1.0
info: { title: t, version: "1" }
paths:
  /items:
    post:
      operationId: create_item
      x-rate-limit: { NAME: ${after ? 10 : 20}, Burst: 3 }
      parameters:
        - name: NAME
          in: query
          required: ${after}
          schema: { type: string }
        - name: filter
          in: query
          schema: { type: string }
          x-filter:
            operators: [equals]
            fields: { ${after ? "NAME: [equals], " : ""}other: [equals] }
      requestBody:
        content:
          application/json:
            schema: { $ref: "#/components/schemas/NAME" }
      responses:
        "200":
          description: ok
          headers:
            ${after ? "other" : "NAME"}: { schema: { type: string } }
          content:
            application/json:
              schema: { $ref: "#/components/schemas/NAME" }
      security:
        - NAME: []
components:
  schemas:
    NAME:
      type: object
      required: [${after ? "NAME, " : ""}other]
      properties:
        NAME: { type: ${after ? "integer" : "string"}, enum: ${after ? "[1]" : "[a, b]"} }
        other: { type: string }
        ${after ? "" : "gone: { type: string }"}
  securitySchemes:
    NAME: { type: ${after ? "http, scheme: bearer" : "apiKey, in: header, name: Authorization"} }
`;
}

const names = ["constructor", "hasOwnProperty", "valueOf", "__proto__", "toString", "isPrototypeOf"];

async function diff(name: string, format: string): Promise<{ code: number; out: string; err: string }> {
  const dir = path.join(work, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "base.yaml"), spec(false).replaceAll("NAME", name));
  writeFileSync(path.join(dir, "revision.yaml"), spec(true).replaceAll("NAME", name));
  return printedBy("diff", path.join(dir, "base.yaml"), path.join(dir, "revision.yaml"), "--format", format);
}

describe("revforge diff of specs that differ in names of Object.prototype's members", () => {
  it("the plain-name pair has the findings the test is about", async () => {
    const { code, out, err } = await diff("plain", "json");
    expect([code, err]).toEqual([0, ""]);
    const ids = (JSON.parse(out) as { findings: { id: string }[] }).findings.map((f) => f.id).sort();
    expect(ids).toEqual(
      expect.arrayContaining([
        "api-rate-limit-changed",
        "api-security-scheme-changed",
        "request-filter-field-added",
        "request-parameter-became-required",
        "request-property-became-required",
        "request-property-type-changed",
        "response-property-type-changed",
      ]),
    );
  });

  it.each(names.flatMap((name) => ["json", "md"].map((format) => [name, format])))(
    "%s: the %s report is the plain one, name for name",
    async (name, format) => {
      const plain = await diff("plain", format);
      const got = await diff(name, format);
      expect(got).toEqual({ ...plain, out: plain.out.replaceAll("plain", name) });
    },
  );
});
