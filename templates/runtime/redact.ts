/**
 * Redaction by value: every string the runtime shows to a person (error messages, snippets of response bodies,
 * `onRequest` URLs, warnings) passes through `Redactor.redact`, which replaces each registered secret in every form
 * it may travel in: plain, URL-encoded (`%XX` in both hex cases, and the form encoding with `+`), JSON-escaped, and
 * base64 / base64url (with and without padding). This follows reliability.md "Secrets in logs": redact by value in
 * one place, because headers and bodies echo secrets in places no allowlist of field names can predict (undici echoes
 * invalid header values; servers echo tokens in error details).
 *
 * What is registered: the private key and every access token the provider returns (the provider is called per attempt,
 * so each fresh token is registered before it is used). The public key is not a secret (it travels in URLs by design).
 * Other modules (the OAuth helpers) register refresh tokens, client secrets and `base64(id:secret)` through `add`.
 *
 * Working on strings only, it never serialises server data (so a 1e6-deep JSON body cannot make it throw).
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

const REPLACEMENT = "[redacted]";
/** Transient secrets (access tokens) are kept for the last N values only, so a long-lived process stays bounded. */
const MAX_TRANSIENT = 16;

export class Redactor {
  readonly #pinned = new Set<string>();
  readonly #transient: string[] = [];
  /** Every form of every secret, longest first (so a longer form is replaced before a shorter one inside it). */
  #forms: string[] = [];

  /**
   * Registers a secret. `transient` values (access tokens, which rotate) are forgotten after MAX_TRANSIENT newer
   * ones; the others (keys, client secrets) are kept for the redactor's lifetime.
   */
  add(secret: string | undefined, transient = false): void {
    if (typeof secret !== "string" || secret === "") return;
    if (this.#pinned.has(secret) || this.#transient.includes(secret)) return;
    if (transient) {
      this.#transient.push(secret);
      if (this.#transient.length > MAX_TRANSIENT) this.#transient.shift();
    } else {
      this.#pinned.add(secret);
    }
    const forms = new Set<string>();
    for (const s of [...this.#pinned, ...this.#transient]) for (const f of formsOf(s)) forms.add(f);
    this.#forms = [...forms].sort((a, b) => b.length - a.length);
  }

  /** Returns `text` with every form of every registered secret replaced by `[redacted]`. */
  redact(text: string): string {
    let out = text;
    for (const form of this.#forms) if (out.includes(form)) out = out.split(form).join(REPLACEMENT);
    return out;
  }
}

function formsOf(secret: string): string[] {
  const forms = [secret];
  let uri: string | undefined;
  try {
    uri = encodeURIComponent(secret);
  } catch {
    // A lone surrogate cannot be URL-encoded; the plain and base64 forms still cover it.
  }
  if (uri !== undefined) {
    forms.push(
      uri,
      uri.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
      uri.replace(/%20/g, "+"),
    );
    forms.push(new URLSearchParams([["k", secret]]).toString().slice(2));
  }
  forms.push(JSON.stringify(secret).slice(1, -1));
  const b64 = base64(new TextEncoder().encode(secret));
  const unpadded = b64.replace(/=+$/, "");
  forms.push(b64, unpadded, unpadded.replace(/\+/g, "-").replace(/\//g, "_"));
  return forms.filter((f) => f !== "");
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** Standard padded base64 (RFC 4648 §4); written out because `btoa` takes Latin-1 strings, not bytes. */
export function base64(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += ALPHABET[(n >> 18) & 63]! + ALPHABET[(n >> 12) & 63]!;
    out += b === undefined ? "=" : ALPHABET[(n >> 6) & 63]!;
    out += c === undefined ? "=" : ALPHABET[n & 63]!;
  }
  return out;
}
