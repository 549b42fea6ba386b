/**
 * The rules of specs/changes, one row each: a module (or two) that breaks one rule, and the one located line the
 * loader answers with (`file:line:col #/pointer message`; the rows assert the pointer and the message, the location
 * shape is asserted once). Shape rules come from read.ts, rules that need the catalog and the models from check.ts,
 * and what only the compiled step can see (an undeclared path move or removal) from compile.ts. The repository's own
 * declarations pass all of them.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalog } from "../../generator/load/catalog.js";
import { loadSpec } from "../../generator/load/index.js";
import { LoadError } from "../../generator/load/errors.js";
import { specsDir } from "../../generator/load/spec-files.js";
import { buildModel, type ApiModel } from "../../generator/model/index.js";
import { checkChanges } from "../../generator/shims/declarations/check.js";
import { readChangeModules } from "../../generator/shims/declarations/read.js";
import { compileStep, CompileError } from "../../generator/shims/compile.js";
import { converterFile } from "../../generator/shims/converter-files.js";
import { shimSources } from "../../generator/shims/index.js";

const catalog = readCatalog();
const models = new Map<string, ApiModel>();
const converters = new Map<string, ReadonlySet<string>>();
let dir: string;

beforeAll(async () => {
  for (const r of catalog.revisions) {
    models.set(r.id, buildModel((await loadSpec(path.join(specsDir, `${r.id}.yaml`))).document));
    const c = converterFile(r.id);
    if (c) converters.set(r.id, c.exports);
  }
}, 60_000);
afterAll(() => dir && rmSync(dir, { recursive: true, force: true }));

/** Writes the modules, reads and checks them; the LoadError they give, or undefined. */
async function problem(files: Record<string, string>): Promise<LoadError | undefined> {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = mkdtempSync(path.join(tmpdir(), "revforge-changes-"));
  for (const [rev, text] of Object.entries(files)) writeFileSync(path.join(dir, `${rev}.yaml`), text);
  try {
    checkChanges(await readChangeModules(dir), { catalog, models, converters });
    return undefined;
  } catch (e) {
    if (e instanceof LoadError) return e;
    throw e;
  }
}

/** A module of `rev` with one change, its YAML lines indented under `changes:`. */
const module = (rev: string, change: string) => `revision: "${rev}"\nchanges:\n${change}`;
const ok = `  - name: RenameSubscriptionTimestampToConsentTimestamp
    catalog: 2023-10-15-subscription-response-fields
    description: timestamp becomes consent_timestamp.
    instructions:
      - rename: { schema: ProfileResponseAttributes, at: subscriptions.email.marketing, from: timestamp, to: consent_timestamp }
`;
const withInstruction = (ins: string, extra = "") => `  - name: RenameSomething
    catalog: 2023-10-15-subscription-response-fields
    description: A change.
${extra}    instructions:
      - ${ins}
`;

interface Row {
  rule: string;
  files: Record<string, string>;
  /** `#/pointer message` of the one line. */
  want: string;
}

const rows: Row[] = [
  // --- shape (read.ts)
  {
    rule: "the revision matches the file name",
    files: { "2023-10-15": `revision: "2023-12-15"\nchanges: []\n` },
    want: "#/revision revision 2023-12-15 does not match the file name (2023-10-15.yaml)",
  },
  {
    rule: "changes is a list",
    files: { "2023-10-15": `revision: "2023-10-15"\nchanges: {}\n` },
    want: "#/changes changes must be a list (empty when the revision breaks nothing)",
  },
  {
    rule: "no unknown keys",
    files: { "2023-10-15": module("2023-10-15", ok + "    owner: me\n") },
    want: "#/changes/0/owner unknown key owner (allowed: name, catalog, source, from, description, unshimmable, limits, instructions)",
  },
  {
    rule: "a name is PascalCase",
    files: {
      "2023-10-15": module(
        "2023-10-15",
        ok.replace("RenameSubscriptionTimestampToConsentTimestamp", "rename_timestamp"),
      ),
    },
    want: "#/changes/0/name name rename_timestamp must be PascalCase",
  },
  {
    rule: "a name starts with a verb",
    files: {
      "2023-10-15": module(
        "2023-10-15",
        ok.replace("RenameSubscriptionTimestampToConsentTimestamp", "TimestampRenamed"),
      ),
    },
    want: "#/changes/0/name name TimestampRenamed must start with a verb (Accept, Add, Allow, Change, Clear, Constrain, Convert, Drop, Expose, Fill, Flatten, Hide, Include, Make, Merge, Move, Nest, Omit, Paginate, Remove, Rename, Replace, Request, Require, Restore, Restructure, Retire, Return, Rewrite, Route, Send, Set, Split, Stop, Withdraw, Wrap), not Timestamp",
  },
  {
    rule: "a description is required",
    files: {
      "2023-10-15": module("2023-10-15", ok.replace("    description: timestamp becomes consent_timestamp.\n", "")),
    },
    want: "#/changes/0/description description is required and must be a string",
  },
  {
    rule: "a description is not empty",
    files: { "2023-10-15": module("2023-10-15", ok.replace("timestamp becomes consent_timestamp.", '" "')) },
    want: "#/changes/0/description description must not be empty",
  },
  {
    rule: "a catalog id or a source",
    files: {
      "2023-10-15": module("2023-10-15", ok.replace("    catalog: 2023-10-15-subscription-response-fields\n", "")),
    },
    want: "#/changes/0 RenameSubscriptionTimestampToConsentTimestamp needs a catalog change id (catalog) or, for a change the catalog does not list, a source",
  },
  {
    rule: "an unshimmable change has a manual step",
    files: {
      "2023-10-15": module(
        "2023-10-15",
        withInstruction("behaviour: { operation: get_profiles, note: n }", "    unshimmable: { reason: r }\n"),
      ),
    },
    want: "#/changes/0/unshimmable/manualStep manualStep is required and must be a string",
  },
  {
    rule: "limits are for shimmed changes",
    files: {
      "2023-10-15": module(
        "2023-10-15",
        withInstruction(
          "behaviour: { operation: get_profiles, note: n }",
          "    unshimmable: { reason: r, manualStep: m }\n    limits: { reason: r, manualStep: m }\n",
        ),
      ),
    },
    want: "#/changes/0/limits RenameSomething: limits are for shimmed changes; it is unshimmable",
  },
  {
    rule: "at least one instruction",
    files: { "2023-10-15": module("2023-10-15", ok.replace(/    instructions:\n.*\n/, "    instructions: []\n")) },
    want: "#/changes/0/instructions RenameSubscriptionTimestampToConsentTimestamp needs at least one instruction",
  },
  {
    rule: "an instruction has one kind",
    files: { "2023-10-15": module("2023-10-15", withInstruction("{ rename: {}, move: {} }")) },
    want: "#/changes/0/instructions/0 an instruction is a mapping with one key (its kind), not 2",
  },
  {
    rule: "a known instruction kind",
    files: { "2023-10-15": module("2023-10-15", withInstruction("teleport: {}")) },
    want: "#/changes/0/instructions/0 unknown instruction teleport (one of moveOperation, removeOperation, renameParameter, rename, move, set, restructure, remove, optIn, convert, behaviour)",
  },
  {
    rule: "paths follow the grammar",
    files: {
      "2023-10-15": module(
        "2023-10-15",
        withInstruction("remove: { schema: ProfileResponseAttributes, at: 'subscriptions..email' }"),
      ),
    },
    want: '#/changes/0/instructions/0/remove/at "subscriptions..email" is not a path (names separated by ".", each optionally followed by "[]")',
  },
  {
    rule: "a renamed property is a name, not a path",
    files: {
      "2023-10-15": module(
        "2023-10-15",
        withInstruction("rename: { schema: ProfileResponseAttributes, from: a.b, to: c }"),
      ),
    },
    want: "#/changes/0/instructions/0/rename/from a.b is a property name, not a path",
  },
  {
    rule: "one target",
    files: {
      "2023-10-15": module(
        "2023-10-15",
        withInstruction("remove: { schema: ProfileResponseAttributes, operation: get_profiles, at: subscriptions }"),
      ),
    },
    want: "#/changes/0/instructions/0/remove name exactly one target: schema, operation or operations",
  },
  {
    rule: "convert names a converter",
    files: {
      "2024-02-15": module(
        "2024-02-15",
        withInstruction("convert: { operation: get_events }").replace(
          "2023-10-15-subscription-response-fields",
          "2024-02-15-attribution-removed",
        ),
      ),
    },
    want: "#/changes/0/instructions/0/convert convert names a request or a response converter (or both)",
  },
  // --- against the catalog and the models (check.ts)
  {
    rule: "the revision is in the catalog",
    files: { "2023-11-15": `revision: "2023-11-15"\nchanges: []\n` },
    want: "#/revision 2023-11-15 is not a revision of the catalog",
  },
  {
    rule: "nothing on the oldest revision",
    files: { "2022-10-17": module("2022-10-17", ok) },
    want: "#/changes nothing is declared on the oldest revision 2022-10-17: there is no earlier revision to shim from",
  },
  {
    rule: "one revision per change",
    files: { "2023-10-15": module("2023-10-15", ok), "2023-12-15": module("2023-12-15", ok) },
    want: "#/changes/0/name RenameSubscriptionTimestampToConsentTimestamp is already declared in ",
  },
  {
    rule: "from leads into the revision",
    files: { "2023-10-15": module("2023-10-15", ok.replace("    catalog:", '    from: "2023-06-15"\n    catalog:')) },
    want: "#/changes/0/from from 2023-06-15 does not lead into 2023-10-15: a change is from the predecessor (2023-09-15) or from a beta that ends in 2023-10-15",
  },
  {
    rule: "the catalog id exists",
    files: {
      "2023-10-15": module(
        "2023-10-15",
        ok.replace("2023-10-15-subscription-response-fields", "2023-10-15-no-such-change"),
      ),
    },
    want: "#/changes/0/catalog 2023-10-15-no-such-change is not a change of the catalog",
  },
  {
    rule: "the catalog id is a change of the revision",
    files: { "2023-12-15": module("2023-12-15", ok) },
    want: "#/changes/0/catalog 2023-10-15-subscription-response-fields is a change of 2023-10-15, not of 2023-12-15",
  },
  {
    rule: "an operation exists on the older side",
    files: {
      "2023-10-15": module(
        "2023-10-15",
        withInstruction("behaviour: { operation: get_bulk_profile_import_jobs, note: n }"),
      ),
    },
    want: "#/changes/0/instructions/0/behaviour/operation operation get_bulk_profile_import_jobs does not exist in 2023-09-15",
  },
  {
    rule: "an operation of a one-item list is pointed at in the list",
    files: {
      "2023-10-15": module(
        "2023-10-15",
        withInstruction("behaviour: { operations: [get_bulk_profile_import_jobs], note: n }"),
      ),
    },
    want: "#/changes/0/instructions/0/behaviour/operations/0 operation get_bulk_profile_import_jobs does not exist in 2023-09-15",
  },
  {
    rule: "an operation exists on the newer side",
    files: {
      "2023-08-15": module(
        "2023-08-15",
        withInstruction("behaviour: { operation: get_coupons, note: n }")
          .replace("2023-10-15-subscription-response-fields", "2023-08-15-pre-coupons-beta")
          .replace("    catalog:", '    from: "2023-08-15.pre"\n    catalog:'),
      ),
    },
    want: "#/changes/0/instructions/0/behaviour/operation operation get_coupons does not exist in 2023-08-15",
  },
  {
    rule: "a schema exists on both sides",
    files: {
      "2023-07-15": module(
        "2023-07-15",
        withInstruction("remove: { schema: ProfileData, at: data }").replace(
          "2023-10-15-subscription-response-fields",
          "2023-07-15-relationship-standardization",
        ),
      ),
    },
    want: "#/changes/0/instructions/0/remove/schema schema ProfileData does not exist in 2023-06-15",
  },
  {
    rule: "a path names something on one side",
    files: {
      "2023-10-15": module(
        "2023-10-15",
        withInstruction("remove: { schema: ProfileResponseAttributes, at: subscriptions.push }"),
      ),
    },
    want: "#/changes/0/instructions/0/remove/at subscriptions.push names nothing in ProfileResponseAttributes of 2023-09-15 or 2023-10-15",
  },
  {
    rule: "an operation path on an operation starts where the value travels",
    files: { "2023-10-15": module("2023-10-15", withInstruction("remove: { operation: get_profile, at: data.id }")) },
    want: "#/changes/0/instructions/0/remove/at data.id: a path on an operation starts with path, query, body",
  },
  {
    rule: "a moved operation is where the specs have it",
    files: {
      "2023-01-24": module(
        "2023-01-24",
        withInstruction(
          "moveOperation: { operation: create_template_render, from: POST /api/templates/render/, to: POST /api/template-render/ }",
        ).replace("2023-10-15-subscription-response-fields", "2023-01-24-template-render-clone-paths"),
      ),
    },
    want: "#/changes/0/instructions/0/moveOperation/from create_template_render is POST /api/templates/{id}/render/ in 2022-10-17, not POST /api/templates/render/",
  },
  {
    rule: "a renamed parameter exists",
    files: {
      "2023-06-15": module(
        "2023-06-15",
        withInstruction("renameParameter: { operation: get_list_profiles, in: path, from: listId, to: id }").replace(
          "    catalog: 2023-10-15-subscription-response-fields\n",
          "    source: specs/operations.md\n",
        ),
      ),
    },
    want: "#/changes/0/instructions/0/renameParameter/from get_list_profiles has no path parameter listId in 2023-02-22",
  },
  {
    rule: "an opt-in parameter exists",
    files: {
      "2023-10-15": module(
        "2023-10-15",
        withInstruction("optIn: { operation: get_profile, parameter: 'fields[profile]', value: subscriptions }"),
      ),
    },
    want: "#/changes/0/instructions/0/optIn/parameter get_profile has no query parameter fields[profile] in 2023-10-15",
  },
  {
    rule: "an opt-in value is one the parameter takes",
    files: {
      "2023-10-15": module(
        "2023-10-15",
        withInstruction(
          "optIn: { operation: get_profile, parameter: 'additional-fields[profile]', value: everything }",
        ),
      ),
    },
    want: "#/changes/0/instructions/0/optIn/value additional-fields[profile] of get_profile does not accept everything in 2023-10-15",
  },
  {
    rule: "a converter exists",
    files: {
      "2024-02-15": module(
        "2024-02-15",
        withInstruction("convert: { operation: get_events, response: guessAttributions }").replace(
          "2023-10-15-subscription-response-fields",
          "2024-02-15-attribution-removed",
        ),
      ),
    },
    want: "#/changes/0/instructions/0/convert/response guessAttributions is not exported by generator/shims/converters/2024-02-15.ts",
  },
  {
    rule: "a converter is named only where a converter module exists",
    files: {
      "2023-10-15": module("2023-10-15", withInstruction("convert: { operation: get_profile, response: readBack }")),
    },
    want: "#/changes/0/instructions/0/convert/response readBack names a converter, and there is none for 2023-10-15: converters (generator/shims/converters/2023-10-15.ts) go with revforge's own specs/changes only",
  },
  {
    rule: "a removed operation is unshimmable",
    files: {
      "2023-08-15": module(
        "2023-08-15",
        withInstruction("removeOperation: { operation: get_coupons }")
          .replace("2023-10-15-subscription-response-fields", "2023-08-15-pre-coupons-beta")
          .replace("    catalog:", '    from: "2023-08-15.pre"\n    catalog:'),
      ),
    },
    want: "#/changes/0/instructions/0 RenameSomething: a removed operation cannot be shimmed; declare the change unshimmable",
  },
  {
    rule: "a removed operation is gone",
    files: {
      "2023-10-15": module(
        "2023-10-15",
        withInstruction(
          "removeOperation: { operation: get_profiles }",
          "    unshimmable: { reason: r, manualStep: m }\n",
        ),
      ),
    },
    want: "#/changes/0/instructions/0/removeOperation/operation operation get_profiles still exists in 2023-10-15",
  },
  {
    rule: "requires comes with limits",
    files: {
      "2023-01-24": module(
        "2023-01-24",
        withInstruction(
          "move: { operation: create_template_render, from: path.id, to: body.data.id, requires: body.data }",
        ).replace("2023-10-15-subscription-response-fields", "2023-01-24-template-render-clone-paths"),
      ),
    },
    want: "#/changes/0/instructions/0/move/requires RenameSomething: requires needs the change's limits (reason, manualStep)",
  },
  {
    rule: "limits come with a requires",
    files: { "2023-10-15": module("2023-10-15", ok + "    limits: { reason: r, manualStep: m }\n") },
    want: "#/changes/0/limits RenameSubscriptionTimestampToConsentTimestamp declares limits but no instruction has requires",
  },
  {
    rule: "set acts on requests",
    files: {
      "2023-07-15": module(
        "2023-07-15",
        withInstruction("set: { schema: UnsubscribeJobDocument, in: response, at: data.type, value: x }").replace(
          "2023-10-15-subscription-response-fields",
          "2023-07-15-relationship-standardization",
        ),
      ),
    },
    want: "#/changes/0/instructions/0/set/in set acts on requests only",
  },
  {
    rule: "a schema instruction applies somewhere",
    files: {
      "2023-10-15": module(
        "2023-10-15",
        withInstruction(
          "rename: { schema: ProfileResponseAttributes, in: request, at: subscriptions, from: a, to: b }",
        ),
      ),
    },
    want: "#/changes/0/instructions/0/rename/schema schema ProfileResponseAttributes is in no request body of an operation both revisions have",
  },
];

describe("declaration rules", () => {
  it.each(rows)("$rule", async (row) => {
    const e = await problem(row.files);
    expect(e, "the module is rejected").toBeDefined();
    expect(`${e!.pointer} ${e!.detail}`.startsWith(row.want), `${e!.pointer} ${e!.detail}`).toBe(true);
    expect(e!.message).toMatch(/^\S+\.yaml:\d+:\d+ #\//);
  });

  it("locates the line and column of the offending node", async () => {
    const e = await problem({
      "2023-10-15": module("2023-10-15", ok.replace("2023-10-15-subscription-response-fields", "nope")),
    });
    expect(e!.location).toMatchObject({ line: 4, col: 5 });
    expect(e!.message.endsWith("2023-10-15.yaml:4:5 #/changes/0/catalog nope is not a change of the catalog")).toBe(
      true,
    );
  });

  it("accepts a valid module, and resolves `from` to the predecessor", async () => {
    expect(await problem({ "2023-10-15": module("2023-10-15", ok) })).toBeUndefined();
  });

  it("accepts the repository's declarations", async () => {
    const sources = await shimSources(catalog, path.join(specsDir, "changes"));
    expect(() => checkChanges(sources.modules, { catalog, models, converters })).not.toThrow();
    expect(sources.modules.flatMap((m) => m.changes).every((c) => c.from !== undefined)).toBe(true);
  });
});

describe("what only the compiled step sees", () => {
  const step = (from: string, to: string) => () =>
    compileStep({
      from,
      to,
      oldModel: models.get(from)!,
      newModel: models.get(to)!,
      lifecycle: null,
      changes: [],
      earlier: new Set(),
    });
  it.each([
    [
      "a moved path",
      "2022-10-17",
      "2023-01-24",
      "2022-10-17 -> 2023-01-24: create_template_render moves from /api/templates/{id}/render/ to /api/template-render/ and no change declares it (moveOperation)",
    ],
    [
      "a renamed path parameter",
      "2023-02-22",
      "2023-06-15",
      "2023-02-22 -> 2023-06-15: get_list_profiles renames a path parameter (/api/lists/{list_id}/profiles/ -> /api/lists/{id}/profiles/) and no change declares it (renameParameter)",
    ],
    [
      "a removed operation",
      "2023-08-15.pre",
      "2023-08-15",
      "2023-08-15.pre -> 2023-08-15: get_coupons is removed but no change declares it (removeOperation)",
    ],
  ])("refuses %s no change declares", (_what, from, to, message) => {
    expect(step(from, to)).toThrow(CompileError);
    expect(step(from, to)).toThrow(message);
  });
});
