/**
 * PKCE (RFC 7636) and the random values of the authorization flow, with WebCrypto only (`crypto.getRandomValues`,
 * `crypto.subtle.digest`), so the same code runs on Node 20+ and on edge runtimes.
 *
 * - The code_verifier is 32 random octets, base64url without padding (§7.1 recommends exactly this): 43 characters of
 *   `[A-Za-z0-9_-]`, inside the service's pattern `^[a-zA-Z0-9\-._~]{43,128}$` (service document, "Authentication"
 *   item 7) with 256 bits of entropy.
 * - The code_challenge is base64url(SHA-256(ASCII(verifier))) without padding, method S256 (§4.2). The Appendix B
 *   vector is a test (test/oauth/pkce.test.ts).
 * - `state` is 32 random octets, base64url (256 bits; RFC 6749 §10.10 asks that a guess succeed with a probability of
 *   at most 2^-128), never derived from a customer id (revforge's docs/safety.md, O3).
 *
 * This file is copied into generated/client/oauth/.
 */

/** The service's code_verifier pattern (service document, "Authentication" item 7). */
export const CODE_VERIFIER_PATTERN: RegExp = /^[a-zA-Z0-9\-._~]{43,128}$/;

/** The shape of the values `randomToken` makes (and so of every `state` this module issues). */
export const STATE_PATTERN: RegExp = /^[A-Za-z0-9_-]{43}$/;

/** base64url without padding (RFC 4648 §5). */
export function base64url(bytes: Uint8Array): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += alphabet[(n >> 18) & 63]! + alphabet[(n >> 12) & 63]!;
    if (b !== undefined) out += alphabet[(n >> 6) & 63]!;
    if (c !== undefined) out += alphabet[n & 63]!;
  }
  return out;
}

/** `octets` random bytes from the platform's CSPRNG, base64url: 32 octets give 43 characters. */
export function randomToken(octets: number = 32): string {
  const bytes = new Uint8Array(octets);
  globalThis.crypto.getRandomValues(bytes);
  return base64url(bytes);
}

/** A fresh code_verifier: 32 random octets, base64url (43 characters). */
export function createCodeVerifier(): string {
  return randomToken(32);
}

/** The S256 code_challenge of `verifier`. Rejects a verifier outside the service's pattern (message shows no value). */
export async function codeChallengeS256(verifier: string): Promise<string> {
  if (typeof verifier !== "string" || !CODE_VERIFIER_PATTERN.test(verifier)) {
    throw new TypeError("the code_verifier must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~ (value not shown)");
  }
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** SHA-256 of `text`, base64url: a fixed-size, non-reversible key for a secret (the "code seen" guard). */
export async function sha256Key(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return base64url(new Uint8Array(digest));
}

/** Compares two strings in time independent of where they differ (for the session-bound state). */
export function constantTimeEqual(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}
