/**
 * A security requirement an operation takes away with its own `security` (`[]` over the document's) is located at
 * that `security` in the revision, where the change was written, not at the document's, which did not change; one the
 * document's `security` takes away, at that one in the revision too, unless the revision has none left.
 */
import { describe, expect, it } from "vitest";
import { pairDiffer } from "./support.js";

const { report } = pairDiffer("security-located");

const doc = (own?: unknown[]) => ({
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  security: [{ key: [] }],
  paths: {
    "/x": { get: { operationId: "x", ...(own && { security: own }), responses: { "204": { description: "OK" } } } },
  },
  components: { securitySchemes: { key: { type: "apiKey", in: "header", name: "X-Key" } } },
});

describe("a security requirement removed", () => {
  it("by the operation's own security is located there in the revision", async () => {
    const [finding] = (await report(doc(), doc([]))).findings;
    expect([finding?.id, finding?.definition.pointer]).toEqual([
      "api-authentication-removed",
      "#/paths/~1x/get/security",
    ]);
    expect(finding?.definition.revision?.line).toBeGreaterThan(0);
  });

  it("by the document's security become [] is located there on both sides", async () => {
    const [finding] = (await report(doc(), { ...doc(), security: [] })).findings;
    expect([finding?.id, finding?.definition.basePointer, finding?.definition.revisionPointer]).toEqual([
      "api-authentication-removed",
      "#/security",
      "#/security",
    ]);
    expect(finding?.definition.revision?.line).toBeGreaterThan(0);
  });

  it("from the document's security is located in the base", async () => {
    const base = doc();
    const revision: Record<string, unknown> = { ...doc() };
    delete revision.security;
    const [finding] = (await report(base, revision)).findings;
    expect([finding?.id, finding?.definition.pointer, finding?.definition.revision]).toEqual([
      "api-authentication-removed",
      "#/security",
      undefined,
    ]);
    expect(finding?.definition.base?.line).toBeGreaterThan(0);
  });
});
