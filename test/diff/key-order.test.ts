/**
 * What the diff compares with what never depends on the order of a document's keys, nor pairs one thing with two
 * (issue 28, the reordered self-diff of the corpus): for each shape where it once did, a small pair whose operation
 * really changes gives exactly the findings expected, and the same findings (rule, subject, sentence) with the keys
 * of either document in reverse order. Media types of one body were paired by the order of its keys; a parameter declared twice (arrays keep their
 * order, so that one is about pairing) was compared with the same parameter of the other side twice; of two bounds in
 * `allOf` members the first listed was compared, not the one a validator enforces.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { diffSpecs } from "../../generator/diff/index.js";
import { reorderKeys } from "../../scripts/corpus/mutate.js";

type Json = Record<string, unknown>;

const dir = mkdtempSync(join(tmpdir(), "revforge-key-order-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let written = 0;

/** Every finding of base → revision as `id | owner | path | message`, sorted. */
async function findings(base: unknown, revision: unknown): Promise<string[]> {
  const [b, r] = [base, revision].map((spec) => {
    const file = join(dir, `${written++}.json`);
    writeFileSync(file, JSON.stringify(spec));
    return file;
  });
  const report = await diffSpecs(b!, r!, { catalog: false });
  return report.findings.map((f) => `${f.id} | ${f.subject?.owner} | ${f.subject?.path} | ${f.message}`).sort();
}

const doc = (paths: Json): Json => ({ openapi: "3.1.0", info: { title: "t", version: "1" }, paths });
const object = (...names: string[]): Json => ({
  type: "object",
  properties: Object.fromEntries(names.map((n) => [n, { type: "string" }])),
});
/** GET /x with the given responses. */
const get = (responses: Json): Json => doc({ "/x": { get: { operationId: "x", responses } } });
/** POST /x whose request body is `body`. */
const post = (body: Json): Json =>
  doc({
    "/x": {
      post: {
        operationId: "x",
        requestBody: { required: true, content: { "application/json": { schema: body } } },
        responses: { "204": { description: "No content" } },
      },
    },
  });
const withP = (schema: Json): Json => ({ type: "object", properties: { p: schema } });
const ok = (content: Json) => ({ "200": { description: "OK", content } });
const camel = 'application/json; profile="CamelCase"';
const pascal = 'application/json; profile="PascalCase"';

const shaHeader = { name: "X-Amz-Content-Sha256", in: "header", schema: { type: "string" } };
const shaRequired = {
  name: "x-amz-content-sha256",
  in: "header",
  required: true,
  schema: { type: "string", minLength: 64 },
};
const shaOperation = { operationId: "x", responses: { "204": { description: "No content" } } };

interface Case {
  name: string;
  base: Json;
  revision: Json;
  /** `id | owner | path | message`, sorted. */
  want: string[];
}

const cases: Case[] = [
  {
    // jellyfin.local: `application/json` beside `application/json; profile="CamelCase"` in one response.
    name: "media types of one response that differ only in their parameters, one of whose schemas changes",
    base: get(ok({ "application/json": { schema: object("a") }, [camel]: { schema: object("b") } })),
    revision: get(ok({ "application/json": { schema: object("a") }, [camel]: { schema: object("b", "c") } })),
    want: ["response-optional-property-added | object | c | The optional response property `c` was added to `GET /x`."],
  },
  {
    name: "three variants of one JSON type, the one with a parameter no other has removed",
    base: get(
      ok({
        [pascal]: { schema: object("b") },
        "application/json": { schema: object("a") },
        [camel]: { schema: object("b") },
      }),
    ),
    revision: get(ok({ "application/json": { schema: object("a") }, [camel]: { schema: object("b") } })),
    want: [
      'response-media-type-removed | response 200 |  | The response no longer returns the `application/json; profile="PascalCase"` media type.',
    ],
  },
  {
    // amazonaws.com/codeartifact: the path item's optional `X-Amz-Content-Sha256` beside the operation's required
    // `x-amz-content-sha256`; the model keeps both, as declared, and so does the diff.
    name: "a header declared twice in different case, another parameter added",
    base: doc({ "/x": { parameters: [shaHeader], get: { ...shaOperation, parameters: [shaRequired] } } }),
    revision: doc({
      "/x": {
        parameters: [shaHeader],
        get: { ...shaOperation, parameters: [shaRequired, { name: "q", in: "query" }] },
      },
    }),
    want: ["new-optional-request-parameter | query parameter q |  | The optional query parameter `q` was added."],
  },
  {
    name: "a header declared twice in different case, one of the two removed",
    base: doc({ "/x": { parameters: [shaHeader], get: { ...shaOperation, parameters: [shaRequired] } } }),
    revision: doc({ "/x": { get: { ...shaOperation, parameters: [shaRequired] } } }),
    want: [
      "request-parameter-removed | header parameter X-Amz-Content-Sha256 |  | The header parameter `X-Amz-Content-Sha256` was removed.",
    ],
  },
  {
    // kubernetes.io, loket.nl: constraints in several `allOf` members; a validator enforces the strictest of each.
    name: "a bound given by two allOf members, the stricter one changed",
    base: post(withP({ allOf: [{ type: "string", minLength: 1 }, { minLength: 3 }] })),
    revision: post(withP({ allOf: [{ type: "string", minLength: 1 }, { minLength: 5 }] })),
    want: [
      "request-property-constraint-tightened | object | p | The `minLength` constraint of the `p` request property of `POST /x` was tightened from `3` to `5`.",
    ],
  },
  {
    name: "allOf members with bounds listed in another order",
    base: post(
      withP({
        allOf: [
          { type: "string", minLength: 1, maxLength: 9 },
          { minLength: 3, maxLength: 5 },
        ],
      }),
    ),
    revision: post(
      withP({
        allOf: [
          { minLength: 3, maxLength: 5 },
          { type: "string", minLength: 1, maxLength: 9 },
        ],
      }),
    ),
    want: [],
  },
];

describe.each(cases)("$name", ({ base, revision, want }) => {
  it("gives exactly the findings of the change", async () => {
    expect(await findings(base, revision)).toEqual(want);
  });
  it("gives the same findings with the keys of either document in reverse order", async () => {
    const written = await findings(base, revision);
    expect(await findings(reorderKeys(base), revision)).toEqual(written);
    expect(await findings(base, reorderKeys(revision))).toEqual(written);
  });
});
