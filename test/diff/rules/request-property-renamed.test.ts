// Rule request-property-renamed on its fixture pair (test/fixtures/diff/request-property-renamed/): its id, severity and exact sentence, as a rename
// candidate (nothing confirms it) and as a confirmed rename (the pair as two revisions of a catalog whose
// diff-renames.yaml names it, as specs/diff-renames.yaml does for specs/revisions.yaml). // custom: two cases
import { describe, expect, it } from "vitest";
import { findingWithRenames, ruleCase } from "../support.js";

ruleCase("request-property-renamed", {
  severity: "breaking",
  message:
    "The `timestamp` request property of `Item` was renamed to `consent_timestamp` (a rename candidate: not confirmed by the catalog).",
});

describe("request-property-renamed, confirmed", () => {
  it("is a rename, credited to the confirming change, when a confirmation names it", async () => {
    const renames = [
      { change: "x-rename", schema: "Item", from: "timestamp", to: "consent_timestamp", quote: "property renamed" },
    ];
    const finding = await findingWithRenames("request-property-renamed", renames);
    expect(finding.message).toBe("The `timestamp` request property of `Item` was renamed to `consent_timestamp`.");
    expect(finding.args).toMatchObject({ confirmed: true, confirmedBy: "x-rename", to: "consent_timestamp" });
    expect(finding.catalogEntry).toBe("x-rename");
    expect(finding).toMatchObject({ before: "timestamp", after: "consent_timestamp" });
  });

  it("stays a candidate when the confirmation is for another schema", async () => {
    const renames = [
      { change: "x-rename", schema: "Other", from: "timestamp", to: "consent_timestamp", quote: "property renamed" },
    ];
    const finding = await findingWithRenames("request-property-renamed", renames);
    expect(finding.args.confirmed).toBe(false);
    expect(finding.catalogEntry).toBeUndefined();
  });
});
