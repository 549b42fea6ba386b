/**
 * How the diff reads parameter names: a header renamed only in case is reported with its real location (the
 * generated argument's key changes, the request on the wire does not), and a `{x}` in a path's `#fragment` is part of
 * the operation's name, never a path parameter (the fragment is not sent: generator/diff/README.md, compare/).
 */
import { describe, expect, it } from "vitest";
import { pairDiffer } from "./support.js";

type Json = Record<string, unknown>;

const differ = pairDiffer("parameter-names");
/** The findings between two documents of the given paths, as `[id, severity, message, affected operations]`, sorted. */
const findings = (basePaths: Json, revisionPaths: Json) => differ.findings(doc(basePaths), doc(revisionPaths));
const doc = (paths: Json) => ({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths });
const ok = { "200": { description: "OK" } };
const get = (operationId: string, parameters: Json[] = []) => ({ get: { operationId, parameters, responses: ok } });

describe("a parameter renamed only in the case of its name", () => {
  it("names the header's location, not a path's", async () => {
    const header = (name: string) => ({ name, in: "header", required: true, schema: { type: "string" } });
    expect(
      await findings(
        { "/items": get("list_items", [header("X-Id")]) },
        { "/items": get("list_items", [header("x-id")]) },
      ),
    ).toEqual([
      ["request-parameter-renamed", "dangerous", "The header parameter `X-Id` was renamed to `x-id`.", ["GET /items"]],
    ]);
  });
});

describe("a template in a path's fragment", () => {
  // `kind` is declared in: path but the request path has no `{kind}` (a slip the loader warns about): the `{kind}` of
  // the fragment is text naming the operation, so no enum expands it into the revision's `#a` and `#b`.
  const kind = { name: "kind", in: "path", required: true, schema: { type: "string", enum: ["a", "b"] } };

  it("is not expanded as an enum path parameter", async () => {
    expect(
      await findings(
        { "/items#{kind}": get("list_kinds", [kind]) },
        { "/items#a": get("list_a"), "/items#b": get("list_b") },
      ),
    ).toEqual([
      [
        "api-removed-without-deprecation",
        "breaking",
        "The operation `GET /items#{kind}` was removed without being deprecated first.",
        ["GET /items#{kind}"],
      ],
      ["endpoint-added", "safe", "The operation `GET /items#a` was added.", ["GET /items#a"]],
      ["endpoint-added", "safe", "The operation `GET /items#b` was added.", ["GET /items#b"]],
    ]);
  });

  it("keeps its text when path parameter names are ignored", async () => {
    const id = (name: string) => ({ name, in: "path", required: true, schema: { type: "string" } });
    expect(
      await findings(
        { "/items/{id}#{old}": get("get_old", [id("id")]), "/tags/{id}#{tag}": get("get_tag", [id("id")]) },
        { "/items/{key}#{new}": get("get_new", [id("key")]), "/tags/{key}#{tag}": get("get_tag", [id("key")]) },
      ),
    ).toEqual([
      [
        "api-removed-without-deprecation",
        "breaking",
        "The operation `GET /items/{id}#{old}` was removed without being deprecated first.",
        ["GET /items/{id}#{old}"],
      ],
      ["endpoint-added", "safe", "The operation `GET /items/{key}#{new}` was added.", ["GET /items/{key}#{new}"]],
      [
        "request-parameter-renamed",
        "dangerous",
        "The path parameter `id` was renamed to `key`.",
        ["GET /tags/{key}#{tag}"],
      ],
    ]);
  });
});
