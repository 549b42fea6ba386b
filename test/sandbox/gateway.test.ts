/**
 * The API gateway without Prism (`prism: false`): the revision header, the Authorization header and its two 401s,
 * private keys, the /client/ public key, the 503 for bearer calls, and the examples upstream's answers. Rate limits
 * are in rate-limits.test.ts, Prism behind the gateway in gateway-prism.test.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENTED_API_ERRORS } from "../../scripts/sandbox/index.js";
import {
  ACCESS_TOKEN_LENGTH,
  api,
  bearer,
  expectApiError,
  install,
  PRIVATE_KEY,
  PUBLIC_KEY,
  revoke,
  start,
  type TestSandbox,
} from "./support.js";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await start();
});
afterEach(() => sandbox.control.reset());
afterAll(() => sandbox.stop());

const NOT_AUTHENTICATED = {
  status: 401,
  code: "not_authenticated",
  title: "Credentials not provided.",
  detail: "Missing or invalid access token.",
  source: { pointer: "/data/" },
};
const AUTHENTICATION_FAILED = {
  status: 401,
  code: "authentication_failed",
  title: "Incorrect authentication credentials.",
  detail: "The access token does not exist, is expired or is revoked.",
};
const UNKNOWN_REVISION = {
  status: 404,
  code: "not_found",
  title: "Not found.",
  detail: "The revision header does not match a documented revision.",
};

it("uses the bodies of specs/shared/errors.yaml", () => {
  expect(DOCUMENTED_API_ERRORS).toEqual({
    NotAuthenticated: NOT_AUTHENTICATED,
    AuthenticationFailed: AUTHENTICATION_FAILED,
    UnknownRevision: UNKNOWN_REVISION,
  });
});

describe("the revision header", () => {
  it.each([
    ["missing", null],
    ["unknown", "2099-01-01"],
    ["a date that is not a revision", "2023-02-07"],
    ["not a date", "latest"],
    ["a beta that does not exist", "2024-05-15.pre"],
  ])("%s → 404 with the API error object", async (_, revision) => {
    const result = await api(sandbox, "/api/accounts/", { revision, authorization: PRIVATE_KEY });
    expect(result.status).toBe(404);
    expectApiError(result.json, [UNKNOWN_REVISION]);
  });

  it.each(["2022-10-17", "2023-08-15.pre", "2024-05-15"])("documented revision %s passes", async (revision) => {
    sandbox.control.reset();
    expect((await api(sandbox, "/api/profiles/", { revision, authorization: PRIVATE_KEY })).status).toBe(200);
  });

  it("is checked before the credentials", async () => {
    const result = await api(sandbox, "/api/accounts/", { revision: "2099-01-01" });
    expect(result.status).toBe(404);
  });
});

describe("the Authorization header", () => {
  const malformed: [string, (token: string) => string | null][] = [
    ["missing", () => null],
    ["without the Bearer prefix", (t) => t],
    ["another scheme", (t) => `Token ${t}`],
    ["Bearer and nothing", () => "Bearer"],
    ["Bearer and a space", () => "Bearer "],
    ["a missing character", (t) => `Bearer ${t.slice(1)}`],
    ["an extra character", (t) => `Bearer ${t}x`],
    ["two spaces", (t) => `Bearer  ${t}`],
    ["a trailing space inside a second word", (t) => `Bearer ${t} x`],
    ["quotes", (t) => `Bearer "${t.slice(2)}"`],
    ["a character outside the token alphabet", (t) => `Bearer ${t.slice(1)}+`],
  ];
  it.each(malformed)("%s → 401 not_authenticated with source.pointer /data/", async (_, header) => {
    const tokens = await install(sandbox);
    const result = await api(sandbox, "/api/accounts/", { authorization: header(tokens.access_token) });
    expect(result.status).toBe(401);
    expectApiError(result.json, [NOT_AUTHENTICATED]);
    expect(result.headers.get("content-type")).toBe("application/json");
  });

  it("a well-formed token that does not exist → 401 authentication_failed", async () => {
    const result = await api(sandbox, "/api/accounts/", { authorization: bearer("A".repeat(ACCESS_TOKEN_LENGTH)) });
    expect(result.status).toBe(401);
    expectApiError(result.json, [AUTHENTICATION_FAILED]);
  });

  it("an expired token → 401 authentication_failed", async () => {
    const tokens = await install(sandbox);
    sandbox.control.advance(3600_000);
    const result = await api(sandbox, "/api/accounts/", { authorization: bearer(tokens.access_token) });
    expect(result.status).toBe(401);
    expectApiError(result.json, [AUTHENTICATION_FAILED]);
  });

  it("a revoked token → 401 authentication_failed", async () => {
    const tokens = await install(sandbox);
    await revoke(sandbox, { token_type_hint: "refresh_token", token: tokens.refresh_token });
    const result = await api(sandbox, "/api/accounts/", { authorization: bearer(tokens.access_token) });
    expect(result.status).toBe(401);
    expectApiError(result.json, [AUTHENTICATION_FAILED]);
  });

  it("a valid token passes, with a lower-case scheme name too", async () => {
    const tokens = await install(sandbox);
    expect((await api(sandbox, "/api/accounts/", { authorization: bearer(tokens.access_token) })).status).toBe(200);
    expect((await api(sandbox, "/api/accounts/", { authorization: `bearer ${tokens.access_token}` })).status).toBe(200);
  });

  it("a private key of the config passes; an unknown one is not_authenticated", async () => {
    expect((await api(sandbox, "/api/accounts/", { authorization: PRIVATE_KEY })).status).toBe(200);
    const result = await api(sandbox, "/api/accounts/", { authorization: "pk_unknown_0000" });
    expect(result.status).toBe(401);
    expectApiError(result.json, [NOT_AUTHENTICATED]);
  });

  it("while the OAuth service is unavailable: bearer calls 503 with no body, private keys unaffected", async () => {
    const tokens = await install(sandbox);
    sandbox.control.setUnavailable(true);
    const result = await api(sandbox, "/api/accounts/", { authorization: bearer(tokens.access_token) });
    expect([result.status, result.text]).toEqual([503, ""]);
    expect((await api(sandbox, "/api/accounts/", { authorization: PRIVATE_KEY })).status).toBe(200);
  });
});

describe("/client/", () => {
  const subscription = { data: { type: "subscription", attributes: {} } };

  it("takes the account's public key in company_id and no Authorization", async () => {
    const result = await api(sandbox, `/client/subscriptions/?company_id=${PUBLIC_KEY}`, { json: subscription });
    expect(result.status).toBe(200);
    expect(result.json).toEqual({ data: { type: "subscription", id: "sandbox-1", attributes: {} } });
  });

  it.each([
    ["no company_id", "/client/subscriptions/", {}],
    ["an empty company_id", "/client/subscriptions/?company_id=", {}],
    ["company_id twice", `/client/subscriptions/?company_id=${PUBLIC_KEY}&company_id=${PUBLIC_KEY}`, {}],
    [
      "an Authorization header as well",
      `/client/subscriptions/?company_id=${PUBLIC_KEY}`,
      { authorization: PRIVATE_KEY },
    ],
  ])("%s → 401 not_authenticated", async (_, target, extra) => {
    const result = await api(sandbox, target, { json: subscription, ...extra });
    expect(result.status).toBe(401);
    expectApiError(result.json, [
      {
        status: 401,
        code: "not_authenticated",
        title: "Credentials not provided.",
        detail:
          "Client endpoints take the public key in the company_id query parameter, once, and no Authorization header.",
      },
    ]);
  });

  it("an unknown public key → 401 authentication_failed", async () => {
    const result = await api(sandbox, "/client/subscriptions/?company_id=Nope01", { json: subscription });
    expect(result.status).toBe(401);
    expectApiError(result.json, [
      {
        status: 401,
        code: "authentication_failed",
        title: "Incorrect authentication credentials.",
        detail: "The public key in company_id does not exist.",
      },
    ]);
  });
});

describe("answers without Prism", () => {
  it("a collection GET → 200 {data: []}", async () => {
    const result = await api(sandbox, "/api/profiles/", { authorization: PRIVATE_KEY });
    expect([result.status, result.json]).toEqual([200, { data: [] }]);
  });

  it("an item GET → one resource with the path's id", async () => {
    const result = await api(sandbox, "/api/profiles/01ABC/", { authorization: PRIVATE_KEY });
    expect([result.status, result.json]).toEqual([200, { data: { type: "profiles", id: "01ABC", attributes: {} } }]);
  });

  it("a POST → one resource of the body's type", async () => {
    const result = await api(sandbox, "/api/events/", {
      authorization: PRIVATE_KEY,
      json: { data: { type: "event", attributes: {} } },
    });
    expect([result.status, result.json]).toEqual([200, { data: { type: "event", id: "sandbox-1", attributes: {} } }]);
  });

  it("a path the revision does not have → 404", async () => {
    const result = await api(sandbox, "/api/nothing-here/", { authorization: PRIVATE_KEY });
    expect(result.status).toBe(404);
    expectApiError(result.json, [
      {
        status: 404,
        code: "not_found",
        title: "Not found.",
        detail: "No operation of revision 2024-05-15 has the path /api/nothing-here/.",
      },
    ]);
  });

  it("a path that is newer than the revision → 404 (template-render arrived in 2023-01-24)", async () => {
    const old = await api(sandbox, "/api/template-render/", {
      revision: "2022-10-17",
      authorization: PRIVATE_KEY,
      json: {},
    });
    expect(old.status).toBe(404);
  });

  it("a method the path does not take → 405 with Allow", async () => {
    const result = await api(sandbox, "/api/accounts/", { authorization: PRIVATE_KEY, method: "DELETE" });
    expect([result.status, result.headers.get("allow")]).toEqual([405, "GET"]);
  });

  it("anything outside /api/, /client/, /oauth/ and /__sandbox/ → 404", async () => {
    expect((await fetch(`${sandbox.baseUrl}/v1/people/exclusions`)).status).toBe(404);
  });
});
