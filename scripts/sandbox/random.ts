/**
 * Unguessable values: authorization codes, access tokens (opaque, the configured length) and refresh tokens (exactly
 * 512 characters, "Limits"). All are base64url characters from node:crypto, so every token is a valid RFC 6750
 * b64token and survives a URL, a form body and a header unchanged.
 */
import { randomBytes, randomUUID } from "node:crypto";

export function randomToken(length: number): string {
  const bytes = randomBytes(Math.ceil((length * 3) / 4) + 3);
  return bytes.toString("base64url").slice(0, length);
}

/** A UUID for API error objects (`errors[].id`, "Resources / API error object"). */
export function uuid(): string {
  return randomUUID();
}

/** The alphabet of every token the sandbox issues. */
export const TOKEN_ALPHABET = /^[A-Za-z0-9_-]+$/;
