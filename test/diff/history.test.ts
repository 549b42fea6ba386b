/**
 * Each breaking ("B:") item of the service document's change history ("Versioning", "Changes by revision") is found
 * between the right pair of our specs, by the rule(s) that describe it, on the operations it names. One row per B item;
 * the 2022-10-17 item has no earlier spec to compare with (it is waived in specs/diff-waivers.yaml) and its row checks
 * the state the 2022-10-17 spec is in instead.
 */
import { describe, expect, it } from "vitest";
import { catalogData, diffSpecs, type DiffReport, type Finding } from "../../generator/diff/index.js";
import { loadSpec } from "../../generator/load/index.js";
import { buildModel } from "../../generator/model/index.js";

interface Row {
  /** The B item, in the document's words (shortened). */
  item: string;
  change: string;
  from: string;
  to: string;
  /** Rule id → the operations its breaking findings must reach (together). */
  rules: Record<string, string[]>;
  /** Optional: a finding of this rule whose args match (the renamed or removed name...). */
  args?: [string, Record<string, unknown>][];
}

const ROWS: Row[] = [
  {
    item: "2024-02-15 B: `$attribution` removed from event properties; use `include=attributions`",
    change: "2024-02-15-attribution-removed",
    from: "2023-12-15",
    to: "2024-02-15",
    rules: {
      "request-property-removed": ["create_event", "create_client_event"],
      "response-optional-property-removed": ["get_events", "get_event"],
    },
    args: [["response-optional-property-removed", { property: "$attribution", schema: "EventProperties" }]],
  },
  {
    item: "2023-10-15 B: the subscription request structure changes",
    change: "2023-10-15-subscription-request-structure",
    from: "2023-09-15",
    to: "2023-10-15",
    rules: {
      "request-property-removed": ["subscribe_profiles"],
      "new-required-request-property": ["subscribe_profiles"],
    },
    args: [
      ["request-property-removed", { property: "channels" }],
      ["new-required-request-property", { property: "subscriptions" }],
    ],
  },
  {
    item: "2023-10-15 B: subscription response fields renamed and added (timestamp becomes consent_timestamp, ...)",
    change: "2023-10-15-subscription-response-fields",
    from: "2023-09-15",
    to: "2023-10-15",
    rules: {
      "response-property-renamed": [
        "get_profile",
        "get_profiles",
        "get_list_profiles",
        "get_segment_profiles",
        "get_event_profile",
      ],
    },
    args: [
      [
        "response-property-renamed",
        { property: "subscriptions.email.marketing.timestamp", to: "consent_timestamp", confirmed: true },
      ],
      [
        "response-property-renamed",
        { property: "subscriptions.sms.marketing.timestamp", to: "consent_timestamp", confirmed: true },
      ],
      [
        "response-property-renamed",
        { property: "subscriptions.email.marketing.suppressions", to: "suppression", confirmed: true },
      ],
    ],
  },
  {
    item: "2023-10-15 B: the subscription object is no longer returned by default",
    change: "2023-10-15-subscription-not-returned-by-default",
    from: "2023-09-15",
    to: "2023-10-15",
    rules: {
      "response-property-became-opt-in": [
        "get_profile",
        "get_profiles",
        "get_list_profiles",
        "get_segment_profiles",
        "get_event_profile",
      ],
    },
    args: [
      [
        "response-property-became-opt-in",
        { property: "subscriptions", parameter: "additional-fields[profile]", value: "subscriptions" },
      ],
    ],
  },
  {
    item: "2023-07-15 B: relationship standardization (1:1 relationships become singular objects, related ids move to relationships, events and profiles share one shape)",
    change: "2023-07-15-relationship-standardization",
    from: "2023-06-15",
    to: "2023-07-15",
    rules: {
      "request-property-restructured": ["subscribe_profiles", "unsubscribe_profiles"],
      "request-property-removed": [
        "create_client_event",
        "create_event",
        "create_client_subscription",
        "subscribe_profiles",
        "request_profile_deletion",
        "unsubscribe_profiles",
      ],
      "new-required-request-property": [
        "create_client_event",
        "create_event",
        "create_client_subscription",
        "subscribe_profiles",
        "request_profile_deletion",
      ],
      "response-optional-property-removed": ["get_events", "get_event"],
    },
    args: [
      ["request-property-removed", { property: "data.attributes.list_id", schema: "SubscribeJobDocument" }],
      ["response-optional-property-removed", { property: "attributes.profile_id", schema: "EventResource" }],
    ],
  },
  {
    item: "2023-07-15 B: `company_id` removed from Get Template(s)",
    change: "2023-07-15-templates-company-id-removed",
    from: "2023-06-15",
    to: "2023-07-15",
    rules: { "response-optional-property-removed": ["get_templates", "get_template"] },
    args: [["response-optional-property-removed", { property: "attributes.company_id", schema: "TemplateResource" }]],
  },
  {
    item: "2023-02-22 B: Flows endpoints use cursor-based pagination",
    change: "2023-02-22-flows-cursor-pagination",
    from: "2023-01-24",
    to: "2023-02-22",
    rules: { "pagination-style-changed": ["get_flows"] },
  },
  {
    item: "2023-02-22 B: null clears a profile field on update",
    change: "2023-02-22-null-clears-profile-field",
    from: "2023-01-24",
    to: "2023-02-22",
    rules: { "request-null-semantics-changed": ["update_profile"] },
    args: [["request-null-semantics-changed", { schema: "ProfileUpdateAttributes" }]],
  },
  {
    item: "2023-01-24 B: the template render and clone paths change",
    change: "2023-01-24-template-render-clone-paths",
    from: "2022-10-17",
    to: "2023-01-24",
    rules: { "api-operation-moved": ["create_template_render", "create_template_clone"] },
  },
];

const reports = new Map<string, Promise<DiffReport>>();
const diff = (from: string, to: string) => {
  const key = `${from}..${to}`;
  if (!reports.has(key)) reports.set(key, diffSpecs(from, to));
  return reports.get(key)!;
};

describe("the change history's breaking items, found between the right pair of specs", () => {
  it.each(ROWS.map((r) => [r.item, r] as const))("%s", async (_, row) => {
    const report = await diff(row.from, row.to);
    const credited = (f: Finding) => f.severity === "breaking" && f.catalogEntry === row.change;
    for (const [rule, operations] of Object.entries(row.rules)) {
      const findings = report.findings.filter((f) => f.id === rule && credited(f));
      expect(findings.length, rule).toBeGreaterThan(0);
      const reached = new Set(findings.flatMap((f) => f.affects.map((a) => a.operationId)));
      for (const op of operations) expect(reached, `${rule} reaches ${op}`).toContain(op);
    }
    for (const [rule, args] of row.args ?? [])
      expect(
        report.findings.some(
          (f) => f.id === rule && credited(f) && Object.entries(args).every(([k, v]) => f.args[k] === v),
        ),
        `${rule} ${JSON.stringify(args)}`,
      ).toBe(true);
  });

  it("2022-10-17 B: the `updated` filter is removed from Get Profiles (no earlier spec: waived, and already true)", async () => {
    const { catalog, data } = catalogData();
    const change = "2022-10-17-get-profiles-updated-filter-removed";
    expect(catalog.revisions[0]!.changes.some((c) => c.id === change && c.breaking)).toBe(true);
    expect(data.waivers.entries.some((w) => w.change === change)).toBe(true);
    const model = buildModel((await loadSpec("specs/2022-10-17.yaml")).document);
    const filter = model.operations
      .find((o) => o.operationId === "get_profiles")!
      .parameters.query.find((p) => p.name === "filter")!;
    expect(filter.filter?.fields).not.toHaveProperty("updated");
    // ...and it is back from 2023-02-22 on (the document's 2023-03-07 update), which the diff does find:
    const back = await diff("2023-01-24", "2023-02-22");
    expect(back.findings.some((f) => f.id === "request-filter-field-added" && f.args.field === "updated")).toBe(true);
  });

  it("has a row for every breaking entry of the catalog", () => {
    const { catalog } = catalogData();
    const breaking = catalog.revisions.flatMap((r) => r.changes.filter((c) => c.breaking).map((c) => c.id));
    const rows = [...ROWS.map((r) => r.change), "2022-10-17-get-profiles-updated-filter-removed"];
    expect(rows.sort()).toEqual(breaking.sort());
  });
});
