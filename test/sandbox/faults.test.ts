/**
 * Fault injection through the control API: canned responses for the next request(s) to a path, on either host, with
 * a delay or a cut-off body; token calls still counted; validated; cleared by reset().
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { authorize, authorizeParams, install, pkcePair, refresh, start, type TestSandbox } from "./support.js";

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await start();
});
afterEach(() => sandbox.control.reset());
afterAll(() => sandbox.stop());

describe("injected faults", () => {
  it("answer the next token call instead of the sandbox, still counted, then the sandbox is back", async () => {
    const tokens = await install(sandbox);
    sandbox.control.injectFault("api", "/oauth/token", {
      status: 200,
      headers: { "content-type": "text/html" },
      body: "<html>captive portal</html>",
    });
    const faulted = await refresh(sandbox, tokens.refresh_token);
    expect([faulted.status, faulted.headers.get("content-type"), faulted.text]).toEqual([
      200,
      "text/html",
      "<html>captive portal</html>",
    ]);
    expect(sandbox.control.tokenCalls("refresh_token")).toBe(1);
    expect((await refresh(sandbox, tokens.refresh_token)).json.refresh_token).toBe(tokens.refresh_token);
  });

  it("last `times` requests, on either host", async () => {
    sandbox.control.injectFault("web", "/oauth/authorize", { status: 503, times: 2 });
    expect((await authorize(sandbox, authorizeParams(pkcePair().challenge))).status).toBe(503);
    expect((await authorize(sandbox, authorizeParams(pkcePair().challenge))).status).toBe(503);
    expect((await authorize(sandbox, authorizeParams(pkcePair().challenge))).status).toBe(302);
  });

  it("can cut the body off after some bytes", async () => {
    sandbox.control.injectFault("api", "/api/accounts/", { status: 200, body: '{"data": [1, 2, 3]}', truncateAt: 5 });
    const response = await fetch(`${sandbox.baseUrl}/api/accounts/`);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });

  it("can hold the headers back", async () => {
    sandbox.control.injectFault("api", "/oauth/revoke", { status: 200, delayMs: 300 });
    const started = Date.now();
    const response = await fetch(`${sandbox.baseUrl}/oauth/revoke`, { method: "POST" });
    expect([response.status, await response.text()]).toEqual([200, ""]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it.each([
    [{ status: 42 }, "status is an HTTP status"],
    [{ status: 200, delayMs: 60_001 }, "delayMs is an integer from 0 to 60000"],
    [{ status: 200, headers: { "x-a": "b\r\nx: y" } }, 'header "x-a" is not a valid header'],
  ])("refuses %j", (fault, message) => {
    expect(() => sandbox.control.injectFault("api", "/oauth/token", fault)).toThrow(message);
  });

  it("are cleared by reset()", async () => {
    sandbox.control.injectFault("api", "/oauth/token", { status: 500 });
    sandbox.control.reset();
    expect((await refresh(sandbox, "x")).status).toBe(400);
  });
});
