/**
 * The upgrade guide: the net effect of every consecutive diff between two revisions, grouped by operation. A small
 * three-revision catalog (test/fixtures/diff-upgrade/) has the cases that must compose: a field renamed twice is one
 * rename, added then removed is nothing, a value changed and changed back is nothing, a path moved twice is one
 * move; then the real catalog from its first revision to its latest.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { upgradeGuide, type UpgradeGuide, type UpgradeOperation } from "../../generator/diff/index.js";
import { catalogSourceIn } from "../../generator/load/catalog-source.js";

const FIXTURE = { catalogSource: catalogSourceIn("test/fixtures/diff-upgrade") };

const byId = (g: UpgradeGuide, id: string): UpgradeOperation => {
  const op = g.operations.find((o) => o.operationId === id);
  if (!op) throw new Error(`no ${id} in the guide`);
  return op;
};

describe("upgradeGuide on the three-revision fixture", () => {
  let guide: UpgradeGuide;
  beforeAll(async () => {
    guide = await upgradeGuide("2024-01-01", "2024-03-01", FIXTURE);
  });

  it("walks the chain of consecutive revisions and counts each net change once", () => {
    expect(guide.chain).toEqual(["2024-01-01", "2024-02-01", "2024-03-01"]);
    expect(guide.summary).toEqual({ breaking: 4, dangerous: 0, safe: 2 });
    expect(guide.operations.map((o) => [o.status, o.operationId])).toEqual([
      ["changed", "get_items"],
      ["changed", "export_items"],
      ["removed", "legacy_items"],
      ["added", "get_orders"],
    ]);
  });

  it("makes a field renamed twice one confirmed rename, with both steps", () => {
    const rename = byId(guide, "get_items").changes.find((c) => c.id === "response-property-renamed")!;
    expect(rename.message).toBe("The `timestamp` response property of `Item` was renamed to `event_time`.");
    expect(rename.args).toMatchObject({ confirmed: true, to: "event_time" });
    expect(rename.introducedIn).toEqual(["2024-02-01", "2024-03-01"]);
    expect(rename.steps.map((s) => [s.id, s.catalogEntry])).toEqual([
      ["response-property-renamed", "2024-02-01-timestamp-renamed"],
      ["response-property-renamed", "2024-03-01-event-time"],
    ]);
  });

  it("drops what cancels out: a field added then removed, an enum value added then removed, a bound lowered and raised back", () => {
    const messages = byId(guide, "get_items").changes.map((c) => c.message);
    expect(messages).toEqual([
      "The `timestamp` response property of `Item` was renamed to `event_time`.",
      "The type of the `note` response property of `Item` changed from `string` to `integer`.",
      "The optional query parameter `q` was added.",
    ]);
  });

  it("judges a value changed twice from its first to its last state", () => {
    const type = byId(guide, "get_items").changes.find((c) => c.id === "response-property-type-changed")!;
    expect(type).toMatchObject({ severity: "breaking", before: ["string"], after: ["integer"] });
    expect(type.steps.map((s) => s.id)).toEqual([
      "response-property-type-changed",
      "response-property-type-specialized",
    ]);
  });

  it("makes a path moved twice one move, and lists the operation where it ends", () => {
    const op = byId(guide, "export_items");
    expect(op.path).toBe("/items/exports/");
    expect(op.changes.map((c) => c.message)).toEqual([
      "The operation `export_items` moved from `POST /items/export/` to `POST /items/exports/`.",
    ]);
  });

  it("reports an operation added on the way as added only, and one removed as removed only", () => {
    expect(byId(guide, "get_orders").changes.map((c) => c.id)).toEqual(["endpoint-added"]);
    expect(byId(guide, "legacy_items").changes.map((c) => c.id)).toEqual(["api-removed-without-deprecation"]);
  });

  it("is the plain diff for one step", async () => {
    const one = await upgradeGuide("2024-02-01", "2024-03-01", FIXTURE);
    expect(one.chain).toEqual(["2024-02-01", "2024-03-01"]);
    const rename = byId(one, "get_items").changes.find((c) => c.id === "response-property-renamed")!;
    expect(rename.message).toBe("The `event_timestamp` response property of `Item` was renamed to `event_time`.");
    expect(rename.steps).toHaveLength(1);
  });
});

describe("upgradeGuide on the catalog, 2022-10-17 → 2024-05-15", () => {
  let guide: UpgradeGuide;
  beforeAll(async () => {
    guide = await upgradeGuide("2022-10-17", "2024-05-15");
  }, 120_000);

  it("walks every GA revision, skipping the beta", () => {
    expect(guide.chain).toHaveLength(11);
    expect(guide.chain).not.toContain("2023-08-15.pre");
  });

  it("has the shape the report renderers read, each breaking change explained", () => {
    for (const op of guide.operations)
      for (const c of op.changes) {
        expect(c.affects.some((a) => a.operationId === op.operationId)).toBe(true);
        if (c.severity === "breaking")
          for (const s of c.steps) expect(s.catalogEntry ?? s.waived, `${op.operationId}: ${c.message}`).toBeTruthy();
      }
  });

  it("shows a field added on the way as added, not its later renames (get_profiles' subscriptions)", () => {
    const ids = byId(guide, "get_profiles").changes.map((c) => c.id);
    expect(ids).not.toContain("response-property-renamed");
    expect(ids).not.toContain("response-property-became-opt-in");
    expect(byId(guide, "get_profiles").changes.map((c) => c.message)).toContain(
      "The optional response property `subscriptions` was added to `ProfileResponseAttributes` (where `ProfileResponseAttributes` replaced `ProfileAttributes`).",
    );
  });

  it("drops what happened under a structure that was replaced (subscribe_profiles' channels, added then gone)", () => {
    const changes = byId(guide, "subscribe_profiles").changes;
    const optionalAdded = changes.filter((c) => c.id === "new-optional-request-property").map((c) => c.args.property);
    expect(optionalAdded).not.toContain("channels");
    expect(optionalAdded).not.toContain("profile_id");
    expect(changes.map((c) => c.id)).toContain("request-property-restructured");
    expect(changes.map((c) => c.message)).toContain(
      "The required request property `subscriptions` was added to `SubscribeProfile`.",
    );
  });

  it("nets out requiredness: a relationship added as required and made optional later is added as optional", () => {
    const added = byId(guide, "subscribe_profiles").changes.filter((c) => c.args.property === "data.relationships");
    expect(added.map((c) => c.id)).toEqual(["new-optional-request-property"]);
  });

  // Coupons: in the beta 2023-08-15.pre, withdrawn in 2023-08-15, generally available from 2023-09-15. The guide told
  // a beta client upgrading to 2024-05-15 to "upgrade to 2023-09-15 or later to keep using coupons".
  it("does not list the beta's coupon operations, withdrawn and back by 2024-05-15 unchanged", async () => {
    const beta = await upgradeGuide("2023-08-15.pre", "2024-05-15");
    expect(beta.chain.slice(0, 3)).toEqual(["2023-08-15.pre", "2023-08-15", "2023-09-15"]);
    expect(beta.operations.filter((o) => o.path.startsWith("/api/coupons/"))).toEqual([]);
  });

  it("lists an operation at its latest path, with its moves", () => {
    expect(byId(guide, "get_list_profiles").path).toBe("/api/lists/{id}/profiles/");
    expect(byId(guide, "unsubscribe_profiles").changes[0]!.message).toBe(
      "The operation `unsubscribe_profiles` moved from `POST /api/profile-unsubscription-bulk-create-jobs/` to `POST /api/profile-subscription-bulk-delete-jobs/`.",
    );
  });

  it("from 2023-09-15, shows the 2023-10-15 renames and the opt-in", async () => {
    const later = await upgradeGuide("2023-09-15", "2024-05-15");
    const ids = byId(later, "get_profiles").changes.map((c) => c.id);
    expect(ids.filter((id) => id === "response-property-renamed")).toHaveLength(3);
    expect(ids).toContain("response-property-became-opt-in");
  }, 60_000);
});

/** Three revisions of one small spec written here, read through the fixture's catalog (its three revision ids). */
async function guideOver(specs: [string, string, string]): Promise<UpgradeGuide> {
  const dir = mkdtempSync(path.join(tmpdir(), "revforge-upgrade-"));
  const ids = ["2024-01-01", "2024-02-01", "2024-03-01"];
  ids.forEach((id, i) => writeFileSync(path.join(dir, `${id}.yaml`), specs[i]!));
  const fixture = FIXTURE.catalogSource;
  try {
    return await upgradeGuide(ids[0]!, ids[2]!, {
      catalogSource: { ...fixture, specFile: (id) => path.join(dir, `${id}.yaml`) },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const spec = (version: string, branches: string, webhooks = "") => `openapi: 3.1.0
info: { title: exists fixture, version: "${version}" }
paths:
  /pets/:
    get:
      operationId: get_pets
      responses:
        "200":
          description: OK
          content: { application/json: { schema: { oneOf: [${branches}] } } }
${webhooks}`;

const CAT = "{ type: object, properties: { meows: { type: boolean } } }";
const DOG = "{ type: object, properties: { barks: { type: boolean } } }";
const DOG_TAGGED = "{ type: object, properties: { barks: { type: boolean }, tag: { type: string } } }";
const WEBHOOK = `webhooks:
  petCreated:
    post:
      operationId: pet_created
      requestBody: { content: { application/json: { schema: { type: object } } } }
      responses: { "200": { description: Received } }
`;

describe("upgradeGuide on what exists in one step and is gone in a later one", () => {
  it("nets a webhook added then removed to nothing", async () => {
    const guide = await guideOver([
      spec("1", `${CAT}, ${DOG}`),
      spec("2", `${CAT}, ${DOG}`, WEBHOOK),
      spec("3", `${CAT}, ${DOG}`),
    ]);
    expect(guide.operations).toEqual([]);
  });

  it("lists a webhook added on the way as added only, without its later payload changes", async () => {
    const guide = await guideOver([
      spec("1", `${CAT}, ${DOG}`),
      spec("2", `${CAT}, ${DOG}`, WEBHOOK),
      spec("3", `${CAT}, ${DOG}`, WEBHOOK.replace("{ type: object }", "{ type: string }")),
    ]);
    expect(guide.operations.map((o) => [o.status, o.operationId, o.changes.map((c) => c.id)])).toEqual([
      ["added", "pet_created", ["webhook-added"]],
    ]);
  });

  // Listed as both steps before: "removed without being deprecated first" (breaking) and "added", though the client's
  // calls work on the last revision as they did on the first.
  it("nets a webhook removed and added back to what differs between the two ends", async () => {
    const back = await guideOver([spec("1", CAT, WEBHOOK), spec("2", CAT), spec("3", CAT, WEBHOOK)]);
    expect(back.operations).toEqual([]);
    const changed = WEBHOOK.replace("{ type: object }", "{ type: object, required: [name] }");
    const guide = await guideOver([spec("1", CAT, WEBHOOK), spec("2", CAT), spec("3", CAT, changed)]);
    const op = byId(guide, "pet_created");
    expect([op.status, op.changes.map((c) => [c.id, c.introducedIn])]).toEqual([
      "changed",
      [["webhook-payload-changed-safe", ["2024-02-01", "2024-03-01"]]],
    ]);
  });

  it("nets a property added to a branch, then gone with its branch, to nothing but the branch removed", async () => {
    const guide = await guideOver([spec("1", `${CAT}, ${DOG}`), spec("2", `${CAT}, ${DOG_TAGGED}`), spec("3", CAT)]);
    expect(byId(guide, "get_pets").changes.map((c) => c.message)).toEqual([
      "The `barks` response property of `GET /pets/` was removed with the `object` alternative (oneOf) that alone had it.",
      "The `object` alternative (oneOf) of the response body of `GET /pets/` was removed.",
    ]);
  });
});

/** GET /pets returns a Pet, a oneOf discriminated by `pet` whose mapping has the values `mapped`. */
const discriminated = (version: string, mapped: string[]) => `openapi: 3.1.0
info: { title: discriminator fixture, version: "${version}" }
paths:
  /pets/:
    get:
      operationId: get_pets
      responses:
        "200":
          description: OK
          content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } }
components:
  schemas:
    Pet:
      oneOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }]
      discriminator:
        propertyName: pet
        mapping: { ${mapped.map((v) => `${v}: "#/components/schemas/${v === "dog" ? "Dog" : "Cat"}"`).join(", ")} }
    Cat: { type: object, properties: { pet: { type: string } } }
    Dog: { type: object, properties: { pet: { type: string } } }
`;

describe("upgradeGuide on a discriminator's values", () => {
  it("nets them as an enum's: the values added and removed over the range", async () => {
    const guide = await guideOver([
      discriminated("1", ["cat", "dog"]),
      discriminated("2", ["cat", "dog", "kitten"]),
      discriminated("3", ["dog", "kitten"]),
    ]);
    expect(guide.operations[0]!.changes.map((c) => [c.id, c.message])).toEqual([
      [
        "response-property-enum-value-added",
        "The `pet` response property of `Pet` can now also be `kitten` (the discriminator of `Pet`).",
      ],
      [
        "response-property-enum-value-removed",
        "The `pet` response property of `Pet` is no longer `cat` (the discriminator of `Pet`).",
      ],
    ]);
  });
});

/** POST /pets/ with an OAuth requirement of `scopes` and a request body of `properties`. */
const petsPost = (version: string, operationId: string, properties: string, scopes = "[read]") => `openapi: 3.1.0
info: { title: composition fixture, version: "${version}" }
components:
  securitySchemes:
    oauth:
      type: oauth2
      flows: { clientCredentials: { tokenUrl: "https://example.com/token", scopes: { read: r, write: w, admin: a } } }
paths:
  /pets/:
    post:
      operationId: ${operationId}
      security: [{ oauth: ${scopes} }]
      requestBody:
        required: true
        content: { application/json: { schema: { type: object, properties: { ${properties} } } } }
      responses:
        "200": { description: OK }
`;

const NAME = "name: { type: string }";
const netOf = (g: UpgradeGuide) =>
  g.operations.map((o) => [o.status, o.operationId, o.changes.map((c) => [c.message, c.introducedIn])]);

describe("upgradeGuide composing an operation's id, bounds and sets", () => {
  it("chains an operationId changed twice into one change, and nets one changed back to nothing", async () => {
    const twice = await guideOver([
      petsPost("1", "a_pets", NAME),
      petsPost("2", "b_pets", NAME),
      petsPost("3", "c_pets", NAME),
    ]);
    expect(netOf(twice)).toEqual([
      [
        "changed",
        "c_pets",
        [["The operationId of `POST /pets/` changed from `a_pets` to `c_pets`.", ["2024-02-01", "2024-03-01"]]],
      ],
    ]);
    const back = await guideOver([
      petsPost("1", "a_pets", NAME),
      petsPost("2", "b_pets", NAME),
      petsPost("3", "a_pets", NAME),
    ]);
    expect(back.operations).toEqual([]);
  });

  it("keeps what happened to an operation before and after its operationId changed, under its new id", async () => {
    const guide = await guideOver([
      petsPost("1", "a_pets", NAME),
      petsPost("2", "a_pets", "name: { type: string, maxLength: 50 }"),
      petsPost("3", "b_pets", "name: { type: string, maxLength: 20 }"),
    ]);
    expect(netOf(guide)).toEqual([
      [
        "changed",
        "b_pets",
        [
          [
            "The `maxLength` constraint of the `name` request property of `POST /pets/` was tightened from `unbounded` to `20`.",
            ["2024-02-01", "2024-03-01"],
          ],
          ["The operationId of `POST /pets/` changed from `a_pets` to `b_pets`.", ["2024-03-01"]],
        ],
      ],
    ]);
  });

  it("judges a bound tightened twice from its first to its last value", async () => {
    const guide = await guideOver([
      petsPost("1", "a_pets", "name: { type: string, maxLength: 100 }"),
      petsPost("2", "a_pets", "name: { type: string, maxLength: 50 }"),
      petsPost("3", "a_pets", "name: { type: string, maxLength: 20 }"),
    ]);
    expect(netOf(guide)[0]![2]).toEqual([
      [
        "The `maxLength` constraint of the `name` request property of `POST /pets/` was tightened from `100` to `20`.",
        ["2024-02-01", "2024-03-01"],
      ],
    ]);
  });

  it("nets scopes and enum values as sets, each net change introduced where one of its values changed", async () => {
    const scopes = await guideOver([
      petsPost("1", "a_pets", NAME, "[read]"),
      petsPost("2", "a_pets", NAME, "[read, write]"),
      petsPost("3", "a_pets", NAME, "[write, admin]"),
    ]);
    expect(netOf(scopes)[0]![2]).toEqual([
      ["The `oauth` security requirement now needs the scopes `write`, `admin`.", ["2024-02-01", "2024-03-01"]],
      ["The `oauth` security requirement no longer needs the scopes `read`.", ["2024-03-01"]],
    ]);
    const values = await guideOver([
      petsPost("1", "a_pets", "name: { type: string, enum: [a, b] }"),
      petsPost("2", "a_pets", "name: { type: string, enum: [a, b, c] }"),
      petsPost("3", "a_pets", "name: { type: string, enum: [b, c] }"),
    ]);
    expect(netOf(values)[0]![2]).toEqual([
      ["The `name` request property of `POST /pets/` no longer accepts `a`.", ["2024-03-01"]],
      ["The `name` request property of `POST /pets/` now also accepts `c`.", ["2024-02-01"]],
    ]);
  });
});

/** GET /pets/ with an `x-sunset` date (none when empty) and an `extra` response property with `extra` keywords. */
const sunsetPets = (version: string, sunset: string, extra = "") => `openapi: 3.1.0
info: { title: sunset fixture, version: "${version}" }
paths:
  /pets/:
    get:
      operationId: get_pets
      ${sunset ? `x-sunset: "${sunset}"` : ""}
      responses:
        "200":
          description: OK
          content:
            application/json:
              schema: { type: object, properties: { id: { type: string }, extra: { type: string${extra} } } }
`;

describe("upgradeGuide composing a sunset date and an opt-in", () => {
  it("nets a sunset date from its first state to its last", async () => {
    const cases: [string, string, string, string[][]][] = [
      ["", "2025-01-01", "2025-06-01", [["api-sunset-date-set", "2025-06-01"]]],
      ["2025-01-01", "2025-06-01", "", [["sunset-deleted", "2025-01-01"]]],
      ["2025-01-01", "", "2025-03-01", [["api-sunset-date-extended", "2025-03-01"]]],
      ["2025-01-01", "", "2025-01-01", []],
    ];
    for (const [a, b, c, expected] of cases) {
      const guide = await guideOver([sunsetPets("1", a), sunsetPets("2", b), sunsetPets("3", c)]);
      const net = guide.operations.flatMap((o) => o.changes.map((x) => [x.id, String(x.after ?? x.before)]));
      expect([a, b, c, net]).toEqual([a, b, c, expected]);
    }
  });

  it("keeps an opt-in and a later change of the same property apart, and nets an opt-in withdrawn to nothing", async () => {
    const optIn = ", x-opt-in: { parameter: 'additional-fields[pet]', value: extra }";
    const guide = await guideOver([
      sunsetPets("1", ""),
      sunsetPets("2", "", optIn),
      sunsetPets("3", "", `${optIn}, maxLength: 3`),
    ]);
    expect(guide.operations[0]!.changes.map((c) => [c.id, c.introducedIn])).toEqual([
      ["response-property-became-opt-in", ["2024-02-01"]],
      ["response-property-constraint-tightened", ["2024-03-01"]],
    ]);
    const back = await guideOver([sunsetPets("1", ""), sunsetPets("2", "", optIn), sunsetPets("3", "")]);
    expect(back.operations).toEqual([]);
  });
});

/** GET `path` returning an object property `name` of the same shape in every revision. */
const namedPets = (version: string, name: string, at = "/pets/") => `openapi: 3.1.0
info: { title: rename fixture, version: "${version}" }
paths:
  ${at}:
    get:
      operationId: get_pets
      responses:
        "200":
          description: OK
          content:
            application/json:
              schema:
                type: object
                properties:
                  id: { type: string }
                  ${name}: { type: object, properties: { a: { type: string }, b: { type: integer } } }
`;

describe("upgradeGuide composing renames and moves that come back", () => {
  it("nets a property renamed and renamed back, and an operation moved and moved back, to nothing", async () => {
    const renamed = await guideOver([
      namedPets("1", "pet_name"),
      namedPets("2", "petname"),
      namedPets("3", "pet_name"),
    ]);
    expect(renamed.operations).toEqual([]);
    const moved = await guideOver([
      namedPets("1", "pet_name", "/pets/"),
      namedPets("2", "pet_name", "/animals/"),
      namedPets("3", "pet_name", "/pets/"),
    ]);
    expect(moved.operations).toEqual([]);
  });

  it("removes a property renamed on the way under its first name", async () => {
    const guide = await guideOver([namedPets("1", "pet_name"), namedPets("2", "petname"), namedPets("3", "other")]);
    expect(guide.operations[0]!.changes.map((c) => [c.message, c.introducedIn])).toEqual([
      ["The optional `pet_name` response property of `GET /pets/` was removed.", ["2024-02-01", "2024-03-01"]],
      ["The optional response property `other` was added to `GET /pets/`.", ["2024-03-01"]],
    ]);
  });
});
