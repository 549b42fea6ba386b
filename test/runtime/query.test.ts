/**
 * Request URLs as tables of given → want: query serialisation (JSON:API names verbatim, arrays comma-joined, values
 * percent-encoded), path-parameter encoding and the rejected values of docs/safety.md B45 (R2), and the origin checks
 * (R3).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RequestError } from "../../templates/runtime/index.js";
import type { ParameterValue, PathStyle } from "../../templates/runtime/operation.js";
import { serializeQuery } from "../../templates/runtime/query.js";
import { checkBaseUrl, expandPath, resolveLink } from "../../templates/runtime/url.js";
import { getProfile, getProfiles, makeClient } from "./ops.js";
import { json, startServer, type TestServer } from "./server.js";

const queryTable: [string, { given: Record<string, unknown>; want: string }][] = [
  ["empty", { given: {}, want: "" }],
  [
    "sparse fieldset, brackets kept readable",
    { given: { "fields[profile]": ["email", "phone_number"] }, want: "fields[profile]=email,phone_number" },
  ],
  [
    "additional-fields",
    {
      given: { "additional-fields[profile]": ["predictive_analytics"] },
      want: "additional-fields[profile]=predictive_analytics",
    },
  ],
  ["include list", { given: { include: ["lists", "segments"] }, want: "include=lists,segments" }],
  [
    "filter expression encoded",
    { given: { filter: 'equals(email,"a+b@x.io")' }, want: "filter=equals(email%2C%22a%2Bb%40x.io%22)" },
  ],
  ["sort", { given: { sort: "-updated" }, want: "sort=-updated" }],
  [
    "page cursor and size",
    { given: { "page[cursor]": "bmV4dA==", "page[size]": 20 }, want: "page[cursor]=bmV4dA%3D%3D&page[size]=20" },
  ],
  ["undefined and null dropped", { given: { a: undefined, b: null, c: "x" }, want: "c=x" }],
  ["empty array dropped", { given: { include: [] }, want: "" }],
  ["comma inside an element is encoded", { given: { "fields[x]": ["a,b", "c"] }, want: "fields[x]=a%2Cb,c" }],
  ["booleans and numbers", { given: { flag: true, off: false, n: 1.5 }, want: "flag=true&off=false&n=1.5" }],
  [
    "dates as ISO strings",
    { given: { since: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)) }, want: "since=2024-01-02T03%3A04%3A05.000Z" },
  ],
  ["insertion order kept", { given: { z: 1, a: 2 }, want: "z=1&a=2" }],
  ["other name characters encoded", { given: { "a b&c": "v" }, want: "a%20b%26c=v" }],
  ["unicode values", { given: { q: "café ✓" }, want: "q=caf%C3%A9%20%E2%9C%93" }],
  ["empty string kept", { given: { q: "" }, want: "q=" }],
];

describe("serializeQuery", () => {
  it.each(queryTable)("%s", (_name, { given, want }) => {
    expect(serializeQuery(given)).toBe(want);
  });

  it.each([
    ["form exploded: a list repeats the name", "explode", { ids: [1, 2] }, "ids=1&ids=2"],
    ["form exploded: an object's members are parameters", "explode", { ids: { color: "red", n: 2 } }, "color=red&n=2"],
    ["spaceDelimited", "space", { ids: ["a b", "c"] }, "ids=a%20b%20c"],
    ["pipeDelimited", "pipe", { ids: ["a|b", "c"] }, "ids=a%7Cb|c"],
    ["deepObject", "deep", { ids: { gte: 1, in: ["x", "y"], no: null } }, "ids[gte]=1&ids[in][0]=x&ids[in][1]=y"],
    ["deepObject: a list is numbered, nulls left out", "deep", { ids: ["a", null, "b"] }, "ids[0]=a&ids[1]=b"],
    [
      "deepObject: nested objects and lists at any depth",
      "deep",
      { ids: { items: [{ price: "p_1", n: 2 }], card: { address: { city: "Lyon" } } } },
      "ids[items][0][price]=p_1&ids[items][0][n]=2&ids[card][address][city]=Lyon",
    ],
    ["a non-exploded style writes an object as member,value", "pipe", { ids: { a: 1, b: "x" } }, "ids=a|1|b|x"],
    ["a scalar whatever the style", "deep", { ids: "one" }, "ids=one"],
    ["a Date is a scalar, not members", "explode", { ids: new Date(0) }, "ids=1970-01-01T00%3A00%3A00.000Z"],
  ] as const)("a styled parameter, %s", (_name, style, given, want) => {
    expect(serializeQuery(given, [["ids", style]])).toBe(want);
  });

  it("refuses a deepObject value nested deeper than 32 levels, a cycle among them", () => {
    const cycle: Record<string, unknown> = { a: 1 };
    cycle.self = cycle;
    expect(() => serializeQuery({ ids: cycle }, [["ids", "deep"]])).toThrow(RequestError);
    let deep: unknown = "x";
    for (let i = 0; i < 32; i++) deep = { k: deep };
    expect(serializeQuery({ ids: deep }, [["ids", "deep"]])).toBe(`ids${"[k]".repeat(32)}=x`);
    expect(() => serializeQuery({ ids: { k: deep } }, [["ids", "deep"]])).toThrow("nests deeper than 32 levels");
  });

  it("writes an object only for a parameter with a style; a name like __proto__ is a name", () => {
    expect(() => serializeQuery({ other: { a: 1 } }, [["ids", "explode"]])).toThrow(RequestError);
    // Parsed, as server data or a spec would give it: `__proto__` is an own key, and no style of another name applies.
    const query = JSON.parse('{"__proto__": [1, 2], "toString": [3, 4]}') as Record<string, unknown>;
    expect(serializeQuery(query, [["__proto__", "explode"]])).toBe("__proto__=1&__proto__=2&toString=3,4");
  });

  // OpenAPI's allowReserved: the value is written by RFC 6570's reserved expansion, RFC 3986's reserved characters and
  // %XX escapes as they are, anything else percent-encoded (a `%` that starts no escape too). `#` is encoded all the
  // same: sent as it is, it would end the query, and the rest of the URL would be a fragment nobody receives.
  it.each([
    ["a path and a query as they are", { url: "https://x.example/a/b?c=d&e=f" }, "url=https://x.example/a/b?c=d&e=f"],
    ["every reserved character but #", { q: ":/?#[]@!$&'()*+,;=" }, "q=:/?%23[]@!$&'()*+,;="],
    ["escapes kept, a lone % and the rest encoded", { q: "a%2Fb %zz é" }, "q=a%2Fb%20%25zz%20%C3%A9"],
    ["each element of a list", { ids: ["a/b", "c,d"] }, "ids=a/b,c,d"],
  ])("allowReserved: %s", (_name, given, want) => {
    expect(serializeQuery(given, undefined, Object.keys(given))).toBe(want);
  });

  it("allowReserved applies to the values of the parameters it names, under any style, and to no name", () => {
    const query = { "f/x": { "a/b": "c/d" }, other: "e/f" };
    expect(serializeQuery(query, [["f/x", "deep"]], ["f/x"])).toBe("f%2Fx[a%2Fb]=c/d&other=e%2Ff");
    expect(() => serializeQuery({ q: "\uD800" }, undefined, ["q"])).toThrow(RequestError);
  });

  it("ignores inherited keys (no for-in)", () => {
    const query = Object.create({ inherited: "x" }) as Record<string, unknown>;
    query.own = "y";
    expect(serializeQuery(query)).toBe("own=y");
  });

  it.each([
    ["a nested object", { filter: { a: 1 } }],
    ["NaN", { n: Number.NaN }],
    ["a lone surrogate", { q: "\uD800" }],
    ["a nested array", { q: [["a"]] }],
  ])("rejects %s", (_name, given) => {
    expect(() => serializeQuery(given)).toThrow(RequestError);
  });
});

const pathTable: [string, { given: Record<string, string | number | boolean | string[]>; want: string }][] = [
  ["plain id", { given: { id: "01HXYZ" }, want: "/api/profiles/01HXYZ/" }],
  ["number", { given: { id: 42 }, want: "/api/profiles/42/" }],
  ["slash stays in its segment", { given: { id: "a/b" }, want: "/api/profiles/a%2Fb/" }],
  ["encoded dots stay encoded", { given: { id: "%2e%2e" }, want: "/api/profiles/%252e%252e/" }],
  ["query and fragment characters", { given: { id: "?x#y" }, want: "/api/profiles/%3Fx%23y/" }],
  ["dots inside a value are fine", { given: { id: "a..b" }, want: "/api/profiles/a..b/" }],
  ["a boolean", { given: { id: false }, want: "/api/profiles/false/" }],
  ["a list, simple style: comma-joined, each encoded", { given: { id: ["a,b", "c"] }, want: "/api/profiles/a%2Cb,c/" }],
];

const styleTable: [PathStyle, ParameterValue, string][] = [
  ["label", 5, "/api/profiles/.5/"],
  ["label", ["a", "b/c"], "/api/profiles/.a,b%2Fc/"],
  ["label-explode", ["a", "b"], "/api/profiles/.a.b/"],
  ["matrix", "x y", "/api/profiles/;id=x%20y/"],
  ["matrix", ["a", "b"], "/api/profiles/;id=a,b/"],
  ["matrix-explode", ["a", "b"], "/api/profiles/;id=a;id=b/"],
  ["matrix-explode", true, "/api/profiles/;id=true/"],
];

describe("expandPath", () => {
  it.each(pathTable)("%s", (_name, { given, want }) => {
    expect(expandPath("/api/profiles/{id}/", given)).toBe(want);
  });

  it.each(styleTable)("%s style: %j is %s", (style, id, want) => {
    expect(
      expandPath("/api/profiles/{id}/", { id, other: "o" }, [
        ["other", "matrix"],
        ["id", style],
      ]),
    ).toBe(want);
  });

  it("refuses in label or matrix style what it refuses in simple style, but an empty matrix value", () => {
    for (const style of ["label", "matrix-explode"] as const)
      for (const id of [".", "..", ["a", ".."]])
        expect(() => expandPath("/a/{id}", { id }, [["id", style]])).toThrow(RequestError);
    for (const id of ["", []]) expect(() => expandPath("/a/{id}", { id }, [["id", "label"]])).toThrow(RequestError);
  });

  it("writes an empty string or list in matrix style as the bare name, as OpenAPI's table does (`;color`)", () => {
    for (const style of ["matrix", "matrix-explode"] as const)
      for (const id of ["", []]) expect(expandPath("/a/{id}/b", { id }, [["id", style]])).toBe("/a/;id/b");
    expect(() => expandPath("/a/{id}", {}, [["id", "matrix"]])).toThrow(RequestError);
  });

  it.each([
    ["..", { id: ".." }],
    [".", { id: "." }],
    ["empty", { id: "" }],
    ["missing", {}],
    ["an empty list", { id: [] }],
    ["a list holding ..", { id: ["a", ".."] }],
    ["a list holding an object", { id: ["a", {}] as unknown as string[] }],
    ["inherited only", Object.create({ id: "x" }) as Record<string, string>],
  ])("rejects %s", (_name, given) => {
    expect(() => expandPath("/api/profiles/{id}/", given)).toThrow(RequestError);
  });
});

describe("base URL and links", () => {
  it.each([
    ["https", "https://a.example.com", "https://a.example.com"],
    ["trailing slashes dropped", "https://a.example.com/prefix//", "https://a.example.com/prefix"],
    ["http on loopback", "http://127.0.0.1:8080", "http://127.0.0.1:8080"],
  ])("accepts %s", (_name, given, want) => {
    expect(checkBaseUrl(given).href).toBe(want);
  });

  it.each([
    ["plain http", "http://a.example.com"],
    ["credentials", "https://user:pw@a.example.com"],
    ["a query", "https://a.example.com/?x=1"],
    ["javascript:", "javascript:alert(1)"],
    ["relative", "/api"],
  ])("rejects %s", (_name, given) => {
    expect(() => checkBaseUrl(given)).toThrow(RequestError);
  });

  const base = checkBaseUrl("https://a.example.com");
  it.each([
    ["relative", "/api/profiles/?page[cursor]=abc", "https://a.example.com/api/profiles/?page[cursor]=abc"],
    [
      "absolute, same origin",
      "https://a.example.com/api/profiles/?page%5Bcursor%5D=abc",
      "https://a.example.com/api/profiles/?page%5Bcursor%5D=abc",
    ],
  ])("follows a %s links.next", (_name, given, want) => {
    expect(resolveLink(base, given).href).toBe(want);
  });

  it.each([
    ["another host", "https://evil.example/api/profiles/"],
    ["protocol-relative", "//evil.example/api/profiles/"],
    ["another scheme", "http://a.example.com/api/profiles/"],
    ["another port", "https://a.example.com:8443/api/profiles/"],
    ["credentials", "https://u:p@a.example.com/api/profiles/"],
  ])("refuses a links.next to %s", (_name, given) => {
    expect(() => resolveLink(base, given)).toThrow(RequestError);
  });
});

describe("request URLs on the wire", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  it("sends the serialised query and the encoded path as built", async () => {
    server.reply(json(200, { data: [] }), json(200, { data: {} }));
    const client = makeClient(server.url);
    await client.request(getProfiles, {
      query: { "fields[profile]": ["email", "phone_number"], "page[size]": 20, filter: 'equals(email,"a@b.c")' },
    });
    await client.request(getProfile, { path: { id: "a/b?c" } });
    expect(server.requests.at(-2)?.url).toBe(
      "/api/profiles/?fields[profile]=email,phone_number&page[size]=20&filter=equals(email%2C%22a%40b.c%22)",
    );
    expect(server.requests.at(-1)?.url).toBe("/api/profiles/a%2Fb%3Fc/");
  });

  it.each([[".."], ["."], [""]])("rejects the path parameter %j before sending anything", async (id) => {
    const before = server.requests.length;
    const client = makeClient(server.url);
    await expect(client.request(getProfile, { path: { id } })).rejects.toBeInstanceOf(RequestError);
    expect(server.requests.length).toBe(before);
  });

  it("keeps a path prefix of the base URL", async () => {
    server.reply(json(200, { data: {} }));
    await makeClient(`${server.url}/v/`).request(getProfile, { path: { id: "1" } });
    expect(server.requests.at(-1)?.url).toBe("/v/api/profiles/1/");
  });
});
