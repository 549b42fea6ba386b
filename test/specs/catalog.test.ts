// Checks specs/revisions.yaml (the catalog of revisions) against its schema, specs/revisions.schema.json, and against
// the facts of the service document's "Versioning" section: the revision table, the change history and its B items.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
// ajv and ajv-formats are CommonJS whose typings declare `export default`; under NodeNext a default import is the
// whole module.exports, so the class is taken by name and the plugin through `.default` (both exist at run time).
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsPlugin from "ajv-formats";

const addFormats = addFormatsPlugin.default;

interface Change {
  id: string;
  date: string;
  kind: "new" | "breaking" | "update";
  breaking: boolean;
  text: string;
  operations: string[];
  unmappedOperations?: string[];
  section: "Versioning";
}

interface Revision {
  id: string;
  status: "beta" | "GA" | "deprecated";
  released: string;
  endOfSupport: string | null;
  endOfSupportSource: "document" | "derived";
  note?: string;
  changes: Change[];
}

interface Catalog {
  latest: string;
  legacy: { retires: string; replacedBy: string[] };
  revisions: Revision[];
}

const catalogUrl = new URL("../../specs/revisions.yaml", import.meta.url);
const schemaUrl = new URL("../../specs/revisions.schema.json", import.meta.url);

const raw: unknown = YAML.parse(readFileSync(catalogUrl, "utf8"));
const schema = JSON.parse(readFileSync(schemaUrl, "utf8")) as Record<string, unknown>;
// Typed view for the fact checks; the first test proves the shape.
const catalog = raw as Catalog;

// Every operationId in the tables of specs/operations.md, written out here so that the test reads no Markdown. Keep
// in step with it.
const KNOWN_OPERATION_IDS: ReadonlySet<string> = new Set([
  // Profiles
  "get_profiles",
  "get_profile",
  "create_profile",
  "update_profile",
  "create_or_update_profile",
  "merge_profiles",
  "request_profile_deletion",
  "spawn_bulk_profile_import_job",
  "get_bulk_profile_import_jobs",
  "get_bulk_profile_import_job",
  // Subscriptions and suppressions (bulk jobs)
  "subscribe_profiles",
  "unsubscribe_profiles",
  "suppress_profiles",
  "unsuppress_profiles",
  // Client-side
  "create_client_event",
  "create_client_subscription",
  "bulk_create_client_events",
  "create_client_push_token",
  "unregister_client_push_token",
  "create_client_back_in_stock_subscription",
  // Events and metrics
  "create_event",
  "get_events",
  "get_event",
  "get_event_profile",
  "get_event_metric",
  "get_metrics",
  "get_metric",
  // Lists and segments
  "get_lists",
  "get_list",
  "get_list_profiles",
  "get_list_relationships_profiles",
  "get_segments",
  "get_segment",
  "get_segment_profiles",
  "get_segment_relationships_profiles",
  // Campaigns
  "get_campaigns",
  "get_campaign",
  "create_campaign",
  "update_campaign",
  "delete_campaign",
  "get_campaign_campaign_messages",
  "get_campaign_message",
  // Flows
  "get_flows",
  "get_flow",
  "get_flow_message",
  // Templates
  "get_templates",
  "get_template",
  "create_template",
  "create_template_render",
  "create_template_clone",
  // Tags
  "get_tags",
  "create_tag",
  // Coupons
  "get_coupons",
  "create_coupon",
  "get_coupon",
  "create_coupon_code",
  "get_coupon_codes",
  // Images
  "get_images",
  "get_image",
  "upload_image_from_url",
  "upload_image_from_file",
  "update_image",
  // Push tokens
  "create_push_token",
  // Back in stock
  "create_back_in_stock_subscription",
  // Catalog
  "get_catalog_items",
  "create_catalog_item",
  "get_catalog_item",
  "update_catalog_item",
  // Accounts
  "get_accounts",
  "get_account",
  // Reporting
  "query_campaign_values",
  "query_flow_values",
  "query_flow_series",
]);

function revision(id: string): Revision {
  const found = catalog.revisions.find((r) => r.id === id);
  if (found === undefined) throw new Error(`revision ${id} is not in specs/revisions.yaml`);
  return found;
}

function change(id: string): Change {
  const found = catalog.revisions.flatMap((r) => r.changes).find((c) => c.id === id);
  if (found === undefined) throw new Error(`change ${id} is not in specs/revisions.yaml`);
  return found;
}

/** The same calendar date `years` later (no revision falls on 29 February). */
function addYears(date: string, years: number): string {
  const [year, rest] = [date.slice(0, 4), date.slice(4)];
  return `${String(Number(year) + years).padStart(4, "0")}${rest}`;
}

describe("specs/revisions.yaml", () => {
  it("validates against specs/revisions.schema.json", () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    const valid = validate(raw);
    expect(ajv.errorsText(validate.errors, { separator: "\n" })).toBe("No errors");
    expect(valid).toBe(true);
  });

  it("lists the revisions oldest to newest, the beta before its GA revision", () => {
    expect(catalog.revisions.map((r) => r.id)).toEqual([
      "2022-10-17",
      "2023-01-24",
      "2023-02-22",
      "2023-06-15",
      "2023-07-15",
      "2023-08-15.pre",
      "2023-08-15",
      "2023-09-15",
      "2023-10-15",
      "2023-12-15",
      "2024-02-15",
      "2024-05-15",
    ]);
  });

  // One row per fact of the Versioning table: status and end of support as the document gives them; the two dates it
  // does not give (2023-02-22: "not shown"; 2024-05-15: not in the table) derived as release + 2 years.
  const lifecycle: {
    section: "Versioning";
    revision: string;
    status: Revision["status"];
    endOfSupport: string | null;
    source: Revision["endOfSupportSource"];
  }[] = [
    { section: "Versioning", revision: "2024-05-15", status: "GA", endOfSupport: "2026-05-15", source: "derived" },
    { section: "Versioning", revision: "2024-02-15", status: "GA", endOfSupport: "2026-02-15", source: "document" },
    { section: "Versioning", revision: "2023-12-15", status: "GA", endOfSupport: "2025-12-15", source: "document" },
    { section: "Versioning", revision: "2023-10-15", status: "GA", endOfSupport: "2025-10-15", source: "document" },
    { section: "Versioning", revision: "2023-09-15", status: "GA", endOfSupport: "2025-09-15", source: "document" },
    { section: "Versioning", revision: "2023-08-15", status: "GA", endOfSupport: "2025-08-15", source: "document" },
    { section: "Versioning", revision: "2023-08-15.pre", status: "beta", endOfSupport: null, source: "document" },
    { section: "Versioning", revision: "2023-07-15", status: "GA", endOfSupport: "2025-07-15", source: "document" },
    { section: "Versioning", revision: "2023-06-15", status: "GA", endOfSupport: "2025-06-15", source: "document" },
    { section: "Versioning", revision: "2023-02-22", status: "GA", endOfSupport: "2025-02-22", source: "derived" },
    {
      section: "Versioning",
      revision: "2023-01-24",
      status: "deprecated",
      endOfSupport: "2025-01-24",
      source: "document",
    },
    {
      section: "Versioning",
      revision: "2022-10-17",
      status: "deprecated",
      endOfSupport: "2024-10-17",
      source: "document",
    },
  ];

  it.each(
    lifecycle.map((row) => {
      const ends = row.endOfSupport === null ? "has no end of support" : `support ends ${row.endOfSupport}`;
      return [`${row.section}: ${row.revision} is ${row.status}, ${ends} (${row.source})`, row] as const;
    }),
  )("%s", (_name, { revision: id, status, endOfSupport, source }) => {
    const r = revision(id);
    expect({ status: r.status, endOfSupport: r.endOfSupport, source: r.endOfSupportSource }).toEqual({
      status,
      endOfSupport,
      source,
    });
  });

  it("Versioning: every revision is released on the date in its id", () => {
    for (const r of catalog.revisions) expect(r.released, r.id).toBe(r.id.replace(/\.pre$/, ""));
  });

  it('Versioning: every supported revision ends support 2 years after release ("supported for 2 years")', () => {
    for (const r of catalog.revisions.filter((x) => x.status !== "beta")) {
      expect(r.endOfSupport, r.id).toBe(addYears(r.released, 2));
    }
  });

  it('Versioning: the latest revision is 2024-05-15 ("The latest revision is 2024-05-15") and comes last', () => {
    expect(catalog.latest).toBe("2024-05-15");
    expect(catalog.revisions.at(-1)?.id).toBe(catalog.latest);
  });

  it("Versioning: legacy v1/v2 APIs retire on 2024-06-30 and are replaced by the revisioned operations", () => {
    expect(catalog.legacy).toEqual({
      retires: "2024-06-30",
      replacedBy: [
        "create_event",
        "create_or_update_profile",
        "subscribe_profiles",
        "unsubscribe_profiles",
        "suppress_profiles",
      ],
    });
  });

  it("change ids are unique across the catalog and prefixed with the revision they are filed under", () => {
    const ids = catalog.revisions.flatMap((r) => r.changes.map((c) => c.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const r of catalog.revisions) {
      const prefix = `${r.id.replace(".", "-")}-`;
      for (const c of r.changes) expect(c.id.startsWith(prefix), `${c.id} under ${r.id}`).toBe(true);
    }
  });

  it("Versioning: no change is dated before the release of the revision it is listed under", () => {
    for (const r of catalog.revisions) {
      for (const c of r.changes) {
        expect(c.date >= r.released, `${c.id} (${c.date}) before ${r.id}`).toBe(true);
        // Main items carry the revision's own date; only updates (and a dated B item) carry a later one.
        if (c.kind === "new") expect(c.date, c.id).toBe(r.released);
        if (c.kind === "update") expect(c.date > r.released, c.id).toBe(true);
      }
    }
  });

  it("Versioning: the updates after 2024-02-15 stay where the document lists them; 2024-05-15 has no entries", () => {
    // "2024-02-15: ... Update 2024-04-22: private keys can no longer be viewed after creation. Update 2024-03-29:
    // metric renamed as described under Events." The change history ends at 2024-02-15.
    const updates = revision("2024-02-15").changes.filter((c) => c.kind === "update");
    expect(updates.map((c) => [c.date, c.text.split(":")[0]])).toEqual([
      ["2024-04-22", "Private keys can no longer be viewed after creation."],
      ["2024-03-29", "Metric renamed as described under Events"],
    ]);
    const latest = revision("2024-05-15");
    expect(latest.note).toBeTruthy();
    expect(latest.changes).toEqual([]);
  });

  // One row per revision: how many B items the document's change history gives it.
  const breakingCounts: { section: "Versioning"; revision: string; count: number }[] = [
    { section: "Versioning", revision: "2022-10-17", count: 1 },
    { section: "Versioning", revision: "2023-01-24", count: 1 },
    { section: "Versioning", revision: "2023-02-22", count: 2 },
    { section: "Versioning", revision: "2023-06-15", count: 0 },
    { section: "Versioning", revision: "2023-07-15", count: 2 },
    { section: "Versioning", revision: "2023-08-15.pre", count: 0 },
    { section: "Versioning", revision: "2023-08-15", count: 0 },
    { section: "Versioning", revision: "2023-09-15", count: 0 },
    { section: "Versioning", revision: "2023-10-15", count: 3 },
    { section: "Versioning", revision: "2023-12-15", count: 0 },
    { section: "Versioning", revision: "2024-02-15", count: 1 },
    { section: "Versioning", revision: "2024-05-15", count: 0 },
  ];

  it("has a breaking-count row for every revision", () => {
    expect(breakingCounts.map((row) => row.revision).sort()).toEqual(catalog.revisions.map((r) => r.id).sort());
  });

  it.each(
    breakingCounts.map((row) => [`${row.section}: ${row.revision} has ${row.count} breaking change(s)`, row] as const),
  )("%s", (_name, { revision: id, count }) => {
    const r = revision(id);
    expect(r.changes.filter((c) => c.breaking)).toHaveLength(count);
    expect(r.changes.filter((c) => c.kind === "breaking")).toHaveLength(count);
  });

  // One row per mapping the document spells out (or that specs/operations.md resolves for an operation named only by
  // name).
  const mappings: { section: "Versioning"; change: string; date: string; operations: string[] }[] = [
    {
      section: "Versioning",
      change: "2022-10-17-get-profiles-updated-filter-removed",
      date: "2022-11-02",
      operations: ["get_profiles"],
    },
    {
      section: "Versioning",
      change: "2023-01-24-template-render-clone-paths",
      date: "2023-01-24",
      operations: ["create_template_render", "create_template_clone"],
    },
    {
      section: "Versioning",
      change: "2023-02-22-flows-cursor-pagination",
      date: "2023-02-22",
      operations: ["get_flows"],
    },
    {
      section: "Versioning",
      change: "2023-02-22-null-clears-profile-field",
      date: "2023-02-22",
      operations: ["update_profile"],
    },
    {
      section: "Versioning",
      change: "2023-07-15-relationship-standardization",
      date: "2023-07-15",
      operations: [
        "create_client_event",
        "create_event",
        "get_events",
        "get_event",
        "create_client_subscription",
        "subscribe_profiles",
        "request_profile_deletion",
        "unsubscribe_profiles",
      ],
    },
    {
      section: "Versioning",
      change: "2023-07-15-templates-company-id-removed",
      date: "2023-07-15",
      operations: ["get_templates", "get_template"],
    },
    {
      section: "Versioning",
      change: "2023-07-15-campaign-reply-to-cc-bcc-email",
      date: "2023-07-20",
      operations: ["create_campaign", "get_campaign_message", "get_campaign_campaign_messages"],
    },
    {
      section: "Versioning",
      change: "2024-02-15-reporting-api",
      date: "2024-02-15",
      operations: ["query_campaign_values", "query_flow_values", "query_flow_series"],
    },
    {
      section: "Versioning",
      change: "2024-02-15-attribution-removed",
      date: "2024-02-15",
      operations: ["create_event", "create_client_event", "get_events", "get_event"],
    },
  ];

  it.each(
    mappings.map(
      (row) => [`${row.section}: ${row.change} (${row.date}) touches ${row.operations.join(", ")}`, row] as const,
    ),
  )("%s", (_name, { change: id, date, operations }) => {
    const c = change(id);
    expect({ date: c.date, operations: c.operations }).toEqual({ date, operations });
  });

  it('Versioning: "campaign message update" (2023-07-20) has no operationId and is marked unmapped', () => {
    const unmapped = catalog.revisions
      .flatMap((r) => r.changes)
      .filter((c) => c.unmappedOperations !== undefined)
      .map((c) => [c.id, c.unmappedOperations]);
    expect(unmapped).toEqual([["2023-07-15-campaign-reply-to-cc-bcc-email", ["campaign message update"]]]);
  });

  it("names only operationIds that exist in specs/operations.md", () => {
    const named = [
      ...catalog.legacy.replacedBy.map((op) => ["legacy.replacedBy", op] as const),
      ...catalog.revisions.flatMap((r) => r.changes.flatMap((c) => c.operations.map((op) => [c.id, op] as const))),
    ];
    expect(named.filter(([, op]) => !KNOWN_OPERATION_IDS.has(op))).toEqual([]);
  });
});
