/**
 * What goes on the wire: credentials per auth kind and per attempt, the client-owned `revision` header, caller
 * headers and their validation (docs/safety.md R4, B46), JSON and form bodies, and the `onRequest` hook.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createRuntimeClient,
  pages,
  RequestError,
  type Client,
  type RequestEvent,
} from "../../templates/runtime/index.js";
import { createClientEvent, createProfile, getProfile, getProfiles, makeClient, PRIVATE_KEY, token } from "./ops.js";
import { json, startServer, text, type TestServer } from "./server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const last = () => server.requests.at(-1)!;

describe("auth", () => {
  it("sends the private key verbatim as the Authorization value", async () => {
    server.reply(json(200, { data: {} }));
    await makeClient(server.url).request(getProfile, { path: { id: "1" } });
    expect(last().headers.authorization).toBe(PRIVATE_KEY);
  });

  it("calls the token provider on every attempt and uses the refreshed token on the retry", async () => {
    server.reply(text(503, "text/plain", "busy"), json(200, { data: {} }));
    let n = 0;
    const accessToken = vi.fn(() => `token-${++n}`);
    const client = makeClient(server.url, { auth: { accessToken } });
    const before = server.requests.length;
    const result = await client.request(getProfile, { path: { id: "1" } });
    expect(result.error).toBeUndefined();
    expect(accessToken).toHaveBeenCalledTimes(2);
    const sent = server.requests.slice(before).map((r) => r.headers.authorization);
    expect(sent).toEqual(["Bearer token-1", "Bearer token-2"]);
  });

  it("prefers the access token when a private key is also configured; awaits async providers", async () => {
    server.reply(json(200, { data: {} }));
    const client = makeClient(server.url, {
      auth: { privateKey: PRIVATE_KEY, accessToken: async () => "async-token" },
    });
    await client.request(getProfile, { path: { id: "1" } });
    expect(last().headers.authorization).toBe("Bearer async-token");
  });

  it("sends company_id and no Authorization for client operations", async () => {
    server.reply({ status: 202 });
    const client = makeClient(server.url, { auth: { privateKey: PRIVATE_KEY, publicKey: "AbC123" } });
    const result = await client.request(createClientEvent, { body: { data: {} }, query: { company_id: "other" } });
    expect(result.error).toBeUndefined();
    expect(last().url).toBe("/client/events/?company_id=AbC123");
    expect(last().headers.authorization).toBeUndefined();
  });

  it("sends HTTP Basic client credentials for basic operations, and refuses them without", async () => {
    server.reply(json(200, { access_token: "x" }));
    const auth = { clientCredentials: { clientId: "app-1", clientSecret: "s3cr3t-value" } };
    await makeClient(server.url, { auth }).request(token, { body: { grant_type: "refresh_token" } });
    expect(last().headers.authorization).toBe(`Basic ${Buffer.from("app-1:s3cr3t-value").toString("base64")}`);
    expect(last().url).toBe("/oauth/token");
    const before = server.requests.length;
    await expect(makeClient(server.url).request(token, { body: {} })).rejects.toThrow(/auth.clientCredentials/);
    expect(server.requests.length).toBe(before);
  });

  it.each([
    ["no auth at all", {}],
    ["an empty private key", { privateKey: "  " }],
    ["a private key with a newline", { privateKey: "pk\nx" }],
    ["a non-function token", { accessToken: "tok" as unknown as () => string }],
    ["client credentials without a secret", { clientCredentials: { clientId: "a", clientSecret: "" } }],
    ["a client id with a colon", { clientCredentials: { clientId: "a:b", clientSecret: "s" } }],
  ])("rejects %s at creation", (_name, auth) => {
    expect(() => makeClient(server.url, { auth })).toThrow(RequestError);
  });

  it("refuses an api operation without a private key or token, and a client one without a public key", async () => {
    const before = server.requests.length;
    await expect(makeClient(server.url, { auth: { publicKey: "P" } }).request(getProfiles)).rejects.toThrow(
      /needs auth.privateKey or auth.accessToken/,
    );
    await expect(
      makeClient(server.url, { auth: { privateKey: PRIVATE_KEY } }).request(createClientEvent, { body: {} }),
    ).rejects.toThrow(/needs auth.publicKey/);
    expect(server.requests.length).toBe(before);
  });

  it.each([
    ["CR/LF", "abc\r\nX-Injected: 1"],
    ["NUL", "abc\0def"],
    ["over 4096 characters", "a".repeat(4097)],
    ["a non-Latin-1 character", "tok€n"],
  ])("rejects an access token with %s before fetch, without showing it", async (_name, bad) => {
    const fetch = vi.fn(globalThis.fetch);
    const client = makeClient(server.url, { auth: { accessToken: () => bad }, fetch });
    const error = await client.request(getProfile, { path: { id: "1" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect(fetch).not.toHaveBeenCalled();
    const everything = `${(error as Error).message}\n${(error as Error).stack}\n${JSON.stringify(error)}`;
    expect(everything).not.toContain(bad);
    expect(everything).not.toContain("abc");
  });

  it("accepts a 4096-character access token intact", async () => {
    server.reply(json(200, { data: {} }));
    const long = "t".repeat(4096);
    await makeClient(server.url, { auth: { accessToken: () => long } }).request(getProfiles);
    expect(last().headers.authorization).toBe(`Bearer ${long}`);
  });
});

describe("the revision header", () => {
  it("is sent on every request, from the client", async () => {
    server.reply(json(200, { data: [] }));
    const client = makeClient(server.url, { revision: "2023-08-15.pre", onWarning: () => {} });
    await client.request(getProfiles);
    expect(last().headers.revision).toBe("2023-08-15.pre");
    expect(client.revision).toBe("2023-08-15.pre");
  });

  it.each([["revision"], ["Revision"], ["authorization"], ["AUTHORIZATION"], ["content-type"]])(
    "cannot be overridden through per-call header %s",
    async (name) => {
      const before = server.requests.length;
      const request = makeClient(server.url).request(getProfiles, { headers: { [name]: "2099-01-01" } });
      await expect(request).rejects.toThrow(RequestError);
      expect(server.requests.length).toBe(before);
    },
  );

  it("cannot come from the client's default headers either", () => {
    expect(() => makeClient(server.url, { headers: { revision: "2022-10-17" } })).toThrow(RequestError);
    expect(() => makeClient(server.url, { headers: { Authorization: "x" } })).toThrow(RequestError);
  });

  it("a configured version header is the client's too, whatever its name", async () => {
    const version = { in: "header" as const, name: "X-Api-Version", value: "2024-02-15" };
    expect(() => makeClient(server.url, { version, headers: { "x-api-version": "1999-01-01" } })).toThrow(
      "client headers: x-api-version is set by the client",
    );
    server.reply(json(200, { data: [] }));
    await makeClient(server.url, { version, headers: { revision: "kept" } }).request(getProfiles);
    expect([last().headers["x-api-version"], last().headers.revision]).toEqual(["2024-02-15", "kept"]);
  });

  it("revision null (an API without revisions) sends no revision header; lifecycle null is no lifecycle", async () => {
    server.reply(json(200, { data: [] }));
    const client = createRuntimeClient({
      baseUrl: server.url,
      revision: null,
      lifecycle: null,
      auth: { privateKey: "k" },
    });
    await client.request(getProfiles);
    expect(last().headers.revision).toBeUndefined();
  });

  it("types the client by its revision literal, and the paginators accept any revision", () => {
    const client: Client<"2024-02-15"> = createRuntimeClient({
      baseUrl: server.url,
      revision: "2024-02-15" as const,
      auth: { privateKey: "k" },
    });
    expect(client.revision).toBe("2024-02-15");
    void pages(client, getProfiles); // compiles: Client<"2024-02-15"> is a Client<string | null>
  });

  it("says baseUrl is required when the entry point has no default", () => {
    const options = { baseUrl: null as unknown as string, revision: "2024-02-15", auth: { privateKey: "k" } };
    expect(() => createRuntimeClient(options)).toThrow(/baseUrl is required/);
  });

  it.each([["2024-02-15\r\nx: y"], [""], ["a b"], ["-x"], ["x".repeat(65)], ["ré"]])(
    "rejects the malformed revision %j",
    (revision) => {
      expect(() => makeClient(server.url, { revision })).toThrow(RequestError);
    },
  );

  // Untyped callers (JavaScript): a fetch that is no function used to fail inside the first call, as a NetworkError.
  it.each(["fetch", "onRequest", "onWarning", "now", "random", "sleep"])("refuses a %s that is no function", (name) => {
    const options = { [name]: { default: () => undefined } } as never;
    expect(() => makeClient(server.url, options)).toThrow(new RequestError(`${name} must be a function`));
  });
});

describe("headers", () => {
  it("merges client defaults and per-call headers; per-call wins; accept defaults to JSON", async () => {
    server.reply(json(200, { data: [] }));
    const client = makeClient(server.url, { headers: { "x-app": "a", "x-both": "client" } });
    await client.request(getProfiles, { headers: { "x-both": "call", "X-Call": "c" } });
    const { headers } = last();
    expect([headers["x-app"], headers["x-both"], headers["x-call"], headers.accept]).toEqual([
      "a",
      "call",
      "c",
      "application/json",
    ]);
  });

  it("writes numbers and booleans as text and lists comma-joined, as a spec's typed header parameters are given", async () => {
    server.reply(json(200, { data: [] }));
    await makeClient(server.url).request(getProfiles, { headers: { "x-page": 2, "x-dry": false, "x-ids": [1, "b"] } });
    const { headers } = last();
    expect([headers["x-page"], headers["x-dry"], headers["x-ids"]]).toEqual(["2", "false", "1,b"]);
  });

  it.each([
    ["CR/LF in a value", { "x-a": "v\r\nx-b: 1" }],
    ["an invalid name", { "x a": "v" }],
    ["an over-long value", { "x-a": "v".repeat(4097) }],
    ["a number that is not finite", { "x-a": Number.NaN }],
    ["an object holding an object", { "x-a": { b: { c: 1 } } as unknown as string }],
    ["a list holding CR/LF", { "x-a": ["a", "b\r\nc"] }],
  ])("rejects %s before fetch", async (_name, headers) => {
    const fetch = vi.fn(globalThis.fetch);
    await expect(makeClient(server.url, { fetch }).request(getProfiles, { headers })).rejects.toThrow(RequestError);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("bodies", () => {
  it("sends JSON bodies with content-type application/json", async () => {
    server.reply(json(201, { data: { id: "1" } }));
    const body = { data: { type: "profile", attributes: { email: "a@b.c", first_name: "Zoë" } } };
    const result = await makeClient(server.url).request<{ data: { id: string } }>(createProfile, { body });
    expect(result.data?.data.id).toBe("1");
    expect(last().headers["content-type"]).toBe("application/json");
    expect(JSON.parse(last().body)).toEqual(body);
  });

  it("sends form bodies url-encoded, arrays as repeated keys, undefined dropped", async () => {
    server.reply(json(200, { access_token: "x" }));
    const auth = { clientCredentials: { clientId: "app-1", clientSecret: "s3cr3t-value" } };
    await makeClient(server.url, { auth }).request(token, {
      body: {
        grant_type: "authorization_code",
        code: "a b+c&d",
        redirect_uri: "https://x/cb?y=1",
        skip: undefined,
        s: ["1", "2"],
      },
    });
    expect(last().headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(last().body).toBe(
      "grant_type=authorization_code&code=a+b%2Bc%26d&redirect_uri=https%3A%2F%2Fx%2Fcb%3Fy%3D1&s=1&s=2",
    );
  });

  it.each([
    ["a body on an operation without one", getProfiles, { body: { a: 1 } }],
    [
      "a circular JSON body",
      createProfile,
      {
        body: (() => {
          const a: Record<string, unknown> = {};
          a.self = a;
          return a;
        })(),
      },
    ],
    ["a nested form field", token, { body: { a: { b: 1 } } }],
  ])("rejects %s", async (_name, op, args) => {
    await expect(makeClient(server.url).request(op, args)).rejects.toThrow(RequestError);
  });
});

describe("onRequest", () => {
  it("reports each attempt with the redacted URL and never the headers", async () => {
    server.reply(text(503, "text/plain", "busy"), json(200, { data: [] }));
    const events: RequestEvent[] = [];
    const secret = "sk_live_in_the_url";
    const client = makeClient(server.url, { auth: { accessToken: () => secret }, onRequest: (e) => events.push(e) });
    client.addSecret("alsoSecret");
    await client.request(getProfiles, { query: { filter: "alsoSecret" } });
    expect(events).toEqual([
      { operationId: "get_profiles", method: "GET", url: `${server.url}/api/profiles/?filter=[redacted]`, attempt: 1 },
      { operationId: "get_profiles", method: "GET", url: `${server.url}/api/profiles/?filter=[redacted]`, attempt: 2 },
    ]);
    expect(JSON.stringify(events)).not.toContain(secret);
  });
});
