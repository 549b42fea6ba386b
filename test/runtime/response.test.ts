/**
 * Server responses fed to the client (docs/safety.md B31 to B38, B42, B44), one row per case, each asserting the error
 * class and its fields, or the Result. All against a local server; timeouts are tens of milliseconds.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ApiError,
  EmptyBodyError,
  ParseError,
  RedirectError,
  Redactor,
  ResponseTooLargeError,
  TimeoutError,
  UnexpectedContentTypeError,
  unwrap,
  type Result,
} from "../../templates/runtime/index.js";
import { syntaxReason } from "../../templates/runtime/response.js";
import { createEvent, createProfile, deleteProfile, getProfile, getProfiles, makeClient, PRIVATE_KEY } from "./ops.js";
import { endless, hang, json, raw, slowBody, startServer, text, type FnReply, type TestServer } from "./server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const get = (options: Parameters<typeof makeClient>[1] = {}) =>
  makeClient(server.url, options).request<unknown>(getProfile, { path: { id: "1" } });
/** Settles a call into `{ value }` or `{ error }`, so a test can assert on a thrown error's fields. */
const failure = (promise: Promise<unknown>): Promise<{ value?: unknown; error?: unknown }> =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

describe("content types (B31, B32, B34)", () => {
  it.each([
    ["application/json", "application/json"],
    ["application/json; charset=utf-8", "application/json; charset=utf-8"],
    ["application/vnd.api+json", "application/vnd.api+json"],
    ["any +json with parameters", "application/problem+json; charset=UTF-8"],
    ["upper case", "Application/JSON"],
  ])("accepts %s", async (_name, type) => {
    server.reply(text(200, type, '{"data":{"id":"1"}}'));
    expect(unwrap(await get())).toEqual({ data: { id: "1" } });
  });

  // A proxy or a framework that sets Content-Type again sends the field twice; fetch's Headers joins the two with ", ".
  // The type is then the last one, as fetch's own "extract a MIME type" reads it (a Blob's type, response.json()).
  const twice =
    (...types: string[]): FnReply =>
    (_req, res) => {
      res.writeHead(
        200,
        types.map((t) => ["content-type", t]),
      );
      res.end('{"data":{"id":"1"}}');
    };
  it.each([
    ["the same type twice", ["application/json", "application/json"]],
    ["with parameters", ["application/json; charset=utf-8", "application/vnd.api+json; charset=utf-8"]],
    ["JSON last", ["text/html", "application/json"]],
    ["a quoted comma", ['application/json; profile="a,b"']],
  ])("reads JSON from a Content-Type sent %s", async (_name, types) => {
    server.reply(twice(...types));
    expect(unwrap(await get())).toEqual({ data: { id: "1" } });
  });

  it("reads the last of two Content-Types, as fetch does: JSON then HTML is not JSON", async () => {
    server.reply(twice("application/json", "text/html; charset=utf-8"));
    const { error } = await failure(get());
    expect(error).toMatchObject({ name: "UnexpectedContentTypeError", contentType: "text/html" });
  });

  it("HTML 200 (captive portal): UnexpectedContentTypeError with a 200-byte snippet, wrongHost", async () => {
    const page = `<html><body>${"Please log in to the Wi-Fi. ".repeat(40)}</body></html>`;
    server.reply(text(200, "text/html; charset=utf-8", page));
    const { error } = await failure(get());
    expect(error).toBeInstanceOf(UnexpectedContentTypeError);
    const e = error as UnexpectedContentTypeError;
    expect(e).toMatchObject({
      status: 200,
      contentType: "text/html",
      wrongHost: true,
      code: "unexpected_content_type",
    });
    expect(new TextEncoder().encode(e.snippet).byteLength).toBeLessThanOrEqual(200);
    expect(e.snippet.startsWith("<html><body>Please log in")).toBe(true);
    expect(e.message).toMatch(/wrong host/);
    expect(e.message.length).toBeLessThan(600);
  });

  it("HTML 403 (the www host): a wrong-host error, thrown, not retried, body not logged in full", async () => {
    const before = server.requests.length;
    server.reply(text(403, "text/html", `<!doctype html><title>Forbidden</title>${"x".repeat(10_000)}`));
    const { error } = await failure(get());
    expect(error).toMatchObject({ name: "UnexpectedContentTypeError", status: 403, wrongHost: true });
    expect((error as Error).message).not.toContain("x".repeat(300));
    expect(server.requests.length - before).toBe(1);
  });

  it("text/plain holding JSON: refused by policy, never parsed silently", async () => {
    server.reply(text(200, "text/plain", '{"data":{"id":"1"}}'));
    const { error } = await failure(get());
    expect(error).toMatchObject({ name: "UnexpectedContentTypeError", contentType: "text/plain", wrongHost: false });
    expect((error as Error).message).toMatch(/explicit policy/);
  });

  it("no content type at all: refused", async () => {
    server.reply({ status: 200, body: '{"data":{}}' });
    const { error } = await failure(get());
    expect(error).toMatchObject({ name: "UnexpectedContentTypeError", contentType: "" });
  });
});

describe("bodies that are not what they claim (B33, B35, B36)", () => {
  it("cut short without a Content-Length: ParseError, not retried even on GET", async () => {
    const before = server.requests.length;
    server.reply(raw('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nconnection: close\r\n\r\n{"data":{"id":'));
    const { error } = await failure(get());
    expect(error).toBeInstanceOf(ParseError);
    expect(error).toMatchObject({ status: 200, snippet: '{"data":{"id":' });
    expect(server.requests.length - before).toBe(1);
  });

  it("invalid UTF-8 in a JSON body: ParseError", async () => {
    server.reply({
      status: 200,
      headers: { "content-type": "application/json" },
      body: new Uint8Array([0x22, 0xff, 0x22]),
    });
    expect((await failure(get())).error).toBeInstanceOf(ParseError);
  });

  it.each([
    ["200 with an empty body", { status: 200, headers: { "content-type": "application/json" } }],
    ["204", { status: 204 }],
    ["Content-Length: 0", { status: 200, headers: { "content-length": "0" } }],
  ])("%s: EmptyBodyError when the operation returns data", async (_name, reply) => {
    server.reply(reply);
    const { error } = await failure(get());
    expect(error).toBeInstanceOf(EmptyBodyError);
  });

  it.each([
    ["202 with an empty body", { status: 202 }],
    ["204", { status: 204 }],
  ])("%s: data undefined when the spec allows no body", async (_name, reply) => {
    server.reply(reply);
    const result = await makeClient(server.url).request(createEvent, { body: { data: {} } });
    expect(result).toMatchObject({ status: reply.status, data: undefined });
    expect(result.error).toBeUndefined();
  });

  it("DELETE 204 with emptyOk", async () => {
    server.reply({ status: 204 });
    expect((await makeClient(server.url).request(deleteProfile, { path: { id: "1" } })).status).toBe(204);
  });

  it.each([["null"], ["[1,2]"], ['"text"']])("a 200 JSON %s is returned as data (no shape assumed)", async (body) => {
    server.reply(text(200, "application/json", body));
    expect(unwrap(await get())).toEqual(JSON.parse(body));
  });

  it('{"__proto__":{"isAdmin":true}} does not pollute, in data or in an error body', async () => {
    const evil = '{"__proto__":{"isAdmin":true},"errors":[{"__proto__":{"isAdmin":true},"code":"x","constructor":1}]}';
    server.reply(text(200, "application/json", evil), text(400, "application/json", evil));
    const ok = unwrap(await get()) as Record<string, unknown>;
    const bad = await get();
    expect(Object.prototype.hasOwnProperty.call(ok, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(ok)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(bad.error?.errors).toEqual([{ code: "x" }]);
    expect(Object.getPrototypeOf(bad.error!.errors[0])).toBe(Object.prototype);
    expect((bad.error!.errors[0] as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});

describe("syntaxReason: V8's JSON errors without the input they quote", () => {
  it.each([
    ['{"a": secret-token', "Unexpected token 's' at position 6"],
    ["eyJhbGciOiJIUzI1NiJ9", "Unexpected token 'e'"],
    ['{"a": ', "Unexpected end of JSON input"],
    ["[1 2]", "Expected ',' or ']' after array element in JSON at position 3"],
  ])("%j → %j", (input, want) => {
    let error: unknown;
    try {
      JSON.parse(input);
    } catch (e) {
      error = e;
    }
    const reason = syntaxReason(error, new Redactor());
    expect(reason.startsWith(want.split(" at position")[0]!)).toBe(true);
    expect(reason).not.toContain('"');
    expect(reason).not.toContain("secret");
    expect(reason).not.toContain("eyJ");
  });
});

describe("size caps (B37)", () => {
  it("Content-Length: 10 GB is refused before reading", async () => {
    server.reply(raw("HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 10737418240\r\n\r\n{"));
    const { error } = await failure(get());
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(error).toMatchObject({ maxBytes: 16 * 1024 * 1024, status: 200 });
  });

  it("an endless chunked stream stops at maxResponseBytes", async () => {
    server.reply(endless);
    const started = performance.now();
    const { error } = await failure(get({ maxResponseBytes: 1024 * 1024 }));
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect((error as ResponseTooLargeError).maxBytes).toBe(1024 * 1024);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  // The Content-Length of a HEAD's answer, or of a 304's, is the size of the representation, which is not sent: a HEAD
  // that asks an object store how large a 100 MB file is gets its answer.
  it.each([
    ["a HEAD", "HEAD", 200],
    ["a 304 to a conditional GET", "GET", 304],
  ] as const)("%s declaring a Content-Length above the cap has no body to refuse", async (_name, method, status) => {
    const size = String(100 * 1024 * 1024);
    server.reply({ status, headers: { "content-type": "application/octet-stream", "content-length": size } });
    const op = { id: "stat_file", method, path: "/files/big", auth: "api", emptyOk: true } as const;
    const result = await makeClient(server.url).request<undefined>(op);
    expect(result.status).toBe(status);
    expect(result.headers.get("content-length")).toBe(size);
  });

  it("a body exactly at the cap is accepted", async () => {
    const body = `"${"a".repeat(98)}"`;
    server.reply(text(200, "application/json", body));
    expect(unwrap(await get({ maxResponseBytes: 100 }))).toBe("a".repeat(98));
  });
});

describe("timeouts (B38)", () => {
  it("slow headers hit the per-attempt timeout", async () => {
    server.reply(hang);
    const started = performance.now();
    const result = makeClient(server.url, { timeoutMs: 50 }).request(createProfile, { body: {} });
    const { error } = await failure(result);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ kind: "attempt", timeoutMs: 50, code: "timeout" });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  // setTimeout fires a delay over 2^31 - 1 ms (24.8 days) at once: a caller meaning "no timeout" by a huge number got a
  // TimeoutError on every call, within a millisecond.
  it.each([
    ["timeoutMs 2^31", { timeoutMs: 2 ** 31 }, {}],
    ["timeoutMs MAX_SAFE_INTEGER", { timeoutMs: Number.MAX_SAFE_INTEGER }, {}],
    ["deadlineMs 2^31", {}, { deadlineMs: 2 ** 31 }],
    ["a per-call deadlineMs 1e12", {}, { deadlineMs: 1e12 }],
  ])("a huge %s is a long wait, never an immediate timeout", async (_name, options, call) => {
    const late = json(200, { data: { id: "1" } });
    server.reply((_req, res) => setTimeout(() => res.writeHead(200, late.headers).end(late.body), 30));
    const client = makeClient(server.url, { retry: false, ...options });
    const result = await client.request(getProfile, { path: { id: "1" } }, call);
    expect(unwrap(result)).toEqual({ data: { id: "1" } });
  });

  it("a slow-loris body hits the same timeout", async () => {
    server.reply(slowBody(20));
    const { error } = await failure(
      makeClient(server.url, { timeoutMs: 100, retry: false }).request(getProfile, { path: { id: "1" } }),
    );
    expect(error).toMatchObject({ name: "TimeoutError", kind: "attempt" });
  });

  it("the overall deadline stops retries of timed-out GETs", async () => {
    server.reply(hang, hang, hang);
    const before = server.requests.length;
    const { error } = await failure(get({ timeoutMs: 60, deadlineMs: 100, random: () => 0 }));
    expect(error).toMatchObject({ name: "TimeoutError", kind: "deadline", timeoutMs: 100 });
    expect(server.requests.length - before).toBe(2);
  });

  it("a per-call timeout overrides the client's", async () => {
    server.reply(hang);
    const client = makeClient(server.url, { timeoutMs: 5_000 });
    const { error } = await failure(client.request(createProfile, { body: {} }, { timeoutMs: 30 }));
    expect(error).toMatchObject({ name: "TimeoutError", timeoutMs: 30 });
  });

  it("a caller abort while waiting for headers rethrows the caller's reason, not retried", async () => {
    server.reply(hang);
    const before = server.requests.length;
    const controller = new AbortController();
    const reason = new Error("stop");
    setTimeout(() => controller.abort(reason), 30);
    const call = makeClient(server.url).request(getProfile, { path: { id: "1" } }, { signal: controller.signal });
    await expect(call).rejects.toBe(reason);
    expect(server.requests.length - before).toBe(1);
  });

  it("a plain controller.abort() surfaces the platform's AbortError", async () => {
    server.reply(hang);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const call = makeClient(server.url).request(getProfile, { path: { id: "1" } }, { signal: controller.signal });
    await expect(call).rejects.toMatchObject({ name: "AbortError" });
  });

  it("an already-aborted client signal sends nothing", async () => {
    const before = server.requests.length;
    const client = makeClient(server.url, { signal: AbortSignal.abort("closed") });
    await expect(client.request(getProfiles)).rejects.toBe("closed");
    expect(server.requests.length).toBe(before);
  });
});

describe("redirects (B42)", () => {
  it.each([[301], [302], [307], [308]])("%i to another origin is not followed", async (status) => {
    const before = server.requests.length;
    server.reply({ status, headers: { location: "https://evil.example/steal?token=abc" } });
    const { error } = await failure(get());
    expect(error).toBeInstanceOf(RedirectError);
    expect(error).toMatchObject({ status, locationOrigin: "https://evil.example", crossOrigin: true });
    expect((error as Error).message).toContain("https://evil.example");
    expect((error as Error).message).not.toContain("token=abc");
    expect(server.requests.length - before).toBe(1);
  });

  it("a same-origin redirect is not followed either", async () => {
    server.reply({ status: 302, headers: { location: "/elsewhere" } });
    expect((await failure(get())).error).toMatchObject({ crossOrigin: false, locationOrigin: server.url });
  });
});

describe("a text body the spec declares (data: text)", () => {
  const exportCsv = { id: "export_csv", method: "GET", path: "/export", auth: "api", data: "text" } as const;
  const read = () => makeClient(server.url).request<string>(exportCsv);

  // A CSV export from a Windows-made service, or a legacy text/xml feed: the bytes mean what the charset says.
  it.each([
    ["iso-8859-1", Buffer.from("caf\xe9;na\xefve", "latin1"), "café;naïve"],
    ['"ISO-8859-1" quoted, upper case', Buffer.from("caf\xe9", "latin1"), "café"],
    ["koi8-r", Buffer.from([0xf0, 0xd2, 0xc9, 0xd7, 0xc5, 0xd4]), "Привет"],
    ["utf-16le", Buffer.from("\ufeffcafé", "utf16le"), "café"],
    ["utf-8", Buffer.from("café ✓"), "café ✓"],
  ])("is decoded with its charset: %s", async (charset, bytes, want) => {
    server.reply({
      status: 200,
      headers: { "content-type": `text/csv; charset=${charset.split(" ")[0]}` },
      body: bytes,
    });
    expect(unwrap(await read())).toBe(want);
  });

  // Zero bytes are a text (an export of no rows, an empty log) and a file (an empty upload downloaded back): unlike
  // JSON, where an empty body is no value at all, they are the empty string and the empty Blob, not an EmptyBodyError.
  it("an empty body is the empty string, and an empty download the empty Blob", async () => {
    server.reply({ status: 200, headers: { "content-type": "text/csv" }, body: "" });
    expect(unwrap(await read())).toBe("");
    server.reply({ status: 200, headers: { "content-type": "application/octet-stream", "content-length": "0" } });
    const blob = unwrap(await makeClient(server.url).request<Blob>({ ...exportCsv, data: "bytes" }));
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.size).toBe(0);
  });

  it("an HTML page below 500 is the wrong host's, unless the descriptor says HTML is the text (html)", async () => {
    const portal = () => text(200, "text/html", "<html>Log in</html>");
    server.reply(portal(), portal());
    const { error } = await failure(read());
    expect(error).toMatchObject({ name: "UnexpectedContentTypeError", contentType: "text/html", wrongHost: true });
    const page = await makeClient(server.url).request<string>({ ...exportCsv, html: true });
    expect(unwrap(page)).toBe("<html>Log in</html>");
  });

  it("is read as UTF-8, invalid bytes as U+FFFD, without a charset or under one the platform does not know", async () => {
    server.reply(
      { status: 200, headers: { "content-type": "text/csv" }, body: Buffer.from("caf\xc3\xa9 \xff", "latin1") },
      {
        status: 200,
        headers: { "content-type": "text/csv; charset=x-unknown" },
        body: Buffer.from("caf\xc3\xa9", "latin1"),
      },
    );
    expect(unwrap(await read())).toBe("café \ufffd");
    expect(unwrap(await read())).toBe("café");
  });
});

describe("304 Not Modified", () => {
  // Not a redirect: the answer to a conditional request (If-None-Match, If-Modified-Since) that a cached copy is still
  // good, which GitHub's and many other specs declare. Returned as any non-2xx answer is, with its status and headers.
  it("to a conditional GET is returned as a result with status 304, not thrown as a redirect", async () => {
    server.reply({ status: 304, headers: { etag: '"v1"' } });
    const client = makeClient(server.url);
    const result = await client.request<unknown>(getProfile, {
      path: { id: "1" },
      headers: { "if-none-match": '"v1"' },
    });
    expect(server.requests.at(-1)!.headers["if-none-match"]).toBe('"v1"');
    expect(result.status).toBe(304);
    expect(result.headers.get("etag")).toBe('"v1"');
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error).toMatchObject({ status: 304, errors: [] });
    expect(result.error!.message).toBe("get_profile: HTTP 304 (empty body)");
  });
});

describe("API errors", () => {
  const errorBody = {
    errors: [
      {
        id: "6f1c7d2e-1111-4a4a-9b9b-123456789abc",
        status: 400,
        code: "invalid",
        title: "Invalid input.",
        detail: "'page_size' must be at most 100",
        source: { pointer: "/data/attributes/page_size" },
        meta: { ignored: true },
      },
      { status: "400", code: "second" },
    ],
  };

  it("a JSON:API error object becomes a returned ApiError with every item and the request id", async () => {
    server.reply(json(400, errorBody, { "x-request-id": "req-123" }));
    const result = (await get()) as Result<unknown>;
    expect(result.data).toBeUndefined();
    expect(result.status).toBe(400);
    expect(result.requestId).toBe("req-123");
    const error = result.error!;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, requestId: "req-123", operationId: "get_profile", code: "api_error" });
    expect(error.errors).toEqual([
      {
        id: "6f1c7d2e-1111-4a4a-9b9b-123456789abc",
        status: 400,
        code: "invalid",
        title: "Invalid input.",
        detail: "'page_size' must be at most 100",
        source: { pointer: "/data/attributes/page_size" },
      },
      { status: 400, code: "second" },
    ]);
    expect(error.message).toBe(
      "get_profile: HTTP 400 invalid: Invalid input.: 'page_size' must be at most 100 at /data/attributes/page_size " +
        "(and 1 more error) [request id req-123]",
    );
    expect(() => unwrap(result)).toThrow(error);
  });

  it("request-id is read when x-request-id is absent", async () => {
    server.reply(json(404, { errors: [] }, { "request-id": "r-9" }));
    expect((await get()).requestId).toBe("r-9");
  });

  it.each([
    [
      "text/plain",
      text(500, "text/plain", "Internal Server Error"),
      "get_profile: HTTP 500 (text/plain) Internal Server Error",
    ],
    ["an empty body", { status: 404 }, "get_profile: HTTP 404 (empty body)"],
    [
      "malformed JSON",
      text(422, "application/json", '{"errors":['),
      'get_profile: HTTP 422 (application/json) {"errors":[',
    ],
    ["HTML 502 from a proxy", text(500, "text/html", "<h1>Bad</h1>"), "get_profile: HTTP 500 (text/html) <h1>Bad</h1>"],
  ])("a non-2xx with %s: ApiError with no items and the snippet in the message", async (_name, reply, message) => {
    server.reply(reply);
    const { error } = await get();
    expect(error?.errors).toEqual([]);
    expect(error?.message).toBe(message);
  });

  // Twitter's v1.1 and many others write `errors[]` items as `{code: 89, message}`: no JSON:API string field, so the
  // message said only "error" and dropped the body that said what went wrong.
  it("errors[] items with no code, title or detail to show: the message shows the body's snippet instead", async () => {
    server.reply(json(401, { errors: [{ code: 89, message: "Invalid or expired token." }] }));
    const { error } = await get();
    expect(error?.errors).toEqual([{}]);
    expect(error?.message).toBe(
      'get_profile: HTTP 401 (application/json) {"errors":[{"code":89,"message":"Invalid or expired token."}]}',
    );
  });

  it("an OAuth error body becomes one item", async () => {
    server.reply(json(400, { error: "invalid_grant", error_description: "Refresh token has been revoked" }));
    expect((await get()).error?.errors).toEqual([
      { code: "invalid_grant", title: "invalid_grant", detail: "Refresh token has been revoked" },
    ]);
  });

  // A vendor's error body (`{code, message}`, `{error: {message}}`) has nothing `errors` can hold: the caller reads
  // it from `body`, as parsed, with the key the server echoed redacted wherever it stands, keys included.
  it("the error body as parsed, a copy with every string and key redacted", async () => {
    const echoed = { code: 42, message: `bad key ${PRIVATE_KEY}`, ok: false, none: null, [PRIVATE_KEY]: [1, "a"] };
    server.reply(json(403, { error: echoed }));
    const { error } = await get();
    expect(error?.body).toEqual({
      error: { code: 42, message: "bad key [redacted]", ok: false, none: null, "[redacted]": [1, "a"] },
    });
    expect(JSON.stringify(error)).not.toContain(PRIVATE_KEY.split(" ")[1]!.slice(0, 8));
  });

  it("a parsed __proto__ key stays an own key of the body; a body that is no JSON, or nests past 64, is none", async () => {
    server.reply(text(400, "application/json", '{"__proto__":{"polluted":true},"a":1}'));
    const body = (await get()).error?.body as Record<string, unknown>;
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(Object.keys(body)).toEqual(["__proto__", "a"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    server.reply(text(500, "text/plain", '{"a":1}'));
    expect((await get()).error?.body).toBeUndefined();
    server.reply(text(400, "application/json", `${"[".repeat(64)}${"]".repeat(64)}`));
    expect((await get()).error?.body).toBeDefined();
    server.reply(text(400, "application/json", `${"[".repeat(65)}${"]".repeat(65)}`));
    expect((await get()).error?.body).toBeUndefined();
  });

  it("a 1e6-deep JSON error body does not crash message formatting (B44)", async () => {
    const depth = 1_000_000;
    const body = `{"errors":[{"code":"deep","detail":"d","meta":${"[".repeat(depth)}${"]".repeat(depth)}}],"x":${'{"a":'.repeat(10)}1${"}".repeat(10)}}`;
    server.reply(text(400, "application/json", body));
    const { error } = await get();
    expect(error?.errors).toEqual([{ code: "deep", detail: "d" }]);
    expect(error?.message).toBe("get_profile: HTTP 400 deep: d");
    expect(() => JSON.stringify(error)).not.toThrow();
  });

  it("a 1e6-deep body that is not an error object still yields a bounded message", async () => {
    const depth = 1_000_000;
    server.reply(text(400, "application/json", "[".repeat(depth) + "]".repeat(depth)));
    const { error } = await get();
    expect(error?.errors).toEqual([]);
    expect(error?.message).toBe(`get_profile: HTTP 400 (application/json) ${"[".repeat(200)}`);
  });

  it("a 2xx response's data from a POST keeps status and headers", async () => {
    server.reply(json(201, { data: { id: "p" } }, { "x-request-id": "abc" }));
    const result = await makeClient(server.url).request<{ data: { id: string } }>(createProfile, { body: {} });
    expect(result).toMatchObject({ status: 201, requestId: "abc", data: { data: { id: "p" } } });
    expect(result.headers.get("content-type")).toBe("application/json");
  });
});
