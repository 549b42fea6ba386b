/**
 * A re-export of an operation the target revision removed (`export { getCoupon } from "<entry>"`) is marked with the
 * removal's manual step, as its import is: it was marked by the type checker's net only, with "the type changed here",
 * which says neither why nor what to do.
 */
import { afterAll, describe, expect, it } from "vitest";
import { makeProject, removeProjects, upgrade } from "./project.js";

afterAll(removeProjects);

describe("a re-export of a removed operation", () => {
  it("gets the removal's manual step", async () => {
    const p = makeProject({ "api.ts": `export { getCoupon } from "@revforge/client/2023-08-15.pre";\n` });
    const r = await upgrade(p.tsconfig, "2023-08-15.pre", "2023-08-15");
    expect(r.changed.map((c) => c.after)).toEqual([
      "// revforge upgrade 2023-08-15: Upgrade to 2023-09-15 or later (`upgradeTo`) to keep using coupons, or stop calling them. (WithdrawCouponsBeta)\n" +
        `export { getCoupon } from "@revforge/client/2023-08-15";\n`,
    ]);
  }, 120_000);
});
