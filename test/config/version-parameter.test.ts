/**
 * The version parameter (generator/config/version-parameter.ts): detected as the header or query parameter the
 * operations pin to `info.version`, or the one the config names, with the value every request of the entry point
 * sends.
 */
import { describe, expect, it } from "vitest";
import { versionParameter, type VersionChoice } from "../../generator/config/version-parameter.js";
import { buildModel } from "../../generator/model/index.js";

/** A spec whose two operations take `parameters` (and `version` as info.version). */
function model(parameters: object[], version = "2024-05-15", schemas: object = {}) {
  const op = (id: string) => ({ operationId: id, parameters, responses: { 200: { description: "ok" } } });
  return buildModel({
    openapi: "3.1.0",
    info: { title: "t", version },
    paths: { "/a": { get: op("a") }, "/b": { get: op("b") } },
    components: { schemas },
  });
}
const header = (name: string, schema: object, required = true) => ({ name, in: "header", required, schema });

describe("versionParameter", () => {
  it.each<[string, object[], VersionChoice, ReturnType<typeof versionParameter>]>([
    [
      "a required header with a default (as vendors declare it)",
      [header("Acme-Version", { type: "string", default: "2024-05-15" })],
      undefined,
      { in: "header", name: "Acme-Version", value: "2024-05-15" },
    ],
    [
      "a one-value enum",
      [header("revision", { type: "string", enum: ["2024-05-15"] })],
      undefined,
      { in: "header", name: "revision", value: "2024-05-15" },
    ],
    [
      "a const query parameter",
      [{ name: "api-version", in: "query", required: true, schema: { const: "2024-05-15" } }],
      undefined,
      { in: "query", name: "api-version", value: "2024-05-15" },
    ],
    [
      "a schema reached by $ref",
      [header("X-Version", { $ref: "#/components/schemas/Version" })],
      undefined,
      { in: "header", name: "X-Version", value: "2024-05-15" },
    ],
    ["a default that is not info.version", [header("X-Version", { default: "2020-01-01" })], undefined, undefined],
    ["a header of several values", [header("X-Version", { enum: ["2024-05-15", "2024-06-01"] })], undefined, undefined],
    ["none when the config says false", [header("X-Version", { default: "2024-05-15" })], false, undefined],
    [
      "the config's header, with the value the operations pin",
      [header("X-GitHub-Api-Version", { default: "2022-11-28" })],
      { in: "header", name: "x-github-api-version" },
      { in: "header", name: "x-github-api-version", value: "2022-11-28" },
    ],
    [
      "the config's header the spec does not declare: info.version",
      [],
      { in: "header", name: "Stripe-Version" },
      { in: "header", name: "Stripe-Version", value: "2024-05-15" },
    ],
  ])("%s", (_what, parameters, choice, want) => {
    const m = model(parameters, "2024-05-15", { Version: { type: "string", const: "2024-05-15" } });
    expect(versionParameter(m, choice)).toEqual(want);
  });

  it("a header pinned to info.version wins over a query parameter on as many operations", () => {
    const m = model([{ name: "v", in: "query", schema: { const: "1" } }, header("V", { const: "1" })], "1");
    expect(versionParameter(m, undefined)).toEqual({ in: "header", name: "V", value: "1" });
  });

  it("refuses a value that cannot travel in a header", () => {
    const m = model([header("X-Version", { default: "1.0\r\nx: y" })], "1.0\r\nx: y");
    expect(() => versionParameter(m, undefined)).toThrow(
      'the version header "X-Version" would send "1.0\\r\\nx: y": not a printable ASCII value of at most 128 characters',
    );
  });
});
