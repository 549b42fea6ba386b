/**
 * Function names of operations whose operationIds make the same name (generator/emit/names.ts): the name goes to at
 * most one of them, the others take a suffix made of their own method and path, and each clash is described for the
 * generator's warning. Adding an operation renames no other, unless it wants the very name that other one has.
 */
import { describe, expect, it } from "vitest";
import { describeClash, namedOperations, nameOperations } from "../../generator/emit/names.js";
import { buildModel } from "../../generator/model/index.js";

const clashesOf = (operations: Parameters<typeof namedOperations>[0]) => namedOperations(operations).clashes;

/** An operation; `"cursor"` last makes it paginate (`x-pagination: cursor`). */
type Route = [operationId: string, method: string, path: string, pagination?: "cursor"];

function model(routes: Route[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [operationId, method, path, pagination] of routes) {
    const parameters = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: "path", required: true }));
    (paths[path] ??= {})[method] = {
      operationId,
      parameters,
      responses: { "200": { description: "ok" } },
      ...(pagination && { "x-pagination": pagination }),
    };
  }
  return buildModel({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths });
}

/** operationId -> every name the operation's declarations take (function, type stem, descriptor). */
function names(routes: Route[]): Record<string, string> {
  const m = model(routes);
  return Object.fromEntries(
    [...nameOperations(m.operations)].map(([op, n]) => [op.operationId, `${n.fn} ${n.type} ${n.descriptor}`]),
  );
}

/** operationId -> function name. */
function functions(routes: Route[]): Record<string, string> {
  return Object.fromEntries(Object.entries(names(routes)).map(([id, declared]) => [id, declared.split(" ")[0]!]));
}

const spec: Route[] = [
  ["get-x", "get", "/a"],
  ["get_x", "post", "/b/{id}/x"],
  ["getItems", "get", "/items"],
  ["get_item", "get", "/items/{id}"],
  ["createClient", "post", "/clients"],
];

describe("names that clash", () => {
  it("go to one operation; the others take their method and path", () => {
    expect(names(spec)).toEqual({
      "get-x": "getX GetX getXOperation",
      get_x: "getXPostBIdX GetXPostBIdX getXPostBIdXOperation",
      getItems: "getItems GetItems getItemsOperation",
      get_item: "getItem GetItem getItemOperation",
      createClient: "createClientPostClients CreateClientPostClients createClientPostClientsOperation",
    });
  });

  it("do not depend on the order of the operations", () => {
    expect(names([...spec].reverse())).toEqual(names(spec));
  });

  it.each<[string, Route[]]>([
    ["an operation whose name clashes with nothing", [["delete_x", "delete", "/a"]]],
    ["a third operationId making getX, after get-x in code-unit order", [["get.x", "put", "/c"]]],
    [
      "several of them",
      [
        ["get.x", "put", "/c"],
        ["get~x", "patch", "/c"],
        ["get__x", "get", "/c"],
      ],
    ],
    ["an operationId that is the name get_x would have had from a counter", [["getX2", "get", "/d"]]],
    ["one that wants the entry point's createClient too", [["create-client", "get", "/clients"]]],
    ["one that wants a name taken by a pager of another operation", [["get_items_pages", "get", "/pages"]]],
  ])("adding %s renames no other operation", (_what, added) => {
    const before = names(spec);
    const after = names([...spec, ...added]);
    for (const [id, declared] of Object.entries(before)) expect(after[id], id).toBe(declared);
    // and removing it again gives the names back
    expect(names(spec)).toEqual(before);
  });

  it.each<[string, Route, Record<string, string>]>([
    [
      "an operationId that is the name itself: it keeps it",
      ["getX", "get", "/e"],
      { getX: "getX", "get-x": "getXGetA", get_x: "getXPostBIdX" },
    ],
    [
      "an operationId first in code-unit order: it keeps it",
      ["get x", "get", "/e"],
      { "get x": "getX", "get-x": "getXGetA", get_x: "getXPostBIdX" },
    ],
    [
      "an operation whose item iterator would have the name, if it paginated: both keep their names",
      ["get", "get", "/e"],
      { get: "get", getItems: "getItems" },
    ],
  ])("adding %s renames only the operation that had that name", (_what, added, want) => {
    expect(functions([...spec, added])).toEqual({ ...functions(spec), ...want });
  });

  it("are never shared, even by an operationId that spells out another one's name and route", () => {
    const all = names([...spec, ["getXPostBIdX", "get", "/f"], ["get_x_post_b_id_x", "get", "/g"]]);
    expect(all).toMatchObject({
      getXPostBIdX: "getXPostBIdX GetXPostBIdX getXPostBIdXOperation",
      // its types give way: GetXPostBIdX2Filter is the second filter type of getXPostBIdX
      get_x: "getXPostBIdX2 GetXPostBIdX2Call getXPostBIdX2Operation",
      get_x_post_b_id_x: "getXPostBIdXGetG GetXPostBIdXGetG getXPostBIdXGetGOperation",
    });
    const fns = Object.values(all).map((n) => n.split(" ")[0]!.toLowerCase());
    expect(new Set(fns).size).toBe(fns.length);
  });
});

/** operationId -> the function name, then the page and item iterators when there are. */
function helpers(routes: Route[]): Record<string, string> {
  return Object.fromEntries(
    [...nameOperations(model(routes).operations)].map(([op, n]) => [
      op.operationId,
      [n.fn, n.pages, n.items].filter((x) => x !== undefined).join(" "),
    ]),
  );
}

describe("a real operation always keeps the name its operationId makes", () => {
  it.each<[string, Route[], Record<string, string>]>([
    [
      "the service's catalog: get_catalog_category does not paginate, so it has no item iterator",
      [
        ["get_catalog_category", "get", "/api/catalog/categories/{id}"],
        ["get_catalog_category_items", "get", "/api/catalog/categories/{id}/items", "cursor"],
      ],
      {
        get_catalog_category: "getCatalogCategory",
        get_catalog_category_items: "getCatalogCategoryItems getCatalogCategoryItemsPages getCatalogCategoryItemsItems",
      },
    ],
    [
      "the same when get_catalog_category paginates: its iterators give way",
      [
        ["get_catalog_category", "get", "/api/catalog/categories/{id}", "cursor"],
        ["get_catalog_category_items", "get", "/api/catalog/categories/{id}/items"],
      ],
      {
        get_catalog_category: "getCatalogCategory getCatalogCategoryAllPages getCatalogCategoryAllItems",
        get_catalog_category_items: "getCatalogCategoryItems",
      },
    ],
    [
      "an operation named like the page iterator: both iterators give way together",
      [
        ["listFlows", "get", "/flows", "cursor"],
        ["listFlowsPages", "get", "/flows/pages"],
      ],
      { listFlows: "listFlows listFlowsAllPages listFlowsAllItems", listFlowsPages: "listFlowsPages" },
    ],
    [
      "operations named like both fallbacks too: a counter",
      [
        ["listFlows", "get", "/flows", "cursor"],
        ["listFlowsItems", "get", "/flows/items"],
        ["listFlowsAllItems", "get", "/flows/all"],
      ],
      {
        listFlows: "listFlows listFlowsPages2 listFlowsItems2",
        listFlowsItems: "listFlowsItems",
        listFlowsAllItems: "listFlowsAllItems",
      },
    ],
    [
      "an operation named like a descriptor or a type",
      [
        ["getUser", "get", "/users/{id}"],
        ["getUserOperation", "get", "/users/{id}/operation"],
        ["getUserData", "get", "/users/{id}/data"],
      ],
      { getUser: "getUser", getUserOperation: "getUserOperation", getUserData: "getUserData" },
    ],
  ])("%s", (_what, routes, want) => {
    expect(helpers(routes)).toEqual(want);
    expect(helpers([...routes].reverse())).toEqual(want);
    expect(clashesOf(model(routes).operations)).toEqual([]);
  });

  it("and the companions that give way take the fallback names", () => {
    expect(
      names([
        ["getUser", "get", "/users/{id}"],
        ["getUserOperation", "get", "/users/{id}/operation"],
        ["getUserData", "get", "/users/{id}/data"],
      ]).getUser,
    ).toBe("getUser GetUserCall getUserDescriptor");
  });
});

describe("clashes", () => {
  it("are described naming both operations, in the order of the operations", () => {
    const m = model([...spec, ["get.x", "put", "/c"], ["get_items_pages", "get", "/pages"]]);
    expect(clashesOf(m.operations).map(describeClash)).toEqual([
      'operationId "get_x" (POST /b/{id}/x) makes the name getX, as does operationId "get-x" (GET /a), which keeps it; emitted as getXPostBIdX',
      'operationId "createClient" (POST /clients) makes the name createClient, which the entry point declares itself (createClient); emitted as createClientPostClients',
      'operationId "get.x" (PUT /c) makes the name getX, as does operationId "get-x" (GET /a), which keeps it; emitted as getXPutC',
    ]);
  });

  it("are none when every operationId makes its own name", () => {
    expect(
      clashesOf(
        model([
          ["a", "get", "/a"],
          ["b", "get", "/b"],
        ]).operations,
      ),
    ).toEqual([]);
  });
});
