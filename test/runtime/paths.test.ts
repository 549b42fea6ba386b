/**
 * Paths as vendors write them, on the wire (docs/safety.md E5, R2, R3): OData paths with `'`, `(`, `)`, `=` and a
 * parameter holding `'` and `/`; AWS-style `#fragment` paths, whose fragment is never sent; the template's own text
 * sent as written where a path may hold it, percent-encoded where it may not; `.` and `..` never leaving the path; a
 * path starting with `//` sent to the configured host.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RequestError } from "../../templates/runtime/index.js";
import type { OperationDescriptor } from "../../templates/runtime/operation.js";
import { checkBaseUrl, expandPath, joinUrl } from "../../templates/runtime/url.js";
import { makeClient } from "./ops.js";
import { json, startServer, type TestServer } from "./server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const op = (method: OperationDescriptor["method"], path: string): OperationDescriptor => ({
  id: "x",
  method,
  path,
  auth: "none",
  emptyOk: true,
});

describe("the request line", () => {
  it.each([
    [
      "an OData function with a parameter holding ' and /",
      op("GET", "/deviceManagement/auditEvents/microsoft.graph.getAuditActivityTypes(category='{category}')"),
      { category: "it's/a" },
      "GET /deviceManagement/auditEvents/microsoft.graph.getAuditActivityTypes(category='it's%2Fa')",
    ],
    [
      "an OData key with every sub-delimiter",
      op("GET", "/users(id='{id}',tenant=@t;v=$x!*+:)/manager"),
      { id: "a b" },
      "GET /users(id='a%20b',tenant=@t;v=$x!*+:)/manager",
    ],
    ["an AWS target in the fragment", op("POST", "/#X-Amz-Target=Kinesis_20131202.AddTagsToStream"), {}, "POST /"],
    [
      "a fragment after a parameter",
      op("DELETE", "/tags/{resourceArn}#tagKeys"),
      { resourceArn: "arn:a/b" },
      "DELETE /tags/arn%3Aa%2Fb",
    ],
    [
      "a path parameter the template does not place: accepted, not sent",
      op("GET", "/droplets"),
      { droplet_id: 7 },
      "GET /droplets",
    ],
    // Joined to the base URL as text, a path starting with // stays on the configured host (clever-cloud.com's spec).
    ["a path starting with //", op("GET", "//openapi.{type}"), { type: "json" }, "GET //openapi.json"],
    ["a path naming a host after //", op("GET", "//evil.example/x"), {}, "GET //evil.example/x"],
    [
      "a parameter the template names twice: every place takes its value (azure.com's azsadmin specs)",
      op("GET", "/rg/System.{location}/fabricLocations/{location}"),
      { location: "local" },
      "GET /rg/System.local/fabricLocations/local",
    ],
  ])("%s", async (_name, descriptor, path, line) => {
    server.reply(json(200, {}));
    const result = await makeClient(server.url).request(descriptor, { path });
    expect(result.error).toBeUndefined();
    const sent = server.requests.at(-1)!;
    expect(`${sent.method} ${sent.url.replace(/\?.*$/, "")}`).toBe(line);
  });
});

describe("expandPath: the template's own text", () => {
  it.each([
    ["pchar kept", "/a(b='c'),d;e=f:g@h!$&*+", "/a(b='c'),d;e=f:g@h!$&*+"],
    ["escapes kept", "/a%20b/%2F", "/a%20b/%2F"],
    ["a % that starts no escape", "/100%/x%zz", "/100%25/x%25zz"],
    ["what a path cannot hold", '/a b/"q"/<x>/é/`z`/\\', "/a%20b/%22q%22/%3Cx%3E/%C3%A9/%60z%60/%5C"],
    ["the fragment dropped", "/x#y=z/{w}", "/x"],
    ["a fragment alone", "/#Action=List", "/"],
  ])("%s", (_name, template, want) => {
    expect(expandPath(template, {})).toBe(want);
  });

  // Written by published specs (clicksend.com's, medium.com's, azure.com's hdinsight-job): the query, not a `%3F`.
  it.each([
    ["a fixed query", "/jobs?op=LISTAFTERID", {}, "/jobs?op=LISTAFTERID"],
    [
      "a query template",
      "/x/{c}?currency={cur}&q={q}",
      { c: "NZ", cur: "a&b", q: "x y/z?" },
      "/x/NZ?currency=a%26b&q=x%20y%2Fz%3F",
    ],
    ["names from parameters", "/s?{search}=1", { search: "number" }, "/s?number=1"],
    ["what a query cannot hold", "/s?a b=<c>/?d", {}, "/s?a%20b=%3Cc%3E/?d"],
    ["a ? with nothing after it", "/s?", {}, "/s"],
    ["the fragment after the query dropped", "/s?op=1#v2", {}, "/s?op=1"],
    ["a ? in the fragment is no query", "/s#a?b", {}, "/s"],
  ])("%s: %s", (_name, template, params, want) => {
    expect(expandPath(template, params)).toBe(want);
  });

  it("refuses a dot segment before the ?, not in the query", () => {
    expect(() => expandPath("/a/..?x=1", {})).toThrow(RequestError);
    expect(expandPath("/a?x=..", {})).toBe("/a?x=..");
  });

  it.each(["/a/../b", "/a/./b", "/a/%2e%2E/b", "/a/.%2e", "/a/%2e"])("refuses the dot segment of %j", (template) => {
    expect(() => expandPath(template, {})).toThrow(RequestError);
  });
});

describe("joinUrl: the query parameters after a template's own query", () => {
  it.each([
    ["/jobs?op=LIST", "jobid=1&showall=true", "/jobs?op=LIST&jobid=1&showall=true"],
    ["/jobs?op=LIST", "", "/jobs?op=LIST"],
    ["/jobs", "jobid=1", "/jobs?jobid=1"],
  ])("%s and %j", (path, query, want) => {
    const url = joinUrl(checkBaseUrl("https://api.example.com/v1"), path, query);
    expect(url.href).toBe(`https://api.example.com/v1${want}`);
  });
});

describe("joinUrl: a path starting with //", () => {
  it.each(["https://api.example.com", "https://api.example.com/v2/"])("stays on the host of %s", (base) => {
    const url = joinUrl(checkBaseUrl(base), expandPath("//evil.example/x", {}), "");
    expect(url.host).toBe("api.example.com");
    expect(url.pathname).toMatch(/\/\/evil\.example\/x$/);
  });
});
