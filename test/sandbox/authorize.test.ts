/**
 * The authorization page, GET {authorize_url}/oauth/authorize ("Endpoints / Authorization", "States and transitions",
 * "Errors / Other", RFC 6749 §4.1.2.1): who may grant, grant and deny redirects, the user's choice from the query, the
 * control setting and the consent page, every required parameter, and the 503.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_DENIED_DESCRIPTION } from "../../scripts/sandbox/index.js";
import {
  ACCOUNT,
  authorize,
  authorizeParams,
  callbackQuery,
  CLIENT_ID,
  exchange,
  OTHER_CLIENT_ID,
  pkcePair,
  REDIRECT_URI,
  REDIRECT_WITH_QUERY,
  start,
  type TestSandbox,
} from "./support.js";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await start();
});
afterEach(() => sandbox.control.reset());
afterAll(() => sandbox.stop());

const { challenge } = pkcePair();

describe("grant and deny", () => {
  it("grants: 302 to the redirect_uri with code and state, nothing else", async () => {
    const response = await authorize(sandbox, authorizeParams(challenge));
    const query = callbackQuery(response);
    expect([...query.keys()]).toEqual(["code", "state"]);
    expect(query.get("state")).toBe("st-8f2c41");
    expect(query.get("code")).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(await response.text()).toBe("");
  });

  it("denies on decision=deny: error=access_denied, the description form-encoded with +, and state", async () => {
    const response = await authorize(sandbox, authorizeParams(challenge, { decision: "deny" }));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      `${REDIRECT_URI}?error=access_denied&error_description=The+resource+owner+or+authorization+server+denied+the+request.&state=st-8f2c41`,
    );
    expect(ACCESS_DENIED_DESCRIPTION).toBe("The resource owner or authorization server denied the request.");
  });

  it("denies when the control setting says deny and the URL has no decision", async () => {
    sandbox.control.setDecision("deny");
    const query = callbackQuery(await authorize(sandbox, authorizeParams(challenge)));
    expect(Object.fromEntries(query)).toEqual({
      error: "access_denied",
      error_description: ACCESS_DENIED_DESCRIPTION,
      state: "st-8f2c41",
    });
  });

  it("decision=grant in the URL wins over a deny setting", async () => {
    sandbox.control.setDecision("deny");
    const query = callbackQuery(await authorize(sandbox, authorizeParams(challenge, { decision: "grant" })));
    expect(query.get("code")).toBeTruthy();
  });

  it("prompt shows the consent page (scopes, unverified warning, escaped names) whose links decide", async () => {
    sandbox.control.setDecision("prompt");
    const response = await authorize(sandbox, authorizeParams(challenge, { state: '"><script>x</script>' }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain("Partner &#60;One&#62; wants access to Acme");
    expect(html).toContain("<li>accounts:read</li><li>profiles:read</li>");
    expect(html).toContain("has not been verified");
    expect(html).not.toContain("<script>");
    const grant = /id="grant" href="([^"]+)"/.exec(html)![1]!.replace(/&#38;/g, "&");
    const followed = await fetch(`${sandbox.authorizeUrl}${grant}`, { redirect: "manual" });
    const query = callbackQuery(followed);
    expect(query.get("state")).toBe('"><script>x</script>');
    expect(query.get("code")).toBeTruthy();
  });

  it("shows no warning for a verified app", async () => {
    sandbox.control.setDecision("prompt");
    const response = await authorize(sandbox, authorizeParams(challenge, { client_id: OTHER_CLIENT_ID }));
    expect(await response.text()).not.toContain("has not been verified");
  });

  it("returns state unchanged, whatever characters it holds", async () => {
    const state = "a b+c&d=e/é?%20";
    const query = callbackQuery(await authorize(sandbox, authorizeParams(challenge, { state })));
    expect(query.get("state")).toBe(state);
  });

  it("keeps the redirect URL's own query", async () => {
    const response = await authorize(sandbox, authorizeParams(challenge, { redirect_uri: REDIRECT_WITH_QUERY }));
    expect(response.headers.get("location")).toMatch(
      /^https:\/\/partner\.example\/cb\?tenant=7&code=[\w-]+&state=st-8f2c41$/,
    );
  });

  it("refuses a decision other than grant or deny with a 400 page", async () => {
    const response = await authorize(sandbox, authorizeParams(challenge, { decision: "maybe" }));
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
  });
});

describe("roles", () => {
  it.each(["owner", "admin", "manager"])("%s may grant", async (role) => {
    sandbox.control.setRole(role);
    expect(callbackQuery(await authorize(sandbox, authorizeParams(challenge))).get("code")).toBeTruthy();
  });

  it.each(["analyst", "support", "viewer", "Owner"])("%s gets the 403 page and no redirect", async (role) => {
    sandbox.control.setRole(role);
    const response = await authorize(sandbox, authorizeParams(challenge));
    expect(response.status).toBe(403);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toContain("Only users with the owner, admin or manager role can install apps.");
  });

  it("issues the code for the account the user is logged in to", async () => {
    sandbox.control.setAccount("GLOBEX0002");
    const { verifier, challenge: c } = pkcePair();
    const query = callbackQuery(await authorize(sandbox, authorizeParams(c)));
    const result = await exchange(sandbox, { code: query.get("code")!, verifier, state: "" });
    expect(result.status).toBe(200);
    expect(sandbox.control.installation("GLOBEX0002", CLIENT_ID).state).toBe("installed");
    expect(sandbox.control.installation(ACCOUNT, CLIENT_ID).state).toBe("never");
  });
});

describe("the seven parameters", () => {
  /** Problems that may be redirected back: error, description, whether state comes back. */
  const redirected: [string, Record<string, string | undefined>, string, string][] = [
    ["response_type missing", { response_type: undefined }, "invalid_request", "response_type is missing."],
    ["response_type token", { response_type: "token" }, "unsupported_response_type", "response_type must be code."],
    ["scope missing", { scope: undefined }, "invalid_request", "scope is missing."],
    ["scope empty", { scope: "" }, "invalid_request", "scope is missing."],
    [
      "no scope of the app",
      { scope: "webhooks:write lists:write" },
      "invalid_scope",
      "None of the requested scopes is a scope of the app.",
    ],
    [
      "code_challenge_method missing",
      { code_challenge_method: undefined },
      "invalid_request",
      "code_challenge_method is missing.",
    ],
    [
      "code_challenge_method plain",
      { code_challenge_method: "plain" },
      "invalid_request",
      "code_challenge_method must be S256 (transform algorithm not supported).",
    ],
    ["code_challenge missing", { code_challenge: undefined }, "invalid_request", "code_challenge is missing."],
    [
      "code_challenge not 43 base64url characters",
      { code_challenge: "abc" },
      "invalid_request",
      "code_challenge must be the unpadded base64url of a SHA-256 digest.",
    ],
  ];
  it.each(redirected)("%s → redirect with error", async (_, overrides, error, description) => {
    const query = callbackQuery(await authorize(sandbox, authorizeParams(challenge, overrides)));
    expect(Object.fromEntries(query)).toEqual({ error, error_description: description, state: "st-8f2c41" });
  });

  it("state missing → redirect with invalid_request and no state", async () => {
    const query = callbackQuery(await authorize(sandbox, authorizeParams(challenge, { state: undefined })));
    expect(Object.fromEntries(query)).toEqual({ error: "invalid_request", error_description: "state is missing." });
  });

  it("a repeated parameter → invalid_request", async () => {
    const params = new URLSearchParams(authorizeParams(challenge) as Record<string, string>);
    params.append("state", "second");
    const query = callbackQuery(await authorize(sandbox, params));
    expect(query.get("error")).toBe("invalid_request");
    expect(query.get("error_description")).toBe("state was given more than once.");
  });

  const notRedirected: [string, Record<string, string | undefined>, string][] = [
    ["client_id missing", { client_id: undefined }, "client_id is missing."],
    ["client_id unknown", { client_id: "nobody" }, "client_id does not name a registered app."],
    ["redirect_uri missing", { redirect_uri: undefined }, "redirect_uri is missing."],
    [
      "redirect_uri with a trailing slash",
      { redirect_uri: `${REDIRECT_URI}/` },
      "redirect_uri does not exactly match any redirect URL of the app.",
    ],
    [
      "redirect_uri in another case",
      { redirect_uri: REDIRECT_URI.toUpperCase() },
      "redirect_uri does not exactly match any redirect URL of the app.",
    ],
    [
      "redirect_uri with an extra query",
      { redirect_uri: `${REDIRECT_URI}?x=1` },
      "redirect_uri does not exactly match any redirect URL of the app.",
    ],
    [
      "redirect_uri of another host",
      { redirect_uri: "https://evil.example/oauth/callback" },
      "redirect_uri does not exactly match any redirect URL of the app.",
    ],
  ];
  it.each(notRedirected)("%s → 400 page, never a redirect", async (_, overrides, message) => {
    const response = await authorize(sandbox, authorizeParams(challenge, overrides));
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
    expect(await response.text()).toContain(`<p>${message}</p>`);
  });

  it("ignores requested scopes the app does not have", async () => {
    const { verifier, challenge: c } = pkcePair();
    const query = callbackQuery(
      await authorize(sandbox, authorizeParams(c, { scope: "profiles:read webhooks:write accounts:read" })),
    );
    const result = await exchange(sandbox, { code: query.get("code")!, verifier, state: "" });
    expect(result.json.scope).toBe("profiles:read accounts:read");
  });
});

it("answers 503 with no body while the OAuth service is unavailable", async () => {
  sandbox.control.setUnavailable(true);
  const response = await authorize(sandbox, authorizeParams(challenge));
  expect(response.status).toBe(503);
  expect(await response.text()).toBe("");
});
