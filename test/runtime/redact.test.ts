/**
 * Redaction by value (reliability.md "Secrets in logs", items 44, 46, 62): the Redactor's forms as a table, then a
 * sweep of every error the client can raise while a server echoes the secrets back in every form, asserting that no
 * form of any secret survives in the message, the stack, the fields or JSON.stringify of the error.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Redactor, type RuntimeClientOptions } from "../../templates/runtime/index.js";
import { getProfile, makeClient } from "./ops.js";
import { json, raw, startServer, text, type Reply, type TestServer } from "./server.js";

const TOKEN = "eyJhbGciOi.tok/en+with=odd&chars ü";
const KEY = "Klaviyo-API-Key pk_secret_9f8e7d6c5b4a";
const REFRESH = "refresh_0123456789_secret";

/** Every form a secret may travel in, computed independently of the implementation (Node Buffer here is fine). */
function forms(secret: string): string[] {
  const b64 = Buffer.from(secret, "utf8").toString("base64");
  return [
    secret,
    encodeURIComponent(secret),
    encodeURIComponent(secret).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
    new URLSearchParams({ k: secret }).toString().slice(2),
    JSON.stringify(secret).slice(1, -1),
    b64,
    b64.replace(/=+$/, ""),
    Buffer.from(secret, "utf8").toString("base64url"),
  ];
}

describe("Redactor", () => {
  it.each(forms(TOKEN).map((f, i) => [i, f]))("removes form %i of a secret", (_i, form) => {
    const redactor = new Redactor();
    redactor.add(TOKEN);
    expect(redactor.redact(`before ${form} after`)).toBe("before [redacted] after");
  });

  it("removes several secrets, the longer first", () => {
    const redactor = new Redactor();
    redactor.add("abc");
    redactor.add("abcdef");
    expect(redactor.redact("x abcdef y abc z")).toBe("x [redacted] y [redacted] z");
  });

  it("ignores empty values and keeps only the recent transient ones", () => {
    const redactor = new Redactor();
    redactor.add("");
    redactor.add(undefined);
    expect(redactor.redact("unchanged")).toBe("unchanged");
    redactor.add("pinned-key");
    for (let i = 0; i < 20; i++) redactor.add(`token-number-${i}`, true);
    expect(redactor.redact("pinned-key token-number-0 token-number-19")).toBe("[redacted] token-number-0 [redacted]");
  });
});

describe("no secret in any error", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  const echo = [...forms(TOKEN), ...forms(KEY), ...forms(REFRESH)].join(" | ");
  const cases: [string, Reply, Partial<RuntimeClientOptions>?][] = [
    [
      "a JSON:API error echoing them",
      json(
        401,
        { errors: [{ code: "x", title: echo, detail: echo, source: { pointer: echo } }] },
        { "x-request-id": TOKEN },
      ),
    ],
    ["an OAuth error echoing them", json(400, { error: "invalid_grant", error_description: echo })],
    ["an HTML 403 echoing them", text(403, "text/html", `<p>${echo}</p>`)],
    ["an HTML 403 with the token right at the 200-byte cut", text(403, "text/html", `${"x".repeat(190)}${TOKEN}`)],
    ["a text/plain 500 echoing them", text(500, "text/plain", echo)],
    ["a text/plain 200 echoing them", text(200, "text/plain", echo)],
    ["malformed JSON quoting them (V8 quotes the input)", text(200, "application/json", `{"a": ${TOKEN} ${KEY}`)],
    ["malformed JSON error body", text(400, "application/json", `{"errors": ${echo}`)],
    [
      "a redirect whose location carries them",
      { status: 302, headers: { location: `https://evil.example/?t=${encodeURIComponent(TOKEN)}` } },
    ],
    [
      "a 429 above the cap echoing them",
      json(429, { errors: [{ detail: echo }] }, { "retry-after": "86400", "request-id": KEY }),
    ],
    [
      "a body cut short",
      raw(
        `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(echo) + 100}\r\n\r\n${echo}`,
      ),
      { retry: false },
    ],
    [
      "malformed JSON starting with the token (V8 quotes a prefix)",
      text(200, "application/json", `${TOKEN}${REFRESH}`),
    ],
    ["a token with CR/LF (never sent)", json(200, {}), { auth: { accessToken: () => `${TOKEN}\r\n` } }],
  ];

  it.each(cases)("%s", async (_name, reply, overrides = {}) => {
    server.reply(reply);
    const client = makeClient(server.url, { auth: { accessToken: () => TOKEN, privateKey: KEY }, ...overrides });
    client.addSecret(REFRESH);
    const outcome = await client.request(getProfile, { path: { id: "1" } }).then(
      (result) => result.error,
      (error: unknown) => error,
    );
    expect(outcome).toBeInstanceOf(Error);
    const error = outcome as Error;
    const seen = [
      error.message,
      error.stack ?? "",
      JSON.stringify(error),
      String(error),
      Object.values(error).map(String).join(" "),
    ].join("\n");
    for (const secret of [TOKEN, KEY, REFRESH]) {
      for (const form of forms(secret)) expect(seen).not.toContain(form);
    }
    // Nor a recognisable prefix of one (a cut snippet, a quoted parse position).
    for (const prefix of [TOKEN.slice(0, 8), "pk_secret", REFRESH.slice(0, 12)]) expect(seen).not.toContain(prefix);
    // Error objects never carry the request.
    for (const key of ["headers", "init", "request", "config", "cause"]) expect(Object.keys(error)).not.toContain(key);
    expect(seen.toLowerCase()).not.toContain("bearer");
  });

  it("redacts secrets in the items of a returned ApiError, field by field", async () => {
    server.reply(json(401, { errors: [{ detail: `bad token ${TOKEN}`, code: "authentication_failed" }] }));
    const client = makeClient(server.url, { auth: { accessToken: () => TOKEN } });
    const { error } = await client.request(getProfile, { path: { id: "1" } });
    expect(error?.errors).toEqual([{ detail: "bad token [redacted]", code: "authentication_failed" }]);
  });

  it("redacts a 4096-character token before cutting a field or a request id to size", async () => {
    // Cutting first left the first 2000 characters of the token in `detail` (found by the OAuth leak sweep).
    const long = `tok_${"x1y2z3".repeat(700)}`.slice(0, 4096);
    server.reply(
      json(
        401,
        { errors: [{ code: "authentication_failed", detail: `Bearer ${long}`, title: long }] },
        { "x-request-id": long },
      ),
    );
    const client = makeClient(server.url, { auth: { accessToken: () => long } });
    const { error } = await client.request(getProfile, { path: { id: "1" } });
    const seen = `${error?.message} ${JSON.stringify(error)} ${error?.requestId}`;
    expect(seen).not.toContain(long.slice(0, 16));
    expect(error?.errors[0]?.detail).toBe("Bearer [redacted]");
    expect(error?.requestId).toBe("[redacted]");
  });

  it("client.redact uses the same registry", () => {
    const client = makeClient(server.url, { auth: { privateKey: KEY } });
    expect(client.redact(`key=${encodeURIComponent(KEY)}`)).toBe("key=[redacted]");
  });
});
