/** The model stage: tables of given document -> wanted model facts. */
import { describe, expect, it } from "vitest";
import { buildModel, deref, ModelError } from "../../generator/model/index.js";

const base = { openapi: "3.1.0", info: { title: "T", version: "2024-05-15" } };

describe("buildModel", () => {
  it("groups parameters by location, merging path-item ones (operation ones win) and resolving $refs", () => {
    const model = buildModel({
      ...base,
      paths: {
        "/api/x/{id}/": {
          parameters: [
            { name: "id", in: "path", required: true, schema: { type: "string" } },
            { name: "q", in: "query", schema: { type: "string" }, description: "shared" },
          ],
          get: {
            operationId: "get_x",
            parameters: [
              { $ref: "#/components/parameters/rev" },
              { name: "q", in: "query", schema: { type: "integer" } },
            ],
            responses: { "200": { $ref: "#/components/responses/Ok" } },
          },
        },
      },
      components: {
        parameters: {
          rev: { name: "revision", in: "header", required: true, schema: { type: "string", enum: ["2024-05-15"] } },
        },
        responses: { Ok: { description: "ok", content: { "application/json": { schema: { type: "object" } } } } },
      },
    });
    const op = model.operations[0]!;
    expect(op.parameters.path.map((p) => p.name)).toEqual(["id"]);
    expect(op.parameters.query).toMatchObject([{ name: "q", schema: { type: "integer" } }]);
    expect(op.parameters.header).toMatchObject([
      { name: "revision", required: true, pointer: "#/components/parameters/rev" },
    ]);
    expect(op.responses).toMatchObject([
      { status: "200", pointer: "#/components/responses/Ok", content: [{ mediaType: "application/json" }] },
    ]);
  });

  it("follows a chain of $refs to the object, at the last ref's text as written; a looping chain is left out", () => {
    const model = buildModel({
      ...base,
      paths: {
        "/x": {
          get: {
            operationId: "x",
            parameters: [{ $ref: "#/components/parameters/a" }, { $ref: "#/components/parameters/loop" }],
            responses: {},
          },
        },
      },
      components: {
        parameters: {
          a: { $ref: "#/components/parameters/a%20b" },
          "a b": { name: "q", in: "query" },
          loop: { $ref: "#/components/parameters/loop" },
        },
      },
    });
    expect(model.operations[0]!.parameters.query).toMatchObject([
      { name: "q", pointer: "#/components/parameters/a%20b" },
    ]);
  });

  const chain = { a: { $ref: "#/b" }, b: { $ref: "#/c" }, c: { x: 1 }, s: "text", loop: { $ref: "#/loop" } };
  it.each([
    ["a chain to an object", { $ref: "#/a" }, { value: { x: 1 }, pointer: "#/c" }],
    ["an object", { y: 2 }, { value: { y: 2 }, pointer: "#/here" }],
    ["a ref to nothing", { $ref: "#/nowhere" }, new ModelError("#/here", 'cannot resolve $ref "#/nowhere"')],
    ["a ref to a string", { $ref: "#/s" }, new ModelError("#/s", "is not an object")],
    ["a remote ref", { $ref: "other.yaml#/c" }, new ModelError("#/here", 'cannot resolve $ref "other.yaml#/c"')],
    ["a looping chain", { $ref: "#/loop" }, new ModelError("#/loop", 'cannot resolve $ref "#/loop"')],
  ])("deref: %s", (_what, value, want) => {
    if (want instanceof ModelError) expect(() => deref(chain, value, "#/here")).toThrow(want);
    else expect(deref(chain, value, "#/here")).toEqual(want);
  });

  it.each([
    [{ security: [{ k: [] }] }, undefined, [[{ scheme: "k", scopes: [] }]]],
    [{ security: [{ k: [] }] }, [], []],
    [{ security: [{ k: [] }, { o: ["a:read"] }] }, [{ o: ["b"] }], [[{ scheme: "o", scopes: ["b"] }]]],
  ])("security: document %j, operation %j -> %j", (doc, opSecurity, want) => {
    const model = buildModel({
      ...base,
      ...doc,
      paths: { "/x": { get: { operationId: "x", ...(opSecurity ? { security: opSecurity } : {}), responses: {} } } },
    });
    expect(model.operations[0]!.security).toEqual(want);
  });

  it("reads the toolkit's extensions: x-filter, x-pagination, x-rate-limit, x-sunset, x-shape", () => {
    const model = buildModel({
      ...base,
      paths: {
        "/x": {
          get: {
            operationId: "x",
            deprecated: true,
            "x-sunset": "2024-06-30",
            "x-pagination": "cursor",
            "x-rate-limit": { tier: "L" },
            parameters: [
              {
                name: "filter",
                in: "query",
                schema: { type: "string" },
                "x-filter": { operators: ["equals"], fields: { id: ["equals"] } },
              },
            ],
            responses: { "2XX": { description: "ok", "x-shape": "unspecified" } },
          },
        },
      },
    });
    expect(model.operations[0]).toMatchObject({
      deprecated: true,
      sunset: "2024-06-30",
      pagination: "cursor",
      rateLimit: { tier: "L" },
      parameters: { query: [{ filter: { operators: ["equals"], fields: { id: ["equals"] } } }] },
      responses: [{ status: "2XX", shape: "unspecified" }],
    });
  });

  it.each([
    [
      { "/x": { get: { operationId: "x", parameters: [{ name: "a\r\nb", in: "header" }], responses: {} } } },
      "#/paths/~1x/get/parameters/0/name contains a control character",
    ],
    [
      { "/x": { get: { operationId: "x" } }, "/../y": { get: { operationId: "y" } } },
      '#/paths/~1..~1y path "/../y" must not contain . or .. segments',
    ],
  ])("rejects %j with a located message", (paths, message) => {
    expect(() => buildModel({ ...base, paths })).toThrow(ModelError);
    expect(() => buildModel({ ...base, paths })).toThrow(message);
  });

  // Slips the loader warns about (docs/safety.md, L5): what cannot be used is left out, the rest is modelled.
  const ok = { "200": { description: "ok" } };
  it.each([
    [
      "a parameter located in the body",
      {
        parameters: [
          { name: "a", in: "body" },
          { name: "b", in: "query" },
        ],
      },
      { query: ["b"] },
    ],
    ["a parameter without a name", { parameters: [{ in: "query" }, { name: ["x"], in: "query" }] }, {}],
    ["a parameter name that is not a string", { parameters: [{ name: 5, in: "query" }] }, {}],
    [
      "an empty parameter name",
      {
        parameters: [
          { name: "", in: "query" },
          { name: "b", in: "query" },
        ],
      },
      { query: ["b"] },
    ],
    ["a parameter that is not an object", { parameters: ["revision", null, 3] }, {}],
    ["a $ref that names nothing", { parameters: [{ $ref: "#/nowhere" }] }, {}],
    ["parameters that are not a list", { parameters: { name: "a", in: "query" } }, {}],
  ])("leaves out %s", (_what, operation, names) => {
    const model = buildModel({ ...base, paths: { "/x": { get: { operationId: "x", ...operation, responses: ok } } } });
    const op = model.operations[0]!;
    const found = Object.fromEntries(
      Object.entries(op.parameters)
        .filter(([, list]) => list.length > 0)
        .map(([where, list]) => [where, list.map((p) => p.name)]),
    );
    expect(found).toEqual(names);
  });

  it("keeps a path parameter missing from the path, marked as outside the template, so the diff compares it", () => {
    const parameters = [
      { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } },
      { name: "org", in: "path", required: true, schema: { type: "string" } },
    ];
    const model = buildModel({
      ...base,
      paths: { "/x/{org}": { get: { operationId: "x", parameters, responses: ok } } },
    });
    const path = model.operations[0]!.parameters.path;
    expect(path.map((p) => [p.name, p.inTemplate, p.schema])).toEqual([
      ["id", false, { type: "integer", minimum: 1 }],
      ["org", undefined, { type: "string" }],
    ]);
    expect(Object.keys(path[1]!)).not.toContain("inTemplate");
  });

  it.each([
    ["no responses", {}, []],
    ["responses that are not a map", { responses: "nope" }, []],
    ["a response that is not an object", { responses: { "200": "OK", "404": { description: "none" } } }, ["404"]],
    ["a response without a description", { responses: { "200": {} } }, ["200"]],
  ])("reads an operation with %s", (_what, operation, statuses) => {
    const model = buildModel({ ...base, paths: { "/x": { get: { operationId: "x", ...operation } } } });
    expect(model.operations[0]!.responses.map((r) => [r.status, r.description])).toEqual(
      statuses.map((status) => [status, status === "404" ? "none" : undefined]),
    );
  });

  it.each([
    ["a path item that is not an object", { "/x": "nope", "/y": { get: { operationId: "y", responses: ok } } }],
    [
      "an operation that is not an object",
      { "/x": { get: "nope" }, "/y": { get: { operationId: "y", responses: ok } } },
    ],
    [
      "a request body that is not an object",
      { "/y": { get: { operationId: "y", requestBody: "nope", responses: ok } } },
    ],
  ])("reads around %s", (_what, paths) => {
    const model = buildModel({ ...base, paths });
    expect(model.operations.map((op) => [op.operationId, op.requestBody])).toEqual([["y", undefined]]);
  });

  it("leaves out a security scheme that is not an object", () => {
    const model = buildModel({
      ...base,
      paths: {},
      components: { securitySchemes: { a: "nope", b: { type: "http" } } },
    });
    expect(Object.keys(model.securitySchemes)).toEqual(["b"]);
  });

  it("gives operations without an operationId a name from method and path", () => {
    const model = buildModel({
      ...base,
      paths: { "/api/a-b/{id}/": { delete: { parameters: [{ name: "id", in: "path" }], responses: {} } } },
    });
    expect(model.operations[0]!.operationId).toBe("delete_api_a_b_id_");
  });

  it("gives a path and the same path with a trailing / two names, not a duplicate operationId", () => {
    const model = buildModel({
      ...base,
      paths: { "/jobs": { get: { responses: {} } }, "/jobs/": { get: { responses: {} } } },
    });
    expect(model.operations.map((op) => op.operationId)).toEqual(["get_jobs", "get_jobs_"]);
  });

  it("reads an extension of the Paths Object (`x-...`) as no path, and no refusal", () => {
    const model = buildModel({
      ...base,
      paths: { "x-codegen-contextRoot": "/apis/registry/v2", "/a": { get: { responses: {} } } },
    });
    expect(model.operations.map((op) => op.path)).toEqual(["/a"]);
  });
});
