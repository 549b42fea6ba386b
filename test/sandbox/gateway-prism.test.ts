/**
 * The gateway with Prism behind it, for one revision (2024-05-15): a valid call passes and is answered from the spec,
 * an invalid body gets Prism's 422 in the API error shape, an unknown revision is the gateway's 404 (Prism never sees
 * it), a body nested a million levels deep is the gateway's 400 (Prism would answer 500), a /client/ call goes through,
 * and stop() leaves no Prism process behind (the last test, which starts a second revision's Prism first). Prism is
 * started on the first call of a revision, so the first test pays its start-up (2 to 4 s here).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  api,
  bearer,
  expectApiError,
  install,
  PUBLIC_KEY,
  reply,
  REVISION,
  start,
  testConfig,
  type TestSandbox,
  type Tokens,
} from "./support.js";

let sandbox: TestSandbox;
let tokens: Tokens;
beforeAll(async () => {
  // A quota large enough for the whole file.
  sandbox = await start({
    prism: true,
    config: testConfig({
      rateLimits: { oauthApp: { limit: 100, windowSeconds: 60 }, publicKey: { limit: 100, windowSeconds: 60 } },
    }),
  });
  tokens = await install(sandbox);
});
afterAll(() => sandbox.stop(), 20_000);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const event = {
  data: {
    type: "event",
    attributes: {
      profile: { data: { type: "profile", attributes: { email: "sarah.mason@example.com" } } },
      metric: { data: { type: "metric", attributes: { name: "Viewed Product" } } },
      properties: { ProductName: "Winnie the Pooh" },
      value: 9.99,
      time: "2024-01-05T10:15:00Z",
      unique_id: "4b5d3f6e-2c1a-4e8b-9f7d-0a3c5e7b9d1f",
    },
  },
};

it("passes a valid GET through to Prism and returns its answer", async () => {
  const result = await api(sandbox, "/api/profiles/", { authorization: bearer(tokens.access_token) });
  expect(result.status, result.text).toBe(200);
  expect(result.headers.get("sl-violations")).toBeNull();
  expect(Array.isArray(result.json.data)).toBe(true);
  expect(result.json.data[0].type).toBe("profile");
  expect(sandbox.control.prismPids()).toHaveLength(1);
}, 40_000);

it("passes a valid POST body through", async () => {
  const result = await api(sandbox, "/api/events/", { authorization: bearer(tokens.access_token), json: event });
  expect(result.status, result.text).toBeGreaterThanOrEqual(200);
  expect(result.status).toBeLessThan(300);
  expect(result.headers.get("sl-violations")).toBeNull();
});

it("answers an invalid body with Prism's 422, one API error per violation", async () => {
  const result = await api(sandbox, "/api/events/", {
    authorization: bearer(tokens.access_token),
    json: { data: { type: "event" } },
  });
  expect(result.status).toBe(422);
  expectApiError(result.json, [
    {
      status: 422,
      code: "invalid",
      title: "Invalid input.",
      detail: "Request body property data must have required property 'attributes'",
      source: { pointer: "/data" },
    },
  ]);
  expect(result.headers.get("sl-violations")).toContain("required");
});

it("answers a body of the wrong era (pre-2023-07-15 event shape) with 422", async () => {
  const old = {
    data: {
      type: "event",
      attributes: { ...event.data.attributes, profile: { email: "a@b.c" }, metric: { name: "X" } },
    },
  };
  const result = await api(sandbox, "/api/events/", { authorization: bearer(tokens.access_token), json: old });
  expect(result.status).toBe(422);
  expect(result.json.errors.every((e: { code: string }) => e.code === "invalid")).toBe(true);
});

it("refuses a body nested a million levels deep itself (400), so Prism never parses it", async () => {
  const pids = sandbox.control.prismPids();
  const depth = 1_000_000;
  const attributes = { ...event.data.attributes, properties: "@" };
  const body = JSON.stringify({ data: { type: "event", attributes } }).replace(
    '"@"',
    `${"[".repeat(depth)}${"]".repeat(depth)}`,
  );
  const headers = { revision: REVISION, authorization: bearer(tokens.access_token) };
  const result = await reply(
    await fetch(`${sandbox.baseUrl}/api/events/`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/vnd.api+json" },
      body,
    }),
  );
  expect(result.status).toBe(400);
  expectApiError(result.json, [
    {
      status: 400,
      code: "parse_error",
      title: "JSON nested too deeply.",
      detail: "The body nests objects and arrays more than 64 levels deep, the sandbox's limit.",
    },
  ]);
  expect(sandbox.control.prismPids()).toEqual(pids);
  const next = await api(sandbox, "/api/events/", { authorization: bearer(tokens.access_token), json: event });
  expect(next.status, next.text).toBeLessThan(300);
});

it("rejects an unknown revision itself (404), without asking Prism", async () => {
  const result = await api(sandbox, "/api/profiles/", {
    revision: "2099-01-01",
    authorization: bearer(tokens.access_token),
  });
  expect(result.status).toBe(404);
  expectApiError(result.json, [
    {
      status: 404,
      code: "not_found",
      title: "Not found.",
      detail: "The revision header does not match a documented revision.",
    },
  ]);
  expect(sandbox.control.prismPids()).toHaveLength(1);
});

it("answers a path the spec does not have with 404 in the API error shape", async () => {
  const result = await api(sandbox, "/api/nothing-here/", { authorization: bearer(tokens.access_token) });
  expect(result.status).toBe(404);
  expect(result.json.errors[0]).toMatchObject({ status: 404, code: "not_found" });
});

it("passes a /client/ call with company_id through", async () => {
  const body = {
    data: {
      type: "subscription",
      attributes: {
        profile: { data: { type: "profile", attributes: { email: "sarah.mason@example.com" } } },
      },
      relationships: { list: { data: { type: "list", id: "Y6nRLr" } } },
    },
  };
  const result = await api(sandbox, `/client/subscriptions/?company_id=${PUBLIC_KEY}`, { json: body });
  expect(result.status, result.text).toBeLessThan(300);
  expect(result.headers.get("sl-violations")).toBeNull();
});

it("still runs the gateway's own checks first (401 with a Prism running)", async () => {
  const result = await api(sandbox, "/api/profiles/", { revision: REVISION });
  expect(result.status).toBe(401);
  expect(result.json.errors[0].code).toBe("not_authenticated");
});

it("stop() ends every Prism it started (one per revision) and closes both hosts", async () => {
  const other = await api(sandbox, "/api/profiles/", {
    revision: "2023-10-15",
    authorization: bearer(tokens.access_token),
  });
  expect(other.status, other.text).toBe(200);
  const pids = sandbox.control.prismPids();
  expect(pids).toHaveLength(2);
  for (const pid of pids) expect(alive(pid)).toBe(true);
  await sandbox.stop();
  for (const pid of pids) expect(alive(pid), `Prism ${pid} still running`).toBe(false);
  for (const url of [sandbox.baseUrl, sandbox.authorizeUrl])
    await expect(fetch(`${url}/`, { signal: AbortSignal.timeout(2000) })).rejects.toThrow();
}, 40_000);
