import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { describe, it, expect } from "vitest";
import YAML from "yaml";

type Node = any;

const specPath = fileURLToPath(new URL("../../specs/legacy.yaml", import.meta.url));
const text = readFileSync(specPath, "utf8");

/** Loads the spec the way docs/safety.md L2 asks: one document, strict, unique keys, core schema. */
function load(source: string): Node {
  const options = { maxAliasCount: 100, uniqueKeys: true, strict: true, schema: "core" } as const;
  const all = YAML.parseAllDocuments(source, options);
  if (!Array.isArray(all) || all.length !== 1) throw new Error("expected exactly one YAML document");
  const doc = all[0]!;
  const problems = [...doc.errors, ...doc.warnings];
  if (problems.length > 0) throw new Error(problems.map((p) => p.message).join("\n"));
  return doc.toJS({ maxAliasCount: 100 });
}

const spec: Node = load(text);

function resolve(node: Node): Node {
  let current = node;
  for (let hops = 0; current && typeof current === "object" && "$ref" in current; hops++) {
    if (hops > 20) throw new Error("$ref chain too long");
    const ref: string = current.$ref;
    if (!ref.startsWith("#/")) throw new Error(`non-local $ref ${ref}`);
    current = ref
      .slice(2)
      .split("/")
      .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce((acc: Node, key) => (acc === undefined ? undefined : acc[key]), spec);
    if (current === undefined) throw new Error(`unresolved $ref ${ref}`);
  }
  return current;
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

interface Op {
  method: string;
  path: string;
  op: Node;
}

const operations: Op[] = Object.entries(spec.paths as Record<string, Node>).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m] !== undefined).map((method) => ({ method, path, op: item[method] })),
);

function op(operationId: string): Node {
  const found = operations.find((o) => o.op.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found.op;
}

function body(operationId: string, mediaType: string): Node {
  const content = resolve(op(operationId).requestBody).content;
  expect(Object.keys(content)).toEqual([mediaType]);
  return resolve(content[mediaType].schema);
}

function queryParam(operationId: string, name: string): Node {
  const params: Node[] = (op(operationId).parameters ?? []).map(resolve);
  const found = params.find((p) => p.in === "query" && p.name === name);
  if (!found) throw new Error(`no query parameter ${name} on ${operationId}`);
  return found;
}

/** Every object reachable from `node`, with its JSON pointer. */
function walk(node: Node, pointer = "#", out: Array<[string, Node]> = []): Array<[string, Node]> {
  if (node && typeof node === "object") {
    out.push([pointer, node]);
    for (const [k, v] of Object.entries(node)) walk(v, `${pointer}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`, out);
  }
  return out;
}

// The document's "Legacy v1/v2 endpoints" table (identify's path is not shown: placeholder /api/identify).
const EXPECTED = [
  ["post", "/api/track", "legacy_track_profile_activity", "Track Profile Activity"],
  ["get", "/api/track", "legacy_track_profile_activity_get", "Track Profile Activity (legacy GET variant)"],
  ["post", "/api/identify", "legacy_identify_profile", "Identify Profile"],
  ["get", "/api/identify", "legacy_identify_profile_get", "Identify Profile (legacy GET variant)"],
  ["post", "/api/v2/lists", "legacy_create_list", "Create list"],
  ["post", "/api/v2/list/{list_id}/subscribe", "legacy_subscribe_profiles_to_list", "Subscribe Profiles to List"],
  [
    "delete",
    "/api/v2/list/{list_id}/unsubscribe",
    "legacy_unsubscribe_profiles_from_list",
    "Unsubscribe Profiles From List",
  ],
  ["post", "/v1/people/exclusions", "legacy_exclude_profile_from_all_email", "Exclude Profile From All Email"],
] as const;

const PUBLIC_KEY_OPS = [
  "legacy_track_profile_activity",
  "legacy_track_profile_activity_get",
  "legacy_identify_profile",
  "legacy_identify_profile_get",
];
const PRIVATE_KEY_OPS = [
  "legacy_create_list",
  "legacy_subscribe_profiles_to_list",
  "legacy_unsubscribe_profiles_from_list",
  "legacy_exclude_profile_from_all_email",
];

describe("specs/legacy.yaml: document", () => {
  it("is a single strict YAML document with only local, resolvable $refs", () => {
    expect(() => load(text)).not.toThrow();
    const refs = walk(spec).filter(([, n]) => typeof n.$ref === "string");
    expect(refs.length).toBeGreaterThan(0);
    for (const [pointer, n] of refs) {
      expect(n.$ref, pointer).toMatch(/^#\//);
      expect(() => resolve(n), pointer).not.toThrow();
    }
  });

  it("is OpenAPI 3.1.0 with the legacy info and the {base_url} server", () => {
    expect(spec.openapi).toBe("3.1.0");
    expect(spec.info.title).toBe("Legacy v1/v2 API");
    expect(spec.info.version).toBe("legacy");
    const description: string = spec.info.description;
    expect(description).toContain("2024-06-30");
    for (const replacement of [
      "create_event",
      "create_or_update_profile",
      "subscribe_profiles",
      "unsubscribe_profiles",
      "suppress_profiles",
    ]) {
      expect(description).toContain(`\`${replacement}\``);
    }
    expect(spec.servers).toHaveLength(1);
    expect(spec.servers[0].url).toBe("{base_url}");
    expect(spec.servers[0].variables.base_url.default).toBe("https://base-url.invalid");
  });

  it("loads with openapi-typescript from the parsed object", async () => {
    const ast = await openapiTS(structuredClone(spec));
    const out = astToString(ast);
    for (const [, , operationId] of EXPECTED) expect(out).toContain(`${operationId}: {`);
  });
});

describe("specs/legacy.yaml: operations", () => {
  it("has exactly the document's operations, with its methods and paths", () => {
    const actual = operations.map((o) => [o.method, o.path, o.op.operationId, o.op.summary]);
    expect(new Set(actual.map((a) => JSON.stringify(a)))).toEqual(new Set(EXPECTED.map((e) => JSON.stringify(e))));
    expect(actual).toHaveLength(EXPECTED.length);
  });

  it("marks every operation deprecated, sunset 2024-06-30, tagged, snake_case legacy_ id", () => {
    const tagNames = new Set((spec.tags as Node[]).map((t) => t.name));
    for (const { op: o } of operations) {
      expect(o.deprecated, o.operationId).toBe(true);
      expect(o["x-sunset"], o.operationId).toBe("2024-06-30");
      expect(o.operationId).toMatch(/^legacy_[a-z0-9_]+$/);
      expect(o.summary, o.operationId).toBeTruthy();
      expect(o.tags, o.operationId).toHaveLength(1);
      expect(tagNames.has(o.tags[0]), o.operationId).toBe(true);
    }
  });

  it("gives 200 without a body schema (x-shape: unspecified) and 400 for an invalid or missing key", () => {
    for (const { op: o } of operations) {
      expect(o["x-shape"], o.operationId).toBe("unspecified");
      expect(Object.keys(o.responses).sort(), o.operationId).toEqual(["200", "400"]);
      const ok = resolve(o.responses["200"]);
      expect(ok.description).toBeTruthy();
      expect(ok.content).toBeUndefined();
      const bad = resolve(o.responses["400"]);
      expect(bad.description).toContain("On the legacy APIs a 400 indicates an invalid or missing key");
      expect(bad.content).toBeUndefined();
    }
  });

  it("marks what the document leaves out", () => {
    // Identify: the document says only "v1/v2 identify".
    expect(op("legacy_identify_profile")["x-unspecified"]).toContain("path");
    expect(op("legacy_identify_profile")["x-unspecified"]).toContain("method");
    expect(op("legacy_identify_profile_get")["x-unspecified"]).toEqual(["path"]);
    // The GET track variant: the document gives GET and `data`, not the path.
    expect(op("legacy_track_profile_activity_get")["x-unspecified"]).toEqual(["path"]);
    expect(op("legacy_identify_profile").description).toMatch(/path is not shown in the document/);
    // Exclusions: the document gives the path relative to {base_url}.
    expect(op("legacy_exclude_profile_from_all_email").description).toContain("relative to {base_url}");
  });

  it("marks no schema property required (the document never says which are)", () => {
    for (const [pointer, n] of walk(spec)) {
      if (Array.isArray(n.required)) expect.fail(`required list at ${pointer}`);
      if (n.in !== undefined && n.in !== "path" && n.required === true) expect.fail(`required parameter at ${pointer}`);
      if (n.content !== undefined && n.required === true) expect.fail(`required body at ${pointer}`);
    }
  });
});

describe("specs/legacy.yaml: authentication", () => {
  it("has one security scheme: the private key in the api_key query parameter", () => {
    const schemes = spec.components.securitySchemes;
    expect(Object.keys(schemes)).toEqual(["legacy_api_key"]);
    expect(schemes.legacy_api_key).toMatchObject({ type: "apiKey", in: "query", name: "api_key" });
    expect(spec.security).toBeUndefined();
  });

  it("uses the private key on the RESTful v1/v2 operations", () => {
    for (const id of PRIVATE_KEY_OPS) expect(op(id).security, id).toEqual([{ legacy_api_key: [] }]);
  });

  it("takes the 6-character public key as `token` inside `data` on track and identify", () => {
    for (const id of PUBLIC_KEY_OPS) expect(op(id).security, id).toEqual([]);
    const contentSchemas = [
      resolve(body("legacy_track_profile_activity", "application/x-www-form-urlencoded").properties.data.contentSchema),
      resolve(body("legacy_identify_profile", "application/x-www-form-urlencoded").properties.data.contentSchema),
      resolve(queryParam("legacy_track_profile_activity_get", "data").schema.contentSchema),
      resolve(queryParam("legacy_identify_profile_get", "data").schema.contentSchema),
    ];
    for (const data of contentSchemas) {
      const token = resolve(data.properties.token);
      expect(token).toMatchObject({ type: "string", minLength: 6, maxLength: 6 });
      expect(token.description).toMatch(/6-character public API key/);
      expect(token.description).toMatch(/private key must never be used/);
    }
  });
});

describe("specs/legacy.yaml: payloads", () => {
  it("track POST: form field `data` holding JSON with token, event, customer_properties, properties", () => {
    const form = body("legacy_track_profile_activity", "application/x-www-form-urlencoded");
    expect(Object.keys(form.properties)).toEqual(["data"]);
    expect(form.properties.data).toMatchObject({ type: "string", contentMediaType: "application/json" });
    const data = resolve(form.properties.data.contentSchema);
    expect(Object.keys(data.properties)).toEqual(["token", "event", "customer_properties", "properties"]);
    expect(data.additionalProperties).toBe(false);
  });

  it("GET variants: the same JSON base64-encoded in the query parameter `data`", () => {
    for (const [getId, postId] of [
      ["legacy_track_profile_activity_get", "legacy_track_profile_activity"],
      ["legacy_identify_profile_get", "legacy_identify_profile"],
    ] as const) {
      const schema = queryParam(getId, "data").schema;
      expect(schema).toMatchObject({ type: "string", contentEncoding: "base64", contentMediaType: "application/json" });
      const postData = body(postId, "application/x-www-form-urlencoded").properties.data.contentSchema;
      expect(schema.contentSchema).toEqual(postData);
      expect(op(getId).requestBody).toBeUndefined();
    }
  });

  it("identify: `data` JSON with token and properties", () => {
    const form = body("legacy_identify_profile", "application/x-www-form-urlencoded");
    const data = resolve(form.properties.data.contentSchema);
    expect(Object.keys(data.properties)).toEqual(["token", "properties"]);
  });

  it("profile properties carry exactly the legacy identifier keys, plus custom properties", () => {
    const track = resolve(body("legacy_track_profile_activity", "application/x-www-form-urlencoded").properties.data);
    const trackData = resolve(track.contentSchema);
    const identifyData = resolve(
      body("legacy_identify_profile", "application/x-www-form-urlencoded").properties.data.contentSchema,
    );
    const keys = [
      "$email",
      "$phone_number",
      "$anonymous",
      "$id",
      "$exchange_id",
      "$kid",
      "$city",
      "$region",
      "$country",
      "$zip",
      "$first_name",
      "$last_name",
      "$image",
    ];
    for (const profile of [
      resolve(trackData.properties.customer_properties),
      resolve(identifyData.properties.properties),
    ]) {
      expect(Object.keys(profile.properties).sort()).toEqual([...keys].sort());
      expect(profile.additionalProperties).toBe(true);
    }
    const eventProperties = resolve(trackData.properties.properties);
    expect(Object.keys(eventProperties.properties)).toEqual(["$event_id", "$value"]);
    expect(eventProperties.properties.$value.type).toBe("number");
    expect(eventProperties.additionalProperties).toBe(true);
  });

  it("create list: api_key query (security) and form field list_name", () => {
    const form = body("legacy_create_list", "application/x-www-form-urlencoded");
    expect(Object.keys(form.properties)).toEqual(["list_name"]);
  });

  it("subscribe: JSON profiles[] of {email} or {phone_number, sms_consent}", () => {
    const schema = body("legacy_subscribe_profiles_to_list", "application/json");
    expect(Object.keys(schema.properties)).toEqual(["profiles"]);
    expect(schema.properties.profiles.type).toBe("array");
    const item = resolve(schema.properties.profiles.items);
    const alternatives = (item.anyOf as Node[]).map((a) => Object.keys(resolve(a).properties));
    expect(alternatives).toEqual([["email"], ["phone_number", "sms_consent"]]);
    expect(op("legacy_subscribe_profiles_to_list").description).toMatch(/application\/json` is chosen/);
  });

  it("unsubscribe: DELETE with JSON emails[] and phone_numbers[]", () => {
    const schema = body("legacy_unsubscribe_profiles_from_list", "application/json");
    expect(Object.keys(schema.properties)).toEqual(["emails", "phone_numbers"]);
    expect(schema.properties.emails.type).toBe("array");
    expect(schema.properties.phone_numbers.type).toBe("array");
    expect(op("legacy_unsubscribe_profiles_from_list").description).toMatch(/application\/json` is chosen/);
  });

  it("list operations take the list id in the path", () => {
    for (const id of ["legacy_subscribe_profiles_to_list", "legacy_unsubscribe_profiles_from_list"]) {
      const params: Node[] = op(id).parameters.map(resolve);
      expect(params).toEqual([expect.objectContaining({ name: "list_id", in: "path", required: true })]);
    }
  });

  it("exclusions: synchronous, one profile per call, form field email", () => {
    const form = body("legacy_exclude_profile_from_all_email", "application/x-www-form-urlencoded");
    expect(Object.keys(form.properties)).toEqual(["email"]);
    // One profile per call: a single scalar email, never a list.
    expect(form.properties.email.type).toBe("string");
    expect(form.additionalProperties).toBe(false);
    const description: string = op("legacy_exclude_profile_from_all_email").description;
    expect(description).toMatch(/Synchronous/);
    expect(description).toMatch(/one profile per call/);
    expect(description).toMatch(/up to\s+100 profiles per call/);
  });
});
