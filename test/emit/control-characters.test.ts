/**
 * Control characters in spec text (a terminal's escape sequence, a bell, a backspace, a carriage return, DEL, the C1
 * CSI) never reach a file of the generated package raw (docs/safety.md E4, E8): comments and the README drop them,
 * string literals and openapi-typescript's own comments write them as escapes. One between `*` and `/` never closes
 * a comment, and the package still type-checks.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { generatePackage, type GeneratedPackage } from "../support/generated-package.js";

const controls = "\u001b[8m\u0007\b\r\u007f\u009b";

const spec = {
  openapi: "3.1.0",
  info: { title: `T ${controls}`, version: "1", description: controls },
  paths: {
    "/x": {
      post: {
        operationId: "send",
        summary: `summary ${controls}`,
        description: `*\u0001/ export const injected = 1; /*`,
        parameters: [{ name: "q", in: "query", description: controls, schema: { type: "string" } }],
        requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/S" } } } },
        responses: { "200": { description: controls } },
      },
    },
  },
  components: {
    schemas: {
      S: {
        type: "object",
        description: `d ${controls} *\u0001/ export const injected = 2; /*`,
        properties: { p: { type: "string", enum: [controls, "plain"], example: controls } },
      },
    },
  },
};

let pkg: GeneratedPackage;
beforeAll(async () => {
  pkg = await generatePackage(spec, "control-characters-");
});
afterAll(() => pkg?.remove());

it("are in no file of the package raw", () => {
  expect(pkg.files.size).toBeGreaterThan(10);
  for (const [name, text] of pkg.files)
    expect(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/.exec(text)?.index, name).toBeUndefined();
});

it("are escapes in openapi-typescript's comments and in literals, dropped from our comments and the README", () => {
  const types = pkg.files.get("revisions/api/types.d.ts")!;
  // Its printer breaks the comment's line at the carriage return.
  expect(types).toContain("@description d \\u001b[8m\\u0007\\u0008\n");
  expect(types).toContain("\\u007f\\u009b *\\u0001/ export const injected = 2; /* */");
  expect(types).toContain(`"\\u001b[8m\\u0007\\b\\r\\u007f\\u009b" | "plain"`);
  const dts = pkg.files.get("revisions/api/index.d.ts")!;
  expect(dts).toContain(" * summary [8m\n * \\u009b\n");
  expect(dts).toContain(" * *\\/ export const injected = 1; /*\n");
  expect(pkg.files.get("README.md")).toContain("| summary \\[8m \\u009b |");
});

it("leave a package that type-checks, with no comment closed early", async () => {
  expect(pkg.typeCheck()).toEqual({ status: 0, output: "" });
  const mod = await pkg.importEntry();
  expect(Object.keys(mod)).not.toContain("injected");
});
