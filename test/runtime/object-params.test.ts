/**
 * Path, header and cookie parameters whose value is an object, on the wire (docs/safety.md R2, R4), as OpenAPI's
 * "Style Examples" write `color = {R: 100, G: 200, B: 150}`: simple `R,100,G,200,B,150` (exploded `R=100,G=200,B=150`),
 * label `.R,100,G,200,B,150` (`.R=100.G=200.B=150`), matrix `;color=R,100,G,200,B,150` (`;R=100;G=200;B=150`), form for
 * a cookie `color=R,100,G,200,B,150` (exploded, its default: a cookie per member). Keys and values are percent-encoded
 * in a path and a cookie and checked as any header value in a header; members that are undefined or null are left out;
 * a member that is itself an object or a list is refused before anything is sent.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { RequestError } from "../../templates/runtime/index.js";
import type { OperationDescriptor, PathStyle } from "../../templates/runtime/operation.js";
import { makeClient } from "./ops.js";
import { json, startServer, type TestServer } from "./server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const color = { R: 100, G: 200, B: 150 };
const op = (path: string, more: Partial<OperationDescriptor> = {}): OperationDescriptor => ({
  id: "get_color",
  method: "GET",
  path,
  auth: "none",
  emptyOk: true,
  ...more,
});

describe("a path parameter holding an object", () => {
  it.each<[PathStyle | undefined, string]>([
    [undefined, "/colors/R,100,G,200,B,150"],
    ["simple-explode", "/colors/R=100,G=200,B=150"],
    ["label", "/colors/.R,100,G,200,B,150"],
    ["label-explode", "/colors/.R=100.G=200.B=150"],
    ["matrix", "/colors/;color=R,100,G,200,B,150"],
    ["matrix-explode", "/colors/;R=100;G=200;B=150"],
  ])("in the style %s", async (style, url) => {
    server.reply(json(200, {}));
    const descriptor = op("/colors/{color}", style && { pathStyles: [["color", style]] });
    await makeClient(server.url).request(descriptor, { path: { color } });
    expect(server.requests.at(-1)!.url).toBe(url);
  });

  it("percent-encodes each key and value, and leaves out members that are undefined or null", async () => {
    server.reply(json(200, {}), json(200, {}));
    const color = { "a b": "x/y", c: undefined, d: null, "é=": true };
    const client = makeClient(server.url);
    await client.request(op("/colors/{color}"), { path: { color } });
    expect(server.requests.at(-1)!.url).toBe("/colors/a%20b,x%2Fy,%C3%A9%3D,true");
    await client.request(op("/colors/{color}", { pathStyles: [["color", "matrix-explode"]] }), { path: { color } });
    expect(server.requests.at(-1)!.url).toBe("/colors/;a%20b=x%2Fy;%C3%A9%3D=true");
  });

  it.each([
    ["a member holding an object", { R: { x: 1 } }],
    ["a member holding a list", { R: [1, 2] }],
    ["no member left", { R: undefined }],
    ["a member that is a dot segment", { R: ".." }],
  ])("refuses %s before fetch", async (_name, color) => {
    const fetch = vi.fn(globalThis.fetch);
    const client = makeClient(server.url, { fetch });
    await expect(client.request(op("/colors/{color}"), { path: { color: color as never } })).rejects.toThrow(
      'path parameter color must be a non-empty string, a finite number or a boolean, not "." or ".."',
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("a header parameter holding an object", () => {
  it("is written R,100,G,200,B,150, or R=100,G=200,B=150 where the descriptor says it is exploded", async () => {
    server.reply(json(200, {}));
    const descriptor = op("/colors", { explodeHeaders: ["X-Exploded"] });
    const headers = { "X-Color": color, "X-Exploded": { ...color, skip: undefined, none: null }, "X-Plain": 1 };
    await makeClient(server.url).request(descriptor, { headers });
    const sent = server.requests.at(-1)!.headers;
    expect([sent["x-color"], sent["x-exploded"], sent["x-plain"]]).toEqual([
      "R,100,G,200,B,150",
      "R=100,G=200,B=150",
      "1",
    ]);
  });

  // RFC 6570 2.3, which OpenAPI's styles follow: a list or an object with no member (undefined and null ones left out)
  // is undefined, so its expansion writes nothing, as an empty list drops a query parameter. An empty `x-color:` would
  // tell the server the client sent a value, the empty string.
  it.each([
    ["an empty object", {}],
    ["an object whose members are all undefined or null", { R: undefined, G: null }],
    ["an empty list", []],
  ])("is not sent when it is %s", async (_name, value) => {
    server.reply(json(200, {}));
    const descriptor = op("/colors", { explodeHeaders: ["X-Exploded"] });
    await makeClient(server.url).request(descriptor, {
      headers: { "X-Color": value as never, "X-Exploded": value as never, "X-Plain": 1 },
    });
    const sent = server.requests.at(-1)!.headers;
    expect([sent["x-color"], sent["x-exploded"], sent["x-plain"]]).toEqual([undefined, undefined, "1"]);
  });

  it.each([
    ["a member holding an object", { R: { x: 1 } }],
    ["a member holding a list", { R: [1, 2] }],
    ["a member holding CR/LF", { R: "a\r\nx-b: 1" }],
    ["a key holding CR/LF", { "R\r\nx-b: 1": "a" }],
  ])("refuses %s before fetch, its value never shown", async (_name, value) => {
    const fetch = vi.fn(globalThis.fetch);
    const client = makeClient(server.url, { fetch });
    const request = client.request(op("/colors"), { headers: { "X-Color": value as never } });
    await expect(request).rejects.toThrow(
      "get_color: headers: header x-color must be a string of at most 4096 Latin-1 characters without control characters (value not shown)",
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("a cookie parameter holding an object", () => {
  it("is a cookie per member (form, exploded: OpenAPI's default), or color=R,100,G,200,B,150 where not exploded", async () => {
    server.reply(json(200, {}));
    const descriptor = op("/colors", { joinCookies: ["color"] });
    const cookies = { color, shade: { "a b": "x;y", "f(x)": 1, skip: undefined, none: null }, plain: "p" };
    await makeClient(server.url).request(descriptor, { cookies });
    expect(server.requests.at(-1)!.headers.cookie).toBe("color=R,100,G,200,B,150; a%20b=x%3By; f%28x%29=1; plain=p");
  });

  it.each([
    ["a member holding an object", { R: { x: "secret-1" } }],
    ["a member holding a list", { R: ["secret-1"] }],
  ])("refuses %s before fetch", async (_name, color) => {
    const fetch = vi.fn(globalThis.fetch);
    const client = makeClient(server.url, { fetch });
    for (const joinCookies of [undefined, ["color"]]) {
      const request = client.request(op("/colors", { joinCookies }), { cookies: { color: color as never } });
      await expect(request).rejects.toThrow(
        'get_color: cookies: cookie "color" must be a token naming a scalar or a list',
      );
      await expect(request).rejects.toThrow(RequestError);
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});

// OpenAPI 3.1's cookie parameters are in the form style, exploded unless the spec says `explode: false`: a list is then a
// cookie per element (`tags=a; tags=b`, the cookie form of form's `tags=a&tags=b`), and not exploded one cookie
// holding the comma list (`tags=a,b`), as an object is written.
describe("a cookie parameter holding a list", () => {
  it("is a cookie per element (form, exploded: OpenAPI's default), or tags=a,b%2Fc where not exploded", async () => {
    server.reply(json(200, {}));
    const descriptor = op("/colors", { joinCookies: ["joined"] });
    const cookies = { tags: ["a", "b/c", 1], joined: ["a", "b/c", true], plain: "p" };
    await makeClient(server.url).request(descriptor, { cookies });
    expect(server.requests.at(-1)!.headers.cookie).toBe("tags=a; tags=b%2Fc; tags=1; joined=a,b%2Fc,true; plain=p");
  });
});

describe("a cookie parameter holding nothing", () => {
  // RFC 6570 2.3: an empty list or object is undefined, so no cookie, exploded or not (an empty `ids=` would be the
  // value "" to the server), as an empty header parameter is not sent either.
  it.each([
    ["an empty list", []],
    ["an empty object", {}],
    ["an object whose members are all undefined or null", { R: undefined, G: null }],
  ])("sends no cookie for %s", async (_name, value) => {
    server.reply(json(200, {}));
    const descriptor = op("/colors", { joinCookies: ["joined"] });
    await makeClient(server.url).request(descriptor, {
      cookies: { exploded: value as never, joined: value as never, plain: "p" },
    });
    expect(server.requests.at(-1)!.headers.cookie).toBe("plain=p");
  });
});

describe("a parameter described by a JSON content", () => {
  const descriptor = op("/colors/{color}", {
    json: [
      ["path", "color"],
      ["query", "filter"],
      ["headers", "X-Filter"],
      ["cookies", "prefs"],
      ["query", "absent"],
    ],
  });

  it("is sent as its JSON text, percent-encoded or checked as any value in its place", async () => {
    server.reply(json(200, {}));
    await makeClient(server.url).request(descriptor, {
      path: { color: { R: 100 } as never },
      query: { filter: { name: "a b", tags: ["x"] }, plain: "p", absent: undefined },
      headers: { "X-Filter": { n: null } as never },
      cookies: { prefs: ["a;b"] },
    });
    const sent = server.requests.at(-1)!;
    expect(sent.url).toBe(
      "/colors/%7B%22R%22%3A100%7D?filter=%7B%22name%22%3A%22a%20b%22%2C%22tags%22%3A%5B%22x%22%5D%7D&plain=p",
    );
    expect(sent.headers["x-filter"]).toBe('{"n":null}');
    expect(sent.headers.cookie).toBe("prefs=%5B%22a%3Bb%22%5D");
  });

  it("refuses a value JSON cannot write before fetch", async () => {
    const fetch = vi.fn(globalThis.fetch);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const request = makeClient(server.url, { fetch }).request(descriptor, {
      path: { color: "c" },
      query: { filter: circular },
    });
    await expect(request).rejects.toThrow(/^get_color: parameter filter cannot be serialised as JSON \(/);
    await expect(request).rejects.toThrow(RequestError);
    expect(fetch).not.toHaveBeenCalled();
  });
});
