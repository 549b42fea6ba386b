/**
 * What every call of POST {base_url}/oauth/token shares ("Endpoints / Token exchange", "Errors / Token endpoint",
 * "Authentication" item 6): HTTP Basic client authentication, form-only bodies, grant_type, repeated parameters,
 * the method, the 503, and the count of calls by grant type.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { TOKEN_ERRORS } from "../../scripts/sandbox/index.js";
import {
  basic,
  CLIENT_ID,
  CLIENT_SECRET,
  exchange,
  install,
  issueCode,
  OTHER_CLIENT_SECRET,
  refresh,
  REDIRECT_URI,
  start,
  token,
  type TestSandbox,
} from "./support.js";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await start();
});
afterEach(() => sandbox.control.reset());
afterAll(() => sandbox.stop());

describe("client authentication (HTTP Basic)", () => {
  const invalidClient = { error: "invalid_client" };
  it.each([
    ["missing", null],
    ["a wrong secret", basic(CLIENT_ID, "wrong")],
    ["an unknown client", basic("nobody", CLIENT_SECRET)],
    ["another app's secret", basic(CLIENT_ID, OTHER_CLIENT_SECRET)],
    ["not base64", "Basic !!!"],
    ["no colon", `Basic ${Buffer.from(CLIENT_ID).toString("base64")}`],
    ["Bearer instead of Basic", `Bearer ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`],
    ["the secret form-encoded", basic(CLIENT_ID, encodeURIComponent(CLIENT_SECRET).replace(/-/g, "%2D"))],
  ])("%s → 401 invalid_client with WWW-Authenticate", async (_, authorization) => {
    const issued = await issueCode(sandbox);
    const result = await exchange(sandbox, issued, REDIRECT_URI, { authorization });
    expect([result.status, result.json]).toEqual([401, invalidClient]);
    expect(result.headers.get("www-authenticate")).toBe('Basic realm="oauth"');
    expect(result.headers.get("cache-control")).toBe("no-store");
  });

  it("accepts a lower-case scheme name", async () => {
    const issued = await issueCode(sandbox);
    const authorization = basic().replace("Basic", "basic");
    expect((await exchange(sandbox, issued, REDIRECT_URI, { authorization })).status).toBe(200);
  });

  it("credentials in the body instead of Basic → 401 invalid_client", async () => {
    const issued = await issueCode(sandbox);
    const result = await token(
      sandbox,
      {
        grant_type: "authorization_code",
        code: issued.code,
        code_verifier: issued.verifier,
        redirect_uri: REDIRECT_URI,
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
      },
      { authorization: null },
    );
    expect([result.status, result.json]).toEqual([401, invalidClient]);
  });
});

describe("body and grant_type", () => {
  const unsupported = { error: "unsupported_grant_type" };

  it("a JSON body → 400 unsupported_grant_type", async () => {
    const issued = await issueCode(sandbox);
    const result = await token(
      sandbox,
      {},
      {
        contentType: "application/json",
        body: JSON.stringify({
          grant_type: "authorization_code",
          code: issued.code,
          code_verifier: issued.verifier,
          redirect_uri: REDIRECT_URI,
        }),
      },
    );
    expect([result.status, result.json]).toEqual([400, unsupported]);
  });

  it("no content type → 400 unsupported_grant_type", async () => {
    const result = await token(sandbox, { grant_type: "refresh_token", refresh_token: "x" }, { contentType: null });
    expect([result.status, result.json]).toEqual([400, unsupported]);
  });

  it.each([
    ["missing", {}],
    ["empty", { grant_type: "" }],
    ["client_credentials", { grant_type: "client_credentials" }],
    ["invalid_grant_type", { grant_type: "invalid_grant_type" }],
    ["upper case", { grant_type: "REFRESH_TOKEN", refresh_token: "x" }],
  ])("grant_type %s → 400 unsupported_grant_type", async (_, form) => {
    const result = await token(sandbox, form);
    expect([result.status, result.json]).toEqual([400, unsupported]);
  });

  it("a repeated parameter → 400 invalid_request", async () => {
    const issued = await issueCode(sandbox);
    const body = new URLSearchParams({
      grant_type: "authorization_code",
      code: issued.code,
      code_verifier: issued.verifier,
      redirect_uri: REDIRECT_URI,
    });
    body.append("code", issued.code);
    const result = await token(sandbox, {}, { body: body.toString() });
    expect([result.status, result.json]).toEqual([400, TOKEN_ERRORS.duplicateParameter.body]);
  });

  it("another method → 405 with Allow: POST", async () => {
    const response = await fetch(`${sandbox.baseUrl}/oauth/token`);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});

describe("unavailable", () => {
  it("503 with no body", async () => {
    const issued = await issueCode(sandbox);
    sandbox.control.setUnavailable(true);
    const result = await exchange(sandbox, issued);
    expect([result.status, result.text]).toEqual([503, ""]);
    expect(result.headers.get("retry-after")).toBeNull();
    sandbox.control.setUnavailable(false);
    expect((await exchange(sandbox, issued)).status).toBe(200);
  });

  it("503 with Retry-After when the control says so", async () => {
    sandbox.control.setUnavailable(true, { retryAfterSeconds: 30 });
    const result = await refresh(sandbox, "x".repeat(512));
    expect([result.status, result.text, result.headers.get("retry-after")]).toEqual([503, "", "30"]);
  });
});

it("counts token calls by grant type, whatever their outcome", async () => {
  const tokens = await install(sandbox);
  await refresh(sandbox, tokens.refresh_token);
  await refresh(sandbox, "unknown");
  await token(sandbox, { grant_type: "password" });
  await token(sandbox, {}, { contentType: "application/json", body: "{}" });
  expect(sandbox.control.tokenCalls("authorization_code")).toBe(1);
  expect(sandbox.control.tokenCalls("refresh_token")).toBe(2);
  expect(sandbox.control.tokenCalls("other")).toBe(2);
  expect(sandbox.control.tokenCalls()).toBe(5);
});
