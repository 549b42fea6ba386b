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
    if (typeof secret !== "string" || secret === "" || this.#pinned.has(secret) || this.#transient.includes(secret)) {
      return;
    }
    if (!transient) this.#pinned.add(secret);
    else if (this.#transient.push(secret) > MAX_TRANSIENT) this.#transient.shift();
    const forms = new Set([...this.#pinned, ...this.#transient].flatMap(formsOf));
    this.#forms = [...forms].sort((a, b) => b.length - a.length);
  }

  /** Returns `text` with every form of every registered secret replaced by `[redacted]`. */
  redact(text: string): string {
    let out = text;
    for (const form of this.#forms) out = out.split(form).join(REPLACEMENT);
    return out;
  }
}

function formsOf(secret: string): string[] {
  const b64 = base64(secret);
  const unpadded = b64.replace(/=+$/, "");
  const forms = [
    secret,
    JSON.stringify(secret).slice(1, -1),
    b64,
    unpadded,
    unpadded.replace(/\+/g, "-").replace(/\//g, "_"),
  ];
  try {
    const uri = encodeURIComponent(secret);
    const form = new URLSearchParams([["k", secret]]).toString().slice(2);
    forms.push(
      uri,
      uri.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
      uri.replace(/%20/g, "+"),
      form,
    );
  } catch {
    // A lone surrogate cannot be URL-encoded; the plain, JSON and base64 forms still cover it.
  }
  return forms;
}

/**
 * Standard padded base64 (RFC 4648 §4) of `text` in UTF-8: `btoa` takes a Latin-1 string, so the UTF-8 bytes are
 * turned into one character each first. Shared with auth.ts (HTTP Basic credentials).
 */
export function base64(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
