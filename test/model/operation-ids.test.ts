/**
 * Operations that want the same operationId (docs/safety.md E3, L5): one keeps it, the spec's own operationId before
 * one made from method and path, else the first by method and path; each other one takes the lowest free `_<n>`,
 * whatever the order of the document.
 */
import { describe, expect, it } from "vitest";
import { operationIds } from "../../generator/load/operation-ids.js";
import { buildModel } from "../../generator/model/index.js";

const base = { openapi: "3.1.0", info: { title: "T", version: "1" } };
const op = (operationId?: string) => ({ ...(operationId && { operationId }), responses: {} });

describe("operationIds", () => {
  it.each([
    [
      "paths whose made-up ids are one (daniweb's /users/~)",
      { "/users/~": { get: op() }, "/users": { get: op() } },
      { "get /users": "get_users", "get /users/~": "get_users_2" },
    ],
    [
      "a template and a literal segment (HERE's /aliases/{id} and /aliases/id)",
      { "/a/{id}": { get: op() }, "/a/id": { get: op() } },
      { "get /a/id": "get_a_id", "get /a/{id}": "get_a_id_2" },
    ],
    [
      "an operationId written twice: the first by method and path keeps it",
      { "/b": { get: op("list") }, "/a": { get: op("list") }, "/c": { post: op("list") } },
      { "get /a": "list", "get /b": "list_2", "post /c": "list_3" },
    ],
    [
      "the spec's own operationId before a made-up one",
      { "/a/b": { get: op() }, "/z": { get: op("get_a_b") } },
      { "get /z": "get_a_b", "get /a/b": "get_a_b_2" },
    ],
    [
      "a suffix another operation wants is skipped",
      { "/x": { get: op("x") }, "/y": { get: op("x") }, "/z": { get: op("x_2") } },
      { "get /x": "x", "get /y": "x_3", "get /z": "x_2" },
    ],
  ])("%s", (_what, paths, want) => {
    const { ids } = operationIds({ ...base, paths });
    expect(Object.fromEntries([...ids].sort())).toEqual(Object.fromEntries(Object.entries(want).sort()));
    // The model names its operations the same way.
    const model = buildModel({ ...base, paths });
    expect(Object.fromEntries(model.operations.map((o) => [`${o.method} ${o.path}`, o.operationId]))).toEqual(
      Object.fromEntries([...ids]),
    );
  });

  it("reports each operation that did not get the id it wants, with the one that keeps it", () => {
    const { clashes } = operationIds({
      ...base,
      paths: { "/users/~": { get: op() }, "/users": { get: op("get_users") } },
    });
    expect(clashes).toEqual([
      {
        method: "get",
        path: "/users/~",
        pointer: "#/paths/~1users~1~0/get",
        wanted: "get_users",
        own: false,
        keeper: "GET /users",
        keeperId: "get_users",
        id: "get_users_2",
      },
    ]);
  });
});
