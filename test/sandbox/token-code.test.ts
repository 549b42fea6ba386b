/**
 * POST {base_url}/oauth/token with grant_type=authorization_code ("Endpoints / Token exchange", "Errors / Token
 * endpoint", "Authentication" item 7, RFC 6749 §4.1.3 and §10.5, RFC 7636 §4.6): the token response, the code's
 * single use and lifetime, redirect_uri, PKCE. What every token call shares is in token-endpoint.test.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { TOKEN_ERRORS } from "../../scripts/sandbox/index.js";
import {
  ACCESS_TOKEN_LENGTH,
  api,
  authorize,
  authorizeParams,
  basic,
  bearer,
  callbackQuery,
  CLIENT_ID,
  exchange,
  install,
  issueCode,
  OTHER_CLIENT_ID,
  OTHER_CLIENT_SECRET,
  refresh,
  REDIRECT_URI,
  REDIRECT_WITH_QUERY,
  start,
  testConfig,
  token,
  type TestSandbox,
} from "./support.js";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await start();
});
afterEach(() => sandbox.control.reset());
afterAll(() => sandbox.stop());

describe("a code exchange", () => {
  it("returns the token response: bearer, expires_in, a long opaque access token, a 512-character refresh token", async () => {
    const issued = await issueCode(sandbox);
    const result = await exchange(sandbox, issued);
    expect(result.status).toBe(200);
    expect(result.json).toEqual({
      access_token: expect.stringMatching(new RegExp(`^[A-Za-z0-9_-]{${ACCESS_TOKEN_LENGTH}}$`)),
      token_type: "bearer",
      expires_in: 3600,
      refresh_token: expect.stringMatching(/^[A-Za-z0-9_-]{512}$/),
      scope: "accounts:read profiles:read",
    });
    expect(result.headers.get("content-type")).toBe("application/json");
    expect(result.headers.get("cache-control")).toBe("no-store");
    expect(result.headers.get("pragma")).toBe("no-cache");
    expect(sandbox.control.installation("ACME000001", CLIENT_ID).state).toBe("installed");
  });

  it("accepts the RFC 7636 Appendix B pair", async () => {
    const verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
    const query = callbackQuery(
      await authorize(sandbox, authorizeParams("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")),
    );
    const result = await exchange(sandbox, { code: query.get("code")!, verifier, state: "" });
    expect(result.status).toBe(200);
  });

  it("accepts a form content type with a charset", async () => {
    const issued = await issueCode(sandbox);
    const result = await exchange(sandbox, issued, REDIRECT_URI, {
      contentType: "application/x-www-form-urlencoded; charset=UTF-8",
    });
    expect(result.status).toBe(200);
  });

  it("takes the configured expires_in and access-token length (up to 4096)", async () => {
    const other = await start({ config: testConfig({ tokens: { accessTokenLength: 4096, expiresInSeconds: 120 } }) });
    try {
      const tokens = await install(other);
      expect(tokens.expires_in).toBe(120);
      expect(tokens.access_token).toHaveLength(4096);
      expect((await api(other, "/api/accounts/", { authorization: bearer(tokens.access_token) })).status).toBe(200);
    } finally {
      await other.stop();
    }
  });
});

describe("the code", () => {
  it("works once: a second exchange is invalid_grant", async () => {
    const issued = await issueCode(sandbox);
    expect((await exchange(sandbox, issued)).status).toBe(200);
    const second = await exchange(sandbox, issued);
    expect([second.status, second.json]).toEqual([400, TOKEN_ERRORS.codeUsed.body]);
    expect(second.json).toEqual({
      error: "invalid_grant",
      error_description: "Authorization code has already been used",
    });
  });

  it("reused, revokes the tokens issued from it (RFC 6749 §10.5)", async () => {
    const issued = await issueCode(sandbox);
    const first = (await exchange(sandbox, issued)).json;
    await exchange(sandbox, issued);
    const refreshed = await refresh(sandbox, first.refresh_token);
    expect([refreshed.status, refreshed.json]).toEqual([400, TOKEN_ERRORS.refreshRevoked.body]);
    const call = await api(sandbox, "/api/accounts/", { authorization: bearer(first.access_token) });
    expect(call.status).toBe(401);
    expect(call.json.errors[0].code).toBe("authentication_failed");
  });

  it("reused, leaves the tokens alone when revokeTokensOnCodeReuse is false", async () => {
    const lenient = await start({ config: testConfig({ revokeTokensOnCodeReuse: false }) });
    try {
      const issued = await issueCode(lenient);
      const first = (await exchange(lenient, issued)).json;
      expect((await exchange(lenient, issued)).json).toEqual(TOKEN_ERRORS.codeUsed.body);
      expect((await refresh(lenient, first.refresh_token)).status).toBe(200);
    } finally {
      await lenient.stop();
    }
  });

  it("lives 5 minutes: valid at 4:59.999, expired at 5:00", async () => {
    const early = await issueCode(sandbox);
    const late = await issueCode(sandbox);
    sandbox.control.advance(5 * 60_000 - 1);
    expect((await exchange(sandbox, early)).status).toBe(200);
    sandbox.control.advance(1);
    const expired = await exchange(sandbox, late);
    expect([expired.status, expired.json]).toEqual([400, TOKEN_ERRORS.codeExpired.body]);
  });

  it("is unknown when it does not exist", async () => {
    const result = await exchange(sandbox, { code: "no-such-code", verifier: "a".repeat(43), state: "" });
    expect([result.status, result.json]).toEqual([400, TOKEN_ERRORS.codeUnknown.body]);
  });

  it("is unknown to another app", async () => {
    const issued = await issueCode(sandbox);
    const result = await exchange(sandbox, issued, REDIRECT_URI, {
      authorization: basic(OTHER_CLIENT_ID, OTHER_CLIENT_SECRET),
    });
    expect([result.status, result.json]).toEqual([400, TOKEN_ERRORS.codeUnknown.body]);
  });

  it("needs the identical redirect_uri, and a failed attempt does not use it up", async () => {
    const issued = await issueCode(sandbox);
    const wrong = await exchange(sandbox, issued, REDIRECT_WITH_QUERY);
    expect([wrong.status, wrong.json]).toEqual([400, TOKEN_ERRORS.redirectUriMismatch.body]);
    expect((await exchange(sandbox, issued)).status).toBe(200);
  });
});

describe("PKCE", () => {
  it.each([
    ["42 characters", "a".repeat(42)],
    ["129 characters", "a".repeat(129)],
    ["a character outside the set (+)", `${"a".repeat(42)}+`],
    ["a space", `${"a".repeat(42)} `],
  ])('a verifier of %s fails the pattern: 400 invalid_request Invalid "code_verifier"', async (_, verifier) => {
    const issued = await issueCode(sandbox);
    const result = await exchange(sandbox, { ...issued, verifier });
    expect([result.status, result.json]).toEqual([
      400,
      { error: "invalid_request", error_description: 'Invalid "code_verifier"' },
    ]);
  });

  it("a missing verifier fails the pattern too", async () => {
    const issued = await issueCode(sandbox);
    const result = await token(sandbox, {
      grant_type: "authorization_code",
      code: issued.code,
      redirect_uri: REDIRECT_URI,
    });
    expect([result.status, result.json]).toEqual([400, TOKEN_ERRORS.verifierMalformed.body]);
  });

  it('a verifier that does not match the challenge: 400 invalid_grant Invalid "code_verifier"', async () => {
    const issued = await issueCode(sandbox);
    const result = await exchange(sandbox, { ...issued, verifier: "b".repeat(43) });
    expect([result.status, result.json]).toEqual([
      400,
      { error: "invalid_grant", error_description: 'Invalid "code_verifier"' },
    ]);
  });

  it("accepts verifiers of 43 and 128 characters of the whole set", async () => {
    for (const verifier of [`${"A".repeat(39)}-._~`, `${"z9".repeat(62)}-._~`]) {
      const { createHash } = await import("node:crypto");
      const challenge = createHash("sha256").update(verifier).digest("base64url");
      const query = callbackQuery(await authorize(sandbox, authorizeParams(challenge)));
      expect((await exchange(sandbox, { code: query.get("code")!, verifier, state: "" })).status).toBe(200);
    }
  });
});

describe("missing parameters", () => {
  it("code → invalid_request", async () => {
    const result = await token(sandbox, {
      grant_type: "authorization_code",
      code_verifier: "a".repeat(43),
      redirect_uri: REDIRECT_URI,
    });
    expect([result.status, result.json]).toEqual([
      400,
      { error: "invalid_request", error_description: 'Missing "code" in request.' },
    ]);
  });

  it("redirect_uri → invalid_request", async () => {
    const issued = await issueCode(sandbox);
    const result = await token(sandbox, {
      grant_type: "authorization_code",
      code: issued.code,
      code_verifier: issued.verifier,
    });
    expect([result.status, result.json]).toEqual([400, TOKEN_ERRORS.missingRedirectUri.body]);
  });
});
