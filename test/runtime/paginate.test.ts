/**
 * Cursor pagination over `links.next`: three pages by pages() and items(), absolute and relative links, a foreign
 * link refused before anything is sent, an error page ending the iteration with its ApiError, and a loop guard.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ApiError, items, pages, RequestError } from "../../templates/runtime/index.js";
import { createUpgradableClient, type Upgrader } from "../../templates/runtime/upgrade-hook.js";
import { createClientEvent, getProfiles, makeClient, PRIVATE_KEY } from "./ops.js";
import { json, startServer, type TestServer } from "./server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

interface Page {
  data: { id: string }[];
  links: { self: string; next: string | null };
}
const page = (ids: string[], next: string | null) =>
  json(200, { data: ids.map((id) => ({ type: "profile", id })), links: { self: "x", next } });

describe("pages and items", () => {
  it("follows links.next over 3 pages (absolute, then relative), keeping the server's query", async () => {
    const abs = `${server.url}/api/profiles/?page%5Bcursor%5D=c2&page[size]=2`;
    server.reply(
      page(["1", "2"], abs),
      page(["3", "4"], "/api/profiles/?page[cursor]=c3&page[size]=2"),
      page(["5"], null),
    );
    const before = server.requests.length;
    const client = makeClient(server.url);
    const seen: Page[] = [];
    for await (const p of pages<Page>(client, getProfiles, {
      query: { "page[size]": 2 },
      headers: { "x-trace": "t" },
    })) {
      seen.push(p);
    }
    expect(seen.map((p) => p.data.map((d) => d.id))).toEqual([["1", "2"], ["3", "4"], ["5"]]);
    const sent = server.requests.slice(before);
    expect(sent.map((r) => r.url)).toEqual([
      "/api/profiles/?page[size]=2",
      "/api/profiles/?page%5Bcursor%5D=c2&page[size]=2",
      "/api/profiles/?page[cursor]=c3&page[size]=2",
    ]);
    expect(sent.map((r) => [r.headers.revision, r.headers["x-trace"], r.headers.authorization !== undefined])).toEqual([
      ["2024-02-15", "t", true],
      ["2024-02-15", "t", true],
      ["2024-02-15", "t", true],
    ]);
  });

  it("items() flattens the data arrays", async () => {
    server.reply(
      page(["1", "2"], "/api/profiles/?page[cursor]=b"),
      page(["3"], "/api/profiles/?page[cursor]=c"),
      page([], null),
    );
    const ids: string[] = [];
    for await (const item of items<{ id: string }>(makeClient(server.url), getProfiles)) ids.push(item.id);
    expect(ids).toEqual(["1", "2", "3"]);
  });

  // JSON:API 1.1, "Links": a link is a string or a link object whose `href` is the URL. A server writing link objects
  // had its pages end after the first, silently.
  it("follows a links.next written as a link object ({ href, meta })", async () => {
    server.reply(
      json(200, { data: [{ id: "1" }], links: { next: { href: "/api/profiles/?page[cursor]=b", meta: { n: 2 } } } }),
      json(200, { data: [{ id: "2" }], links: { next: { href: null } } }),
    );
    const ids: string[] = [];
    for await (const item of items<{ id: string }>(makeClient(server.url), getProfiles)) ids.push(item.id);
    expect(ids).toEqual(["1", "2"]);
  });

  it("stops when links is missing or next is empty", async () => {
    server.reply(json(200, { data: [{ id: "1" }] }));
    const all: unknown[] = [];
    for await (const p of pages(makeClient(server.url), getProfiles)) all.push(p);
    expect(all).toHaveLength(1);
  });

  it("refuses a links.next on another origin before sending anything", async () => {
    server.reply(page(["1"], "https://evil.example/api/profiles/?page[cursor]=x"));
    const before = server.requests.length;
    const seen: Page[] = [];
    const run = async () => {
      for await (const p of pages<Page>(makeClient(server.url), getProfiles)) seen.push(p);
    };
    await expect(run()).rejects.toThrow(RequestError);
    expect(seen).toHaveLength(1);
    expect(server.requests.length - before).toBe(1);
  });

  it("an error page ends the iteration by throwing its ApiError", async () => {
    server.reply(page(["1"], "/api/profiles/?page[cursor]=b"), json(400, { errors: [{ code: "invalid_cursor" }] }));
    const run = async () => {
      for await (const _ of items(makeClient(server.url), getProfiles)) void _;
    };
    const error = await run().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors[0]?.code).toBe("invalid_cursor");
  });

  it("a links.next that repeats a page already fetched ends with a RequestError, not a loop", async () => {
    const loop = "/api/profiles/?page[cursor]=same";
    server.reply(page(["1"], loop), page(["2"], loop));
    const run = async () => {
      for await (const _ of pages(makeClient(server.url), getProfiles)) void _;
    };
    await expect(run()).rejects.toThrow(/repeats a page/);
  });

  // The first page counts as fetched too: a link back to it would yield its items twice before the guard.
  it("a links.next back to the first page ends with a RequestError before fetching it again", async () => {
    server.reply(page(["1"], "/api/profiles/"), page(["1"], "/api/profiles/"));
    const before = server.requests.length;
    const seen: unknown[] = [];
    const run = async () => {
      for await (const item of items(makeClient(server.url), getProfiles)) seen.push(item);
    };
    await expect(run()).rejects.toThrow(/repeats a page/);
    expect(seen).toHaveLength(1);
    expect(server.requests.length - before).toBe(1);
  });

  // README: "each request sends the revision's value". A links.next that leaves the version parameter out (or names
  // another version) would fetch the next pages at the server's default version, in another shape.
  it("a version sent as a query parameter is on every page, replacing the server's", async () => {
    server.reply(
      page(["1"], "/api/profiles/?page[cursor]=b"),
      page(["2"], "/api/profiles/?api-version=1999-01-01&page[cursor]=c"),
      page(["3"], null),
    );
    const before = server.requests.length;
    const version = { in: "query" as const, name: "api-version", value: "2024-02-15" };
    for await (const _ of pages(makeClient(server.url, { version }), getProfiles)) void _;
    expect(server.requests.slice(before).map((r) => r.url)).toEqual([
      "/api/profiles/?api-version=2024-02-15",
      "/api/profiles/?page[cursor]=b&api-version=2024-02-15",
      "/api/profiles/?page[cursor]=c&api-version=2024-02-15",
    ]);
  });

  // RFC 3986 5.1: a relative reference is resolved against the URL of the document that carried it, here the page.
  // A query-only link (`?page[cursor]=b`) or a relative path (`profiles?page=2`) means the page's own path, not the
  // base URL's.
  it("resolves a relative links.next against the URL of the page that carried it", async () => {
    const op = { ...getProfiles, path: "/lists/{id}/profiles/" };
    server.reply(
      page(["1"], "?page[cursor]=b"),
      page(["2"], "../../7/profiles/?page[cursor]=c"),
      page(["3"], "profiles?page=4"),
      page(["4"], null),
    );
    const before = server.requests.length;
    const client = makeClient(`${server.url}/api`);
    for await (const _ of pages(client, op, { path: { id: "L1" }, query: { "page[size]": 1 } })) void _;
    expect(server.requests.slice(before).map((r) => r.url)).toEqual([
      "/api/lists/L1/profiles/?page[size]=1",
      "/api/lists/L1/profiles/?page[cursor]=b",
      "/api/lists/7/profiles/?page[cursor]=c",
      "/api/lists/7/profiles/profiles?page=4",
    ]);
  });

  // An upgraded client (upgrade-hook.ts) hands the first call to its engine, which calls the core client with the same
  // options: the first page's URL comes back through it all the same.
  it("resolves a relative links.next against its page through an upgraded client too", async () => {
    const engine: Upgrader = {
      request: (core, op, args, options) => core.request(op, args, options),
      requestUrl: (core, op, url, args, options) => core.requestUrl(op, url, args, options),
      backward: (_id, data) => data,
    };
    const client = createUpgradableClient(
      {
        baseUrl: `${server.url}/api`,
        revision: "2024-02-15",
        upgradeTo: "2024-05-15",
        auth: { privateKey: PRIVATE_KEY },
      },
      ["2024-05-15"],
      async () => ({ upgrader: () => engine }),
    );
    server.reply(page(["1"], "?page[cursor]=b"), page(["2"], null));
    const before = server.requests.length;
    for await (const _ of pages(client, { ...getProfiles, path: "/lists/L1/profiles/" })) void _;
    expect(server.requests.slice(before).map((r) => [r.url, r.headers.revision])).toEqual([
      ["/api/lists/L1/profiles/", "2024-05-15"],
      ["/api/lists/L1/profiles/?page[cursor]=b", "2024-05-15"],
    ]);
  });

  it("a relative links.next that climbs out of the base URL's path is refused before anything is sent", async () => {
    server.reply(page(["1"], "../../../other/?page=2"));
    const before = server.requests.length;
    const run = async () => {
      for await (const _ of pages(makeClient(`${server.url}/api`), { ...getProfiles, path: "/lists/profiles/" }))
        void _;
    };
    await expect(run()).rejects.toThrow(/links.next must be a URL under the base URL/);
    expect(server.requests.length - before).toBe(1);
  });

  it("client operations carry company_id on every page, replacing the server's", async () => {
    server.reply(
      json(200, { data: [], links: { next: "/client/events/?page[cursor]=2&company_id=OTHER" } }),
      json(200, { data: [], links: {} }),
    );
    const before = server.requests.length;
    const op = { ...createClientEvent, method: "GET" as const, body: undefined, paginated: true };
    for await (const _ of pages(makeClient(server.url, { auth: { publicKey: "PUB" } }), op)) void _;
    expect(server.requests.slice(before).map((r) => r.url)).toEqual([
      "/client/events/?company_id=PUB",
      "/client/events/?page[cursor]=2&company_id=PUB",
    ]);
  });
});
