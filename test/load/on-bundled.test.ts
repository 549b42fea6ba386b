/**
 * LoadOptions.onBundled: the document is handed over before validation (the generator starts openapi-typescript on
 * it meanwhile), for every load the call makes, and a load that then fails still fails with its located message.
 */
import { describe, expect, it } from "vitest";
import { loadSpec, type LoadedSpec } from "../../generator/load/index.js";
import { BAD, failure, FIXTURES } from "./support.js";

describe("onBundled", () => {
  it("gets the bundled document, the very one the load returns", async () => {
    const seen: Record<string, unknown>[] = [];
    const spec = await loadSpec(`${FIXTURES}/happy/api.yaml`, { onBundled: (d) => seen.push(d) });
    expect(seen).toEqual([spec.document]);
    expect(seen[0]).toBe(spec.document);
  });

  it("is called before validation: an invalid document is handed over, then the load fails as before", async () => {
    const seen: unknown[] = [];
    const message = await failure(`${BAD}/item20-responses-nope.yaml`, {
      strict: true,
      onBundled: (d) => seen.push(d),
    });
    expect(message).toMatch(/item20-responses-nope\.yaml:\d+:\d+ /);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ openapi: expect.any(String) });
  });

  it("is not called for a load the cache already holds", async () => {
    const cache = new Map<string, Promise<LoadedSpec>>();
    const seen: unknown[] = [];
    await loadSpec(`${FIXTURES}/happy/api.yaml`, { cache, onBundled: (d) => seen.push(d) });
    await loadSpec(`${FIXTURES}/happy/api.yaml`, { cache, onBundled: (d) => seen.push(d) });
    expect(seen).toHaveLength(1);
  });
});
