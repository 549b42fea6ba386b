/**
 * PKCE S256 ("Authentication" item 7; RFC 7636 §4.2, §4.6): the challenge is the unpadded base64url of the SHA-256 of
 * the verifier's ASCII bytes, compared in constant time.
 */
import { createHash, timingSafeEqual } from "node:crypto";

export function s256(verifier: string): string {
  return createHash("sha256").update(verifier, "ascii").digest("base64url");
}

export function verifierMatches(verifier: string, challenge: string): boolean {
  const computed = Buffer.from(s256(verifier), "ascii");
  const expected = Buffer.from(challenge, "ascii");
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}
