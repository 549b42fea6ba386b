/**
 * The web host ({authorize_url}) beyond the authorization page: the 403 HTML page for token and revoke calls sent to
 * it ("Requests to the main web host instead of {base_url} fail with a 403 HTML page"), the app-management page
 * (owner, admin, manager of an allowlisted account; 404 otherwise), and the hosts kept apart.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  authorizeParams,
  CLIENT_SECRET,
  install,
  OTHER_ACCOUNT,
  pkcePair,
  post,
  start,
  type TestSandbox,
} from "./support.js";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await start();
});
afterEach(() => sandbox.control.reset());
afterAll(() => sandbox.stop());

describe("the wrong host", () => {
  it.each(["/oauth/token", "/oauth/revoke"])(
    "POST %s on the web host → 403 HTML, not counted as a token call",
    async (path) => {
      const tokens = await install(sandbox);
      const result = await post(
        sandbox,
        path,
        { grant_type: "refresh_token", refresh_token: tokens.refresh_token, token: tokens.refresh_token },
        { base: sandbox.authorizeUrl },
      );
      expect(result.status).toBe(403);
      expect(result.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(result.text).toMatch(/^<!doctype html>/);
      expect(result.text).toContain("<h1>403 Forbidden</h1>");
      expect(result.text).not.toContain(tokens.refresh_token);
      expect(sandbox.control.tokenCalls("refresh_token")).toBe(0);
    },
  );

  it("GET /oauth/authorize on the API host → 404", async () => {
    const { challenge } = pkcePair();
    const query = new URLSearchParams(authorizeParams(challenge) as Record<string, string>);
    const response = await fetch(`${sandbox.baseUrl}/oauth/authorize?${query}`, { redirect: "manual" });
    expect(response.status).toBe(404);
  });
});

describe("the app-management page", () => {
  it("shows the apps to an owner of an allowlisted account, without secrets", async () => {
    const response = await fetch(`${sandbox.authorizeUrl}/oauth/client`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("app-one-7c1e");
    expect(html).toContain("Partner &#60;One&#62;");
    expect(html).not.toContain(CLIENT_SECRET);
  });

  it.each(["analyst", "viewer"])("is a 404 for %s", async (role) => {
    sandbox.control.setRole(role);
    expect((await fetch(`${sandbox.authorizeUrl}/oauth/client`)).status).toBe(404);
  });

  it("is a 404 in an account that is not allowlisted", async () => {
    sandbox.control.setAccount(OTHER_ACCOUNT);
    expect((await fetch(`${sandbox.authorizeUrl}/oauth/client`)).status).toBe(404);
  });
});
