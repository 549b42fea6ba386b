/**
 * Redaction by value (docs/safety.md S2; B44, B46, B62): the Redactor's forms as a table, then a sweep of every error
 * the client can raise while a server echoes the secrets back in every form, asserting that no form of any secret
 * survives in the message, the stack, the fields or JSON.stringify of the error.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Redactor, RequestError, TimeoutError, type RuntimeClientOptions } from "../../templates/runtime/index.js";
import type { CallOptions } from "../../templates/runtime/operation.js";
import { redactedCut } from "../../templates/runtime/read-body.js";
import { getProfile, makeClient } from "./ops.js";
import { FORMS, minimumCut, randomSecret } from "./secrets.js";
import { hang, json, raw, startServer, text, type Reply, type TestServer } from "./server.js";

const TOKEN = "eyJhbGciOi.tok/en+with=odd&chars ü";
const KEY = "Klaviyo-API-Key pk_secret_9f8e7d6c5b4a";
const REFRESH = "refresh_0123456789_secret";

/** Every form a secret may travel in, computed independently of the implementation (Node's encoders). */
const forms = (secret: string): string[] => FORMS.map((encode) => encode(secret));

describe("Redactor", () => {
  it.each(forms(TOKEN).map((f, i) => [i, f]))("removes form %i of a secret", (_i, form) => {
    const redactor = new Redactor();
    redactor.add(TOKEN);
    expect(redactor.redact(`before ${form} after`)).toBe("before [redacted] after");
  });

  it("removes a secret echoed with its letters in another case, whole or cut", () => {
    const redactor = new Redactor();
    redactor.add(KEY, false, "Klaviyo-API-Key ".length);
    const echoes = [KEY.toLowerCase(), KEY.toUpperCase(), `${KEY.slice(0, 30).toLowerCase()}…`];
    expect(echoes.map((echo) => redactor.redact(`bad key ${echo}`))).toEqual([
      "bad key [redacted]",
      "bad key [redacted]",
      "bad key [redacted]…",
    ]);
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
    // Tokens that share no start of 8 characters, so that a forgotten one is not a cut of a kept one.
    const tokens = Array.from({ length: 20 }, (_, i) => `${String.fromCharCode(65 + i)}-transient-token`);
    for (const token of tokens) redactor.add(token, true);
    expect(redactor.redact(`pinned-key ${tokens[0]} ${tokens[3]} ${tokens[4]} ${tokens[19]}`)).toBe(
      "[redacted] A-transient-token D-transient-token [redacted] [redacted]",
    );
  });
});

describe("cut secrets: every start of a form of at least 8 characters past its public head", () => {
  const ACCESS = randomSecret(7, 600);
  const CLIENT_ID = "app-7f3c2a";
  const CLIENT_SECRET = randomSecret(8, 40);
  // Every cut of every form, each between spaces (no form has one).
  const table = (value: string, head: string) =>
    FORMS.flatMap((encode, formIndex) => {
      const form = encode(value);
      const min = minimumCut(value, head, encode);
      return Array.from({ length: form.length }, (_, i) => {
        const cut = form.slice(0, i + 1);
        return { formIndex, length: i + 1, text: `a ${cut} b`, want: i + 1 < min ? `a ${cut} b` : "a [redacted] b" };
      });
    });

  it("a 600-character token: cuts of 1 to 7 characters stay, 8 and more are redacted, in every form", () => {
    const redactor = new Redactor();
    redactor.add(ACCESS);
    const rows = table(ACCESS, "");
    expect(rows.length).toBeGreaterThan(9 * 600);
    const wrong = rows.filter((row) => redactor.redact(row.text) !== row.want);
    expect(wrong.slice(0, 3)).toEqual([]);
  });

  it("client_id:client_secret: the id and 7 characters of the secret stay, 8 are redacted, in every form", () => {
    const client = makeClient("https://api.example", {
      auth: { clientCredentials: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET } },
    });
    const pair = `${CLIENT_ID}:${CLIENT_SECRET}`;
    const wrong = table(pair, `${CLIENT_ID}:`).filter((row) => client.redact(row.text) !== row.want);
    expect(wrong.slice(0, 3)).toEqual([]);
    expect(client.redact(`unknown client ${CLIENT_ID}`)).toBe(`unknown client ${CLIENT_ID}`);
    expect(client.redact(`secret ${CLIENT_SECRET.slice(0, 8)}`)).toBe("secret [redacted]");
  });

  it("a private key: the header's scheme stays readable; the key is redacted with or without it", () => {
    const client = makeClient("https://api.example", { auth: { privateKey: KEY } });
    const rows: [string, string][] = [
      ["send the Klaviyo-API-Key header", "send the Klaviyo-API-Key header"],
      ["Klaviyo-API-Key pk_secr", "Klaviyo-API-Key pk_secr"],
      ["Klaviyo-API-Key pk_secre", "[redacted]"],
      [`bad key ${KEY}.`, "bad key [redacted]."],
      ["key pk_secret_9f8e7d6c5b4a", "key [redacted]"],
      ["key pk_secre…", "key [redacted]…"],
      ["key pk_secr", "key pk_secr"],
      // URL-encoded, the scheme is `Klaviyo-API-Key%20` (18 characters).
      [`k=${encodeURIComponent(KEY).slice(0, 25)}`, "k=Klaviyo-API-Key%20pk_secr"],
      [`k=${encodeURIComponent(KEY).slice(0, 26)}`, "k=[redacted]"],
    ];
    expect(rows.map(([text]) => [text, client.redact(text)])).toEqual(rows);
  });

  it("a secret shorter than 8 characters is redacted whole only", () => {
    const redactor = new Redactor();
    redactor.add("s3cr3t");
    expect(["s3cr3", "s3cr3t", "xs3cr3tx"].map((t) => redactor.redact(t))).toEqual([
      "s3cr3",
      "[redacted]",
      "x[redacted]x",
    ]);
  });

  it("a secret of 1 to 3 characters is redacted where it stands apart, never inside words, which would spell it out", () => {
    const redactor = new Redactor();
    redactor.add("k");
    redactor.add("ab1", true);
    expect(redactor.redact("bad key k, K or 'ab1' (key=k&t=AB1): check the keys, tab1 and ab12")).toBe(
      "bad key [redacted], [redacted] or '[redacted]' (key=[redacted]&t=[redacted]): check the keys, tab1 and ab12",
    );
  });

  it("joins runs that touch or overlap, and finds a secret that starts inside another's run", () => {
    const redactor = new Redactor();
    const a = "xxxxxxxxQQQQ";
    const b = "QQQQyyyyyyyy";
    redactor.add(a);
    redactor.add(b);
    expect(redactor.redact(`<${a.slice(0, 8)}${b}>`)).toBe("<[redacted]>");
    expect(redactor.redact(`<${a}${b.slice(4)}>`)).toBe("<[redacted]>");
    expect(redactor.redact(`<${a}${a}> <${b}>`)).toBe("<[redacted]> <[redacted]>");
    expect(redactor.redact("no secret here, QQQQ and xxxxxxx")).toBe("no secret here, QQQQ and xxxxxxx");
  });
});

describe("redactedCut: redaction before any cut", () => {
  it.each(Array.from({ length: 61 }, (_, k) => k))("a token starting at byte %i of a 50-byte cut", (k) => {
    const redactor = new Redactor();
    const token = randomSecret(9, 300);
    redactor.add(token);
    const text = `${"x".repeat(k)}${token}${"y".repeat(100)}`;
    const want = Buffer.from(`${"x".repeat(k)}[redacted]${"y".repeat(100)}`)
      .subarray(0, 50)
      .toString();
    expect(redactedCut(text, redactor, 50)).toBe(want);
  });

  it("a token whose end the window cuts off is still redacted (its start is a cut secret)", () => {
    const redactor = new Redactor();
    const token = randomSecret(10, 20_000);
    redactor.add(token);
    expect(redactedCut(`ab ${token}`, redactor, 100)).toBe("ab [redacted]");
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
    ["a 200 whose Content-Type echoes a secret", text(200, `application/x-${REFRESH}`, "{}")],
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

  // A URL that carries a registered secret: a token in the base URL's path (`https://api.telegram.org/bot<token>`,
  // registered with addSecret) or in a path parameter. Every message that names the request redacts it, the
  // timeouts' as the network errors' do.
  it.each<[string, Partial<RuntimeClientOptions>, CallOptions]>([
    ["an attempt timeout", { timeoutMs: 50, retry: false }, {}],
    ["the overall deadline", { timeoutMs: 5_000 }, { deadlineMs: 50 }],
  ])("%s of a call whose URL carries a registered secret", async (_name, overrides, call) => {
    server.reply(hang);
    const client = makeClient(`${server.url}/bot${REFRESH}`, overrides);
    client.addSecret(REFRESH);
    client.addSecret(KEY);
    const error = await client.request(getProfile, { path: { id: KEY } }, call).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    const message = (error as Error).message;
    expect(message).toContain("get_profile (GET http://127.0.0.1:");
    for (const form of [...forms(REFRESH), ...forms(KEY)]) expect(message).not.toContain(form);
    expect(message).not.toContain(REFRESH.slice(0, 12));
  });

  it("a links.next outside a base URL that carries a registered secret is refused without showing it", async () => {
    const client = makeClient(`${server.url}/bot${REFRESH}`);
    client.addSecret(REFRESH);
    const error = await client.requestUrl(getProfile, "https://elsewhere.example/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as Error).message).toBe(`links.next must be a URL under the base URL ${server.url}/bot[redacted]`);
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
