/**
 * Where each revision's clients upgrade to (generator/shims/index.ts `upgradePaths`) and the steps the shims compile
 * (`stepPairs`), on catalogs of the shapes a config can give: a beta between two GA revisions, as the service's
 * 2023-08-15.pre was, and a beta listed after the latest GA revision, the preview of the next one.
 */
import { describe, expect, it } from "vitest";
import type { Catalog } from "../../generator/load/catalog.js";
import { stepPairs, upgradePaths } from "../../generator/shims/index.js";

const catalog = (latest: string, ...ids: string[]): Catalog => ({
  latest,
  revisions: ids.map((id) => ({
    id,
    status: id.endsWith(".pre") ? "beta" : "GA",
    released: id.replace(".pre", ""),
    endOfSupport: null,
    changes: [],
  })),
});

const targets = (c: Catalog) => Object.fromEntries([...upgradePaths(c)].map(([from, p]) => [from, p.targets]));

describe("upgradePaths", () => {
  it("takes every revision before the latest up the GA line, a beta into the GA revision after it", () => {
    const c = catalog("2024-05-15", "2023-07-15", "2023-08-15.pre", "2023-08-15", "2024-05-15");
    expect(targets(c)).toEqual({
      "2023-07-15": ["2023-08-15", "2024-05-15"],
      "2023-08-15.pre": ["2023-08-15", "2024-05-15"],
      "2023-08-15": ["2024-05-15"],
    });
    expect(stepPairs(c)).toEqual([
      ["2023-07-15", "2023-08-15.pre"],
      ["2023-07-15", "2023-08-15"],
      ["2023-08-15", "2024-05-15"],
      ["2023-08-15.pre", "2023-08-15"],
    ]);
  });

  it("gives a beta listed after the latest revision no upgrade, where it refused the whole config", () => {
    const c = catalog("2024-05-15", "2024-02-15", "2024-05-15", "2024-07-15.pre");
    expect(targets(c)).toEqual({ "2024-02-15": ["2024-05-15"] });
    expect(stepPairs(c)).toEqual([
      ["2024-02-15", "2024-05-15"],
      ["2024-05-15", "2024-07-15.pre"],
    ]);
  });

  it("names a latest the catalog does not have", () => {
    expect(() => upgradePaths(catalog("2025-01-01", "2024-02-15", "2024-05-15"))).toThrow(
      "2025-01-01 is not a revision of the catalog",
    );
  });
});
