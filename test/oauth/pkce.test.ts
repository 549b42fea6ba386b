/**
 * PKCE (RFC 7636) with WebCrypto: the Appendix B vector, the verifier's shape (32 random octets → 43 characters of
 * the service's pattern), and base64url against Node's own encoder.
 */
import { describe, expect, it } from "vitest";
import {
  base64url,
  codeChallengeS256,
  CODE_VERIFIER_PATTERN,
  createCodeVerifier,
} from "../../templates/oauth/index.js";

describe("RFC 7636 Appendix B", () => {
  const octets = [
    116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191, 240, 91,
    88, 5, 88, 83, 132, 141, 121,
  ];
  it("encodes the verifier octets", () => {
    expect(base64url(new Uint8Array(octets))).toBe("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk");
  });
  it("derives the S256 challenge", async () => {
    expect(await codeChallengeS256("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).toBe(
      "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    );
  });
});

describe("createCodeVerifier", () => {
  it("makes 43 characters of the allowed set, different every time", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const v = createCodeVerifier();
      expect(v).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(v).toMatch(CODE_VERIFIER_PATTERN);
      seen.add(v);
    }
    expect(seen.size).toBe(500);
  });
});

describe("codeChallengeS256", () => {
  it.each([
    ["too short", "a".repeat(42)],
    ["too long", "a".repeat(129)],
    ["a character outside the set", `${"a".repeat(43)}+`],
    ["a space", `${"a".repeat(43)} `],
  ])("rejects a verifier %s without showing it", async (_name, verifier) => {
    const error = await codeChallengeS256(verifier).catch((e: Error) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).not.toContain("aaaa");
  });

  it("accepts 128 characters with . and ~", async () => {
    const challenge = await codeChallengeS256(`${"a.~-_".repeat(25)}abc`);
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe("base64url", () => {
  it.each([0, 1, 2, 3, 31, 32, 33, 100])("matches Node's base64url for %i bytes", (n) => {
    const bytes = new Uint8Array(n).map((_, i) => (i * 97 + 13) % 256);
    expect(base64url(bytes)).toBe(Buffer.from(bytes).toString("base64url"));
  });
});
