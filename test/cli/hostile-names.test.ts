/**
 * Names from outside on the command line: a command or an option named after a member of Object.prototype is
 * unknown like any other (the tables of commands and options are looked up by own key), and operationIds that make
 * the same function name are warned about on stderr, `--quiet` or not, while the package is still written.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printedBy } from "../support/cli.js";

const root = path.resolve(import.meta.dirname, "../..");
let work: string;
beforeAll(() => {
  mkdirSync(path.join(root, "test-output"), { recursive: true });
  work = mkdtempSync(path.join(root, "test-output", "cli-hostile-names-"));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("commands and options named after Object.prototype's members", () => {
  it.each(["constructor", "toString", "__proto__", "hasOwnProperty"])("command %s is unknown", async (name) => {
    const { code, out, err } = await printedBy(name);
    expect([code, out]).toEqual([2, ""]);
    expect(err.split("\n")[0]).toBe(`revforge: unknown command ${JSON.stringify(name)}`);
  });

  it.each([
    ["generate", "--constructor"],
    ["generate", "--__proto__"],
    ["generate", "--valueOf=1"],
    ["diff", "--toString"],
    ["diff", "--hasOwnProperty"],
  ])("%s %s is an unknown option", async (command, option) => {
    const { code, err } = await printedBy(command, option);
    expect(code).toBe(2);
    expect(err.split("\n")[0]).toBe(`revforge ${command}: unknown option ${option.replace(/=.*/, "")}`);
  });
});

describe("operationIds that make the same name", () => {
  const spec = `openapi: 3.1.0
info: { title: t, version: "1" }
paths:
  /a:
    get:
      operationId: get-x
      responses: { "200": { description: ok } }
  /b:
    get:
      operationId: get_x
      responses: { "200": { description: ok } }
`;

  it.each([[[]], [["--quiet"]]])("are one warning line on stderr each (%j), the package written", async (flags) => {
    const file = path.join(work, "clash.yaml");
    writeFileSync(file, spec);
    const out = path.join(work, `pkg${flags.length}`);
    const { code, err } = await printedBy("generate", ...flags, "--spec", file, "--out", out);
    expect(err).toBe(
      `revforge generate: warning: ${path.relative(process.cwd(), file)}:10:7 #/paths/~1b/get/operationId ` +
        'operationId "get_x" (GET /b) makes the name getX, as does operationId "get-x" (GET /a), which keeps it; ' +
        "emitted as getXGetB\n",
    );
    expect(code).toBe(0);
    expect(readFileSync(path.join(out, "revisions/api/index.d.ts"), "utf8")).toContain(
      "export declare function getXGetB(",
    );
  });
});
