/**
 * Spellings that send and read the same bytes are no change: an API key header's name in another case and an HTTP
 * authentication scheme in another case (both case-insensitive, RFC 9110 sections 5.1 and 11.1), a media type
 * parameter's value quoted or not (RFC 9110 section 5.6.6: "the quoted and unquoted values are equivalent"). What
 * does change on the wire is still reported.
 */
import { describe, expect, it } from "vitest";
import { pairDiffer, type Want } from "./support.js";

type Json = Record<string, unknown>;

const { findings } = pairDiffer("same-on-the-wire");

/** GET /x, authenticated by the scheme `key`, whose 200 response is JSON under `media`. */
const doc = (scheme: Json, media = "application/json"): Json => ({
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  security: [{ key: [] }],
  components: { securitySchemes: { key: scheme } },
  paths: {
    "/x": {
      get: {
        operationId: "x",
        responses: { "200": { description: "OK", content: { [media]: { schema: { type: "string" } } } } },
      },
    },
  },
});

const apiKey = (name: string, where = "header"): Json => ({ type: "apiKey", in: where, name });
const http = (scheme: string): Json => ({ type: "http", scheme });

describe("security schemes", () => {
  it("an API key header named in another case, or an HTTP scheme in another case, is no change", async () => {
    expect(await findings(doc(apiKey("X-Api-Key")), doc(apiKey("x-api-key")))).toEqual([]);
    expect(await findings(doc(http("Bearer")), doc(http("bearer")))).toEqual([]);
    expect(await findings(doc(http("basic")), doc(http("Basic")))).toEqual([]);
  });

  it("`security: [{}]` (nothing needed) is no security, and an optional scheme added to none requires nothing", async () => {
    const open = (security: unknown[]): Json => ({ ...doc(apiKey("X-Api-Key")), security });
    expect(await findings(open([]), open([{}]))).toEqual([]);
    expect(await findings(open([{}]), open([]))).toEqual([]);
    expect(await findings(open([]), open([{ key: [] }, {}]))).toEqual([
      ["api-security-added", "safe", "The `key` security requirement was added as an alternative.", ["GET /x"]],
    ]);
    expect(await findings(open([{}]), open([{ key: [] }]))).toEqual([
      ["api-authentication-required", "breaking", "The operation now requires authentication: `key`.", ["GET /x"]],
    ]);
  });

  it("an API key cookie or query parameter named in another case is a change", async () => {
    const changed = (where: string, from: string, to: string): Want => [
      "api-security-scheme-changed",
      "breaking",
      `The \`key\` security scheme changed from \`apiKey in ${where} ${from}\` to \`apiKey in ${where} ${to}\`.`,
      ["GET /x"],
    ];
    expect(await findings(doc(apiKey("Key", "cookie")), doc(apiKey("key", "cookie")))).toEqual([
      changed("cookie", "Key", "key"),
    ]);
    expect(await findings(doc(apiKey("Key", "query")), doc(apiKey("key", "query")))).toEqual([
      changed("query", "Key", "key"),
    ]);
  });
});

describe("media type parameters", () => {
  const key = apiKey("X-Api-Key");

  it("a value quoted or not, or a charset in another case, is no change", async () => {
    expect(await findings(doc(key, 'application/json; profile="a"'), doc(key, "application/json; profile=a"))).toEqual(
      [],
    );
    expect(await findings(doc(key, 'text/plain; charset="UTF-8"'), doc(key, "text/plain; charset=utf-8"))).toEqual([]);
  });

  it("another value is a change", async () => {
    expect(await findings(doc(key, 'application/json; profile="a"'), doc(key, "application/json; profile=A"))).toEqual([
      [
        "response-media-type-parameters-changed",
        "dangerous",
        'The parameters of the `application/json` response media type of status 200 changed from `application/json; profile="a"` to `application/json; profile=A`.',
        ["GET /x"],
      ],
    ]);
  });
});

describe("servers", () => {
  const key = apiKey("X-Api-Key");
  const served = (url: string): Json => ({ ...doc(key), servers: [{ url }] });

  it("a URL with a trailing slash, or its scheme and host in another case, is the same server", async () => {
    expect(await findings(served("https://api.example.com/v1"), served("https://api.example.com/v1/"))).toEqual([]);
    expect(await findings(served("https://API.Example.com/v1"), served("HTTPS://api.example.com/v1"))).toEqual([]);
    expect(await findings(served("https://api.example.com:443/"), served("https://api.example.com"))).toEqual([]);
  });

  it("another path is another server", async () => {
    expect(await findings(served("https://api.example.com/v1"), served("https://api.example.com/V1"))).toEqual([
      ["api-server-added", "safe", "The server `https://api.example.com/V1` was added.", ["GET /x"]],
      ["api-server-removed", "dangerous", "The server `https://api.example.com/v1` was removed.", ["GET /x"]],
    ]);
  });
});

describe("response headers", () => {
  const key = apiKey("X-Api-Key");
  const withHeaders = (headers: Json): Json => {
    const d = doc(key) as { paths: { "/x": { get: { responses: { "200": Json } } } } };
    d.paths["/x"].get.responses["200"].headers = headers;
    return d;
  };
  const header = (required: boolean) => ({ required, schema: { type: "string" } });

  it("a header named in another case is the same header; Content-Type is not compared", async () => {
    expect(await findings(withHeaders({ "X-Total": header(true) }), withHeaders({ "x-total": header(true) }))).toEqual(
      [],
    );
    expect(await findings(withHeaders({ "Content-Type": header(true) }), withHeaders({}))).toEqual([]);
  });

  it("a required header removed is breaking, through a $ref too", async () => {
    const shared = withHeaders({ Location: { $ref: "#/components/headers/Location" } }) as {
      components: Record<string, unknown>;
    };
    shared.components.headers = { Location: header(true) };
    expect(await findings(shared, withHeaders({}))).toEqual([
      [
        "required-response-header-removed",
        "breaking",
        "The required response header `Location` of status `200` was removed.",
        ["GET /x"],
      ],
    ]);
  });
});

describe("defaults", () => {
  // GitHub's `POST /repos/{owner}/{repo}/autolinks` had `is_alphanumeric: {type: boolean, default: "true"}` (GHES
  // 3.8) and later `default: true`: the server's default is the same, yet it was reported as a dangerous default
  // change "from `true` to `true`".
  const withDefault = (type: string, value: unknown, where: "body" | "query" = "body"): Json => {
    const schema = { type, default: value };
    const op =
      where === "body"
        ? {
            requestBody: {
              content: { "application/json": { schema: { type: "object", properties: { flag: schema } } } },
            },
          }
        : { parameters: [{ name: "flag", in: "query", schema }] };
    return {
      openapi: "3.0.3",
      info: { title: "t", version: "1" },
      paths: { "/x": { post: { operationId: "x", ...op, responses: { "204": { description: "done" } } } } },
    };
  };

  it("a boolean or number default written as its string is the same default", async () => {
    expect(await findings(withDefault("boolean", "true"), withDefault("boolean", true))).toEqual([]);
    expect(await findings(withDefault("integer", 30), withDefault("integer", "30"))).toEqual([]);
    expect(await findings(withDefault("number", "0.5", "query"), withDefault("number", 0.5, "query"))).toEqual([]);
  });

  it("another value, or a string default of a string schema, is still a change", async () => {
    expect(await findings(withDefault("boolean", "true"), withDefault("boolean", false))).toEqual([
      [
        "request-property-default-value-changed",
        "dangerous",
        "The default of the `flag` request property of `POST /x` changed from `true` to `false`.",
        ["POST /x"],
      ],
    ]);
    expect((await findings(withDefault("string", "1", "query"), withDefault("string", 1, "query"))).length).toBe(1);
  });
});
