/**
 * Which declared changes the reports mark "rewritten by `revforge upgrade`" (generator/upgrade/handles.ts): every
 * change of specs/changes with its expected answer, and the marking of findings by the changes that handle them.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { DiffReport, Finding } from "../../generator/diff/types.js";
import { readChangeModules } from "../../generator/shims/declarations/read.js";
import { markRewritten, rewrites } from "../../generator/upgrade/handles.js";
import { root } from "../consumer/project.js";

const declarations = new Map(
  (await readChangeModules(path.join(root, "specs/changes"))).flatMap((m) =>
    m.changes.map((c) => [c.name, c] as const),
  ),
);

const expected: Record<string, boolean> = {
  MoveTemplateRenderAndCloneToTopLevelPaths: true,
  PaginateFlowsWithCursor: false, // unshimmable
  ClearProfileFieldsWithNull: false, // a shimmed behaviour: nothing to rewrite
  RenameListAndSegmentProfilesPathParameterToId: true,
  NestEventProfileAndMetricInResourceObjects: true,
  MoveEventMetricAndProfileIdsToRelationships: true,
  MoveListIdsToRelationships: true,
  NestSubscribeProfilesInResourceObjects: true,
  NestUnsubscribeProfilesInResourceObjects: true,
  ConstrainUnsubscribeJobType: true,
  NestClientSubscriptionProfileInProfileData: true,
  NestProfileDeletionIdentifierInProfileData: true,
  MoveUnsubscribeJobToBulkDeletePath: true,
  MoveUnsuppressJobToBulkDeletePath: true,
  RemoveCompanyIdFromTemplates: false, // unshimmable
  WithdrawCouponsBeta: false, // unshimmable
  ReplaceSubscriptionChannelsWithConsent: true,
  RenameSubscriptionTimestampToConsentTimestamp: true,
  RenameEmailSuppressionsToSuppression: true,
  RequestSubscriptionsWithAdditionalFields: true,
  OmitSubscriptionsFromProfileWriteResponses: false, // unshimmable
  RemoveAttributionFromEventCreation: false, // unshimmable
  RequestEventAttributionsWithInclude: false, // a convert needs judgement
};

describe("rewrites", () => {
  it("covers every declared change", () => {
    expect(Object.keys(expected).sort()).toEqual([...declarations.keys()].sort());
  });
  it.each(Object.entries(expected))("%s: %s", (name, answer) => {
    expect(rewrites(declarations.get(name)!)).toBe(answer);
  });
});

describe("markRewritten", () => {
  const finding = (handledBy?: Finding["handledBy"]) => ({ id: "x", handledBy }) as unknown as Finding;
  const report = (findings: Finding[]) => ({ from: "a", to: "b", summary: {}, findings }) as unknown as DiffReport;
  it.each([
    [{ change: "MoveListIdsToRelationships", shimmed: true }, true],
    [{ change: "MoveListIdsToRelationships, NestSubscribeProfilesInResourceObjects", shimmed: true }, true],
    [{ change: "MoveListIdsToRelationships, RequestEventAttributionsWithInclude", shimmed: true }, undefined],
    [{ change: "RemoveCompanyIdFromTemplates", shimmed: false, manualStep: "Stop reading" }, undefined],
    [undefined, undefined],
  ])("%j -> rewritten %s", (handledBy, rewritten) => {
    const [out] = markRewritten(report([finding(handledBy)]), declarations).findings;
    expect(out!.handledBy?.rewritten).toBe(rewritten);
    expect(out!.handledBy?.change).toBe(handledBy?.change);
  });
});
