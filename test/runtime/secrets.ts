/**
 * Test values and Node-side encoders for the redaction tests (here and in test/oauth): secrets drawn from every
 * character a token may have, the forms a secret travels in computed with Node's own encoders (independent of the
 * runtime's), and where a secret's public head ends in each form.
 */

/** `length` visible-ASCII characters (any a token may have) from a fixed seed, so every run tests the same values. */
export function randomSecret(seed: number, length: number): string {
  let state = seed;
  let out = "";
  while (out.length < length) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    out += String.fromCharCode(0x21 + ((state >>> 8) % 94));
  }
  return out;
}

export type Encode = (value: string) => string;

const base64 = (v: string) => Buffer.from(v, "utf8").toString("base64");

/** Every form a secret travels in: plain, URL-encoded (both hex cases), form-encoded, JSON-escaped, base64 (4 ways). */
export const FORMS: Encode[] = [
  (v) => v,
  (v) => encodeURIComponent(v),
  (v) => encodeURIComponent(v).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
  (v) => new URLSearchParams({ k: v }).toString().slice(2),
  (v) => JSON.stringify(v).slice(1, -1),
  base64,
  (v) => base64(v).replace(/=+$/, ""),
  (v) => Buffer.from(v, "utf8").toString("base64url"),
  (v) => encodeURIComponent(base64(v)),
];

/** How many characters of `encode(value)` are its public `head`: those it shares with the encoded head. */
export function headIn(value: string, head: string, encode: Encode): number {
  const form = encode(value);
  const encoded = head === "" ? "" : encode(head);
  let n = 0;
  while (n < encoded.length && form[n] === encoded[n]) n++;
  return n;
}

/** The redaction policy: the shortest cut of a form that is redacted, 8 characters past its public head. */
export function minimumCut(value: string, head: string, encode: Encode): number {
  return Math.min(encode(value).length, headIn(value, head, encode) + 8);
}
