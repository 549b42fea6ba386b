/**
 * Path keys in the model (docs/safety.md E5, B8, B9): any RFC 3986 path template and a `#fragment` are read; only what
 * would move the request elsewhere or leave its parameters ambiguous is refused, with one line naming the pointer.
 */
import { describe, expect, it } from "vitest";
import { buildModel, ModelError } from "../../generator/model/index.js";
import { pathSlips, requestPath } from "../../generator/load/path-slips.js";
import { checkPath } from "../../generator/model/paths.js";

const base = { openapi: "3.1.0", info: { title: "T", version: "1" } };
const param = (name: string) => ({ name, in: "path", required: true, schema: { type: "string" } });

describe("checkPath", () => {
  it.each([
    ["/#X-Amz-Target=Kinesis_20131202.AddTagsToStream", "/", []],
    ["/tags/{resourceArn}#tagKeys", "/tags/{resourceArn}", ["resourceArn"]],
    [
      "/deviceManagement/auditEvents/microsoft.graph.getAuditActivityTypes(category='{category}')",
      "/deviceManagement/auditEvents/microsoft.graph.getAuditActivityTypes(category='{category}')",
      ["category"],
    ],
    ["/a(b='c'),d;e=f:g@h!$&*+/{id}", "/a(b='c'),d;e=f:g@h!$&*+/{id}", ["id"]],
    ["/x/{a}#{b}", "/x/{a}", ["a"]],
    ["/x/%2e%2e%2f", "/x/%2e%2e%2f", []],
    ["/a..b/.x/x.", "/a..b/.x/x.", []],
    ["/#/../x", "/", []],
    ['/a"b`c${d}', '/a"b`c${d}', ["d"]],
    // Joined to the base URL as text, `//` stays on its host (templates/runtime/url.ts); the loader warns.
    ["//openapi", "//openapi", []],
    // Every place of a parameter named twice takes its one value; the loader warns.
    ["/a/System.{location}/b/{location}/{id}", "/a/System.{location}/b/{location}/{id}", ["location", "id"]],
    // What follows a `?` is the query (the runtime sends it first): its parameters count, its `..` is no segment.
    ["/pricing/{country}?currency={currency}", "/pricing/{country}?currency={currency}", ["country", "currency"]],
    ["/a?up=/../x", "/a?up=/../x", []],
    // A key without its leading `/` is read as if it had one (the loader warns): never joined to the base URL as it is,
    // where `@evil.example/x` would change its host.
    ["x", "/x", []],
    ["pets/{id}", "/pets/{id}", ["id"]],
    ["#/x", "/", []],
    ["@evil.example/x", "/@evil.example/x", []],
    [":8443/x", "/:8443/x", []],
  ])("%j is read: sent as %j, template %j", (path, sent, names) => {
    expect(requestPath(path)).toBe(sent);
    expect(checkPath(path, "#/paths/x")).toEqual(names);
  });

  it.each([
    ["../x", "must not contain . or .. segments"],
    ["/x/../y", "must not contain . or .. segments"],
    ["/x/./y", "must not contain . or .. segments"],
    ["/x/%2E%2e", "must not contain . or .. segments"],
    ["/x/.%2e/y#a", "must not contain . or .. segments"],
    ["/x/..?a=1", "must not contain . or .. segments"],
    ["/x/{}", "has an empty template parameter {}"],
    ["/x/{id", "has unbalanced braces"],
    ["/x/id}", "has unbalanced braces"],
    ["/x/\u0000", "contains a control character"],
    ["/x#\r\n", "contains a control character"],
  ])("%j is refused: %s", (path, why) => {
    expect(() => checkPath(path, "#/paths/x")).toThrow(
      new ModelError("#/paths/x", `path ${JSON.stringify(path)} ${why}`),
    );
  });
});

describe("pathSlips", () => {
  it.each([
    ["/x/{id}", []],
    ["//openapi", ["starts with //; it is sent on the base URL's host as it is"]],
    ["/a/{x}/{x}/{x}#{x}", ["declares {x} more than once; every place takes the one value"]],
    [
      "/export?file={f}",
      ["holds a query after its ?; it is sent as the start of the query string, before the query parameters"],
    ],
    ["/export#a?b", []],
    ["pets", ["does not start with /; it is read as starting with one, a path of the base URL"]],
  ])("%j: %j", (path, slips) => {
    expect(pathSlips(path)).toEqual(slips);
  });
});

describe("operations on fragment paths", () => {
  it("keeps two operations on one path and method apart by their fragment", () => {
    const ok = { responses: { "200": { description: "ok" } } };
    const model = buildModel({
      ...base,
      paths: {
        "/#X-Amz-Target=Kinesis_20131202.AddTagsToStream": { post: ok },
        "/#X-Amz-Target=Kinesis_20131202.ListStreams": { post: ok },
        "/tags/{resourceArn}#tagKeys": { delete: { ...ok, parameters: [param("resourceArn")] } },
      },
    });
    expect(model.operations.map((o) => [o.operationId, o.path, o.parameters.path.map((p) => p.name)])).toEqual([
      ["post_X_Amz_Target_Kinesis_20131202_AddTagsToStream", "/#X-Amz-Target=Kinesis_20131202.AddTagsToStream", []],
      ["post_X_Amz_Target_Kinesis_20131202_ListStreams", "/#X-Amz-Target=Kinesis_20131202.ListStreams", []],
      ["delete_tags_resourceArn_tagKeys", "/tags/{resourceArn}#tagKeys", ["resourceArn"]],
    ]);
  });

  it("reads numbers JavaScript cannot hold (the loader warns about them)", () => {
    const model = buildModel({
      ...base,
      paths: {},
      components: { schemas: { N: { type: "integer", default: 2 ** 63, enum: [2 ** 64], maximum: Infinity } } },
    });
    expect(model.schemas.N).toEqual({ type: "integer", default: 2 ** 63, enum: [2 ** 64], maximum: Infinity });
  });
});
