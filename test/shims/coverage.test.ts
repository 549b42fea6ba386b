/**
 * The coverage gate (docs/architecture.md, principle 11: the declared changes and the computed diff must agree):
 *   - every breaking finding the diff engine reports between consecutive revisions (and on the beta's way out) is
 *     covered by a declared change, shimmed or declared unshimmable, for every operation it affects;
 *   - every declared change covers at least one finding of its step (no declaration the diff cannot see);
 *   - `annotateHandledBy` gives the reports "handled by the shim" or "needs a code change" with the manual step.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { diffSpecs, type DiffReport, type Finding } from "../../generator/diff/index.js";
import {
  annotateHandledBy,
  coverageOf,
  loadShimIndex,
  stepsBetween,
  subjectOf,
  type ShimIndex,
} from "../../generator/shims/coverage.js";
import { stepPairs } from "../../generator/shims/index.js";

let index: ShimIndex;
const reports = new Map<string, DiffReport>();

beforeAll(async () => {
  index = await loadShimIndex();
  for (const [from, to] of stepPairs(index.compiled.sources.catalog))
    reports.set(`${from}--${to}`, await diffSpecs(from, to));
}, 120_000);

const pairs = (): [string, string][] => [...reports.keys()].map((k) => k.split("--") as [string, string]);

describe("the coverage gate", () => {
  it("diffs every step the shims have: each revision from its predecessor, and the beta into 2023-08-15", () => {
    expect(pairs()).toContainEqual(["2023-09-15", "2023-10-15"]);
    expect(pairs()).toContainEqual(["2023-08-15.pre", "2023-08-15"]);
    expect(pairs()).toHaveLength(12);
  });

  it("covers every breaking finding between consecutive revisions", () => {
    const uncovered: string[] = [];
    let breaking = 0;
    for (const [from, to] of pairs()) {
      const steps = stepsBetween(index, from, to);
      for (const f of reports.get(`${from}--${to}`)!.findings) {
        if (f.severity !== "breaking") continue;
        breaking++;
        const { uncovered: ops } = coverageOf(f, steps);
        if (ops.length > 0)
          uncovered.push(
            `${from} -> ${to}: ${f.id} at ${f.definition.pointer} for ${ops.map((o) => o.operationId).join(", ")}: ${f.message}`,
          );
      }
    }
    expect(uncovered, "breaking findings no declared change covers").toEqual([]);
    expect(breaking).toBeGreaterThanOrEqual(45);
  });

  it("has every declared change cover a finding of its step", () => {
    const covering = new Set<string>();
    for (const [from, to] of pairs()) {
      const steps = stepsBetween(index, from, to);
      for (const f of reports.get(`${from}--${to}`)!.findings)
        for (const c of coverageOf(f, steps).changes) covering.add(c);
    }
    expect([...index.declarations.keys()].filter((c) => !covering.has(c))).toEqual([]);
  });

  it("fails a breaking finding no change covers", () => {
    const made: Finding = {
      id: "request-property-removed",
      severity: "breaking",
      direction: "request",
      message: "The `data.attributes.title` request property of `ProfileCreateDocument` was removed.",
      why: "",
      hint: "",
      definition: {
        pointer: "#/components/schemas/ProfileCreateDocument/properties/data/properties/attributes/properties/title",
      },
      affects: [
        {
          operationId: "create_profile",
          method: "post",
          path: "/api/profiles/",
          pointer:
            "#/paths/~1api~1profiles~1/post/requestBody/content/application~1json/schema/properties/data/properties/attributes/properties/title",
        },
      ],
      args: {},
    };
    expect(
      coverageOf(made, stepsBetween(index, "2023-09-15", "2023-10-15")).uncovered.map((a) => a.operationId),
    ).toEqual(["create_profile"]);
  });
});

describe("handledBy in the reports", () => {
  const handled = (from: string, to: string, id: string, pointer: string) =>
    annotateHandledBy(reports.get(`${from}--${to}`)!, index).findings.find(
      (f) => f.id === id && f.definition.pointer.endsWith(pointer),
    )?.handledBy;

  it.each([
    [
      "2022-10-17",
      "2023-01-24",
      "api-operation-moved",
      "~1api~1template-render~1/post",
      { change: "MoveTemplateRenderAndCloneToTopLevelPaths", shimmed: true },
    ],
    [
      "2023-06-15",
      "2023-07-15",
      "request-property-restructured",
      "SubscribeJobDocument/properties/data/properties/attributes/properties/profiles",
      { change: "NestSubscribeProfilesInResourceObjects", shimmed: true },
    ],
    [
      "2023-09-15",
      "2023-10-15",
      "response-property-renamed",
      "marketing/properties/suppression",
      { change: "RenameEmailSuppressionsToSuppression", shimmed: true },
    ],
    [
      "2023-12-15",
      "2024-02-15",
      "response-optional-property-removed",
      "EventProperties/properties/$attribution",
      { change: "RequestEventAttributionsWithInclude", shimmed: true },
    ],
    [
      "2023-01-24",
      "2023-02-22",
      "pagination-style-changed",
      "~1api~1flows~1/get",
      {
        change: "PaginateFlowsWithCursor",
        shimmed: false,
        manualStep:
          "Follow `links.next` to read every flow (getFlowsPages or getFlowsItems of the newer revision's entry point).",
      },
    ],
    [
      "2023-12-15",
      "2024-02-15",
      "request-property-removed",
      "EventProperties/properties/$attribution",
      {
        change: "RemoveAttributionFromEventCreation",
        shimmed: false,
        manualStep:
          "Remove `$attribution` from the properties of Create Event and Create Client Event; read attribution data with `include=attributions` on Get Events and Get Event.",
      },
    ],
  ])("%s -> %s %s %s", (from, to, id, pointer, want) => {
    expect(handled(from, to, id, pointer)).toEqual(want);
  });

  it("says 'needs a code change' for a finding some of whose operations no shim can handle", () => {
    // The subscription object behind an opt-in: shimmed on the reads, not on Create and Update Profile.
    expect(
      handled("2023-09-15", "2023-10-15", "response-property-became-opt-in", "properties/subscriptions"),
    ).toMatchObject({
      change: "OmitSubscriptionsFromProfileWriteResponses",
      shimmed: false,
    });
  });

  it("leaves safe findings alone, and annotates across several steps", async () => {
    const annotated = annotateHandledBy(reports.get("2023-02-22--2023-06-15")!, index).findings;
    const safe = annotated.filter((f) => f.severity === "safe");
    expect(safe.length).toBeGreaterThan(0);
    expect(safe.every((f) => f.handledBy === undefined)).toBe(true);
    // The pair's only other findings: the two path parameters renamed to `id`, which its declared change handles.
    const rest = annotated.filter((f) => f.severity !== "safe");
    expect(rest.map((f) => [f.id, f.severity, f.handledBy?.change])).toEqual([
      ["request-parameter-renamed", "dangerous", "RenameListAndSegmentProfilesPathParameterToId"],
      ["request-parameter-renamed", "dangerous", "RenameListAndSegmentProfilesPathParameterToId"],
    ]);
    // Over a longer range, a later change that touches another parameter of the same operation (the opt-in
    // `additional-fields[profile]` of RequestSubscriptionsWithAdditionalFields) does not handle the renames.
    const long = annotateHandledBy(await diffSpecs("2023-02-22", "2024-05-15"), index).findings;
    expect(long.filter((f) => f.id === "request-parameter-renamed").map((f) => f.handledBy?.change)).toEqual([
      "RenameListAndSegmentProfilesPathParameterToId",
      "RenameListAndSegmentProfilesPathParameterToId",
    ]);
    const far = annotateHandledBy(await diffSpecs("2023-09-15", "2024-05-15"), index);
    const breaking = far.findings.filter((f) => f.severity === "breaking");
    expect(breaking.length).toBeGreaterThan(0);
    expect(breaking.every((f) => f.handledBy !== undefined)).toBe(true);
  }, 60_000);

  it("annotates a single diff from the pair's steps alone as the whole catalog's index does", async () => {
    for (const [from, to] of [
      ["2023-09-15", "2023-10-15"],
      ["2022-10-17", "2024-05-15"],
      ["2023-08-15.pre", "2024-05-15"],
    ] as const) {
      const report = from === "2023-09-15" ? reports.get(`${from}--${to}`)! : await diffSpecs(from, to);
      const ranged = await loadShimIndex(undefined, undefined, { from, to });
      expect(ranged.compiled.steps.size, `${from}..${to}`).toBeLessThan(index.compiled.steps.size);
      const handled = (i: ShimIndex) => annotateHandledBy(report, i).findings.map((f) => f.handledBy ?? null);
      expect(handled(ranged), `${from}..${to}`).toEqual(handled(index));
    }
  }, 120_000);
});

describe("subjectOf", () => {
  // The engine's pointers escape `~` and `/` only (diff/compare/pointer.ts): a `%` in a name is the name's own.
  it("reads a body property named with a percent sign as written", () => {
    const finding = { args: {} } as unknown as Finding;
    const at = (name: string) =>
      subjectOf(finding, {
        operationId: "x",
        method: "get",
        path: "/x",
        pointer: `#/paths/~1x/get/responses/200/content/application~1json/schema/properties/${name}`,
      });
    expect(at("rate%")).toEqual({ kind: "body", direction: "response", path: ["rate%"] });
    expect(at("a%41")).toEqual({ kind: "body", direction: "response", path: ["a%41"] });
    expect(at("a~1b")).toEqual({ kind: "body", direction: "response", path: ["a/b"] });
  });
});
