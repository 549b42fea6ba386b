/**
 * JSON bodies nested deeper than `server.maxJsonDepth`: the byte scan that measures the depth without parsing (a
 * table, strings and escapes included), which content types it applies to, and the answers over HTTP: 400 in the API
 * error shape on the gateway (a million levels included, after which the sandbox still serves), `{"error"}` on the
 * control API, and a body exactly at the limit passed through. Prism's side is in gateway-prism.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isJsonMediaType, nestsDeeperThan } from "../../scripts/sandbox/http/json-depth.js";
import { expectApiError, PRIVATE_KEY, REVISION, reply, start, testConfig, type TestSandbox } from "./support.js";

const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

describe("nestsDeeperThan", () => {
  it.each<[string, number, boolean]>([
    ['"text"', 0, false],
    ["{}", 0, true],
    ["{}", 1, false],
    ["[[1]]", 1, true],
    ["[[1]]", 2, false],
    ['{"a":{"b":[]}}', 2, true],
    ['{"a":{"b":[]}}', 3, false],
    ["[[1],[2],[3]]", 2, false],
    ['{"a":"[[[[{{{{"}', 1, false],
    ['{"a":"\\"[[[["}', 1, false],
    ['["\\\\",[[1]]]', 2, true],
    ['["\\\\",[[1]]]', 3, false],
    ['{"é€":"[[","x":[{}]}', 3, false],
    ["]]]][[[", 2, true],
    ["[1]]]]][[", 2, false],
  ])("%s with at most %i levels → %s", (text, maxDepth, expected) => {
    expect(nestsDeeperThan(Buffer.from(text, "utf8"), maxDepth)).toBe(expected);
  });

  it("measures ten million bytes of nesting without a stack and stops at the limit", () => {
    const bytes = Buffer.from(nested(5_000_000));
    expect(nestsDeeperThan(bytes, 64)).toBe(true);
    expect(nestsDeeperThan(bytes, 5_000_000)).toBe(false);
  });
});

describe("isJsonMediaType", () => {
  it.each<[string | undefined, boolean]>([
    ["application/json", true],
    ["Application/JSON; charset=utf-8", true],
    ["application/vnd.api+json", true],
    ["application/problem+json;charset=utf-8", true],
    ["application/jsonx", false],
    ["text/json", false],
    ["text/plain", false],
    ["application/x-www-form-urlencoded", false],
    ["", false],
    [undefined, false],
  ])("%s → %s", (type, expected) => {
    expect(isJsonMediaType(type)).toBe(expected);
  });
});

describe("over HTTP", () => {
  const MAX = 8;
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await start({
      config: testConfig({
        server: { maxJsonDepth: MAX },
        rateLimits: { privateKey: { limit: 100, windowSeconds: 60 } },
      }),
    });
  });
  afterAll(() => sandbox.stop());

  const post = (body: string, contentType: string | null = "application/vnd.api+json") =>
    fetch(`${sandbox.baseUrl}/api/events/`, {
      method: "POST",
      headers: {
        revision: REVISION,
        authorization: PRIVATE_KEY,
        ...(contentType === null ? {} : { "content-type": contentType }),
      },
      body: new Blob([body]),
    }).then(reply);
  const event = (value: string) => `{"data":{"type":"event","attributes":{"x":${value}}}}`;
  const tooDeep = {
    status: 400,
    code: "parse_error",
    title: "JSON nested too deeply.",
    detail: `The body nests objects and arrays more than ${MAX} levels deep, the sandbox's limit.`,
  };

  it("passes a body exactly at the limit to the upstream", async () => {
    // The document, its data and their attributes are three levels.
    const result = await post(event(nested(MAX - 3)));
    expect(result.status, result.text).toBe(200);
  });

  it("refuses a body one level deeper with 400 in the API error shape", async () => {
    const result = await post(event(nested(MAX - 2)));
    expect(result.status).toBe(400);
    expect(result.headers.get("content-type")).toBe("application/json");
    expectApiError(result.json, [tooDeep]);
  });

  it("refuses a body a million levels deep the same way, and goes on serving", async () => {
    const result = await post(event(nested(1_000_000)), "application/json; charset=utf-8");
    expect(result.status).toBe(400);
    expectApiError(result.json, [tooDeep]);
    const next = await post(event("1"));
    expect(next.status, next.text).toBe(200);
  });

  it("leaves bodies that are not declared JSON to the upstream", async () => {
    for (const type of ["text/plain", null]) {
      const result = await post(event(nested(MAX)), type);
      expect(result.status, `${type}: ${result.text}`).toBe(200);
    }
  });

  it("refuses a control API body nested too deeply with 400 in the control API's shape", async () => {
    const before = sandbox.control.now();
    const response = await fetch(`${sandbox.baseUrl}/__sandbox/advance`, {
      method: "POST",
      body: `{"ms":1000,"x":${nested(MAX)}}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: `the body nests deeper than ${MAX} levels` });
    expect(sandbox.control.now()).toBe(before);
  });
});
