/**
 * Redaction by value: every string the runtime shows to a person (error messages, snippets of response bodies,
 * `onRequest` URLs, warnings) passes through `Redactor.redact`, which replaces each registered secret in every form
 * it may travel in, its ASCII letters in any case: plain, URL-encoded (`%XX` in both hex cases, and the form encoding
 * with `+`), JSON-escaped, base64 / base64url (with and without padding), and base64 URL-encoded (HTTP Basic
 * credentials quoted in a URL).
 * Redaction is by value, in one place, because headers and bodies echo secrets where no allowlist of field names can
 * predict them (undici echoes invalid header values; servers echo tokens in error details).
 *
 * Cut secrets. A secret may arrive cut short: a server that shortens its `error_description`, a proxy that truncates
 * a header, a window of a large body. So besides every whole form, any *start* of a form at least MIN_PARTIAL
 * characters long is redacted wherever it appears, whatever follows it. Starts only: every cut that keeps a readable
 * part of a value keeps its beginning (a server cuts the end away, and so do the runtime's snippets, always after
 * redacting); a piece from the middle or the end of a secret is not recognised, and a secret cut *before* it was
 * base64-encoded keeps one character of its encoding (at most 4 bits of the secret) after the redacted start.
 * MIN_PARTIAL is 8 because 8 characters of a random token (48 bits even in base64url) do not turn up by chance in
 * other text, while 3 or 4 would match ordinary words; a secret shorter than that is still redacted whole, never in
 * part. A secret may begin with a part that is public: the scheme of a private key's header value (`Klaviyo-API-Key `)
 * or the `client_id:` of HTTP Basic credentials. Registered with its `publicHead`, a cut counts only once it reaches
 * MIN_PARTIAL characters past that head, so a server message naming the header keeps its words. A token format with
 * a fixed start (every JWT signed with the same algorithm begins with the same encoded header) makes other tokens of
 * that format lose their start too: that errs on the safe side.
 *
 * Tiny secrets. A form shorter than MIN_WORD characters (a key `k`, a token `ab`, whose base64 is `YWI`) is redacted
 * only where no ASCII letter or digit touches it (`key=k`, `'k'`, a header value alone): inside words it turns up in
 * ordinary text, where replacing it would garble every message and, by the gaps it leaves (a secret `a` makes
 * "banana" read "b[redacted]n[redacted]n[redacted]"), spell the secret out. A secret that short can be guessed
 * anyway; what redaction can do is not point at it.
 *
 * How, efficiently: one regular expression, the alternation of every form's shortest redacted start, finds the
 * candidate positions in one native scan; at each, the longest run of the text that starts a form is measured; the
 * runs (overlapping ones joined) are replaced. Text without secrets costs the scan alone.
 *
 * What is registered: the private key and every access token the provider returns (the provider is called per attempt,
 * so each fresh token is registered before it is used). The public key is not a secret (it travels in URLs by design).
 * The OAuth helpers share one registry with the runtime client of each token-endpoint call, holding the client
 * secret, `id:secret`, and that call's tokens, code and verifier.
 *
 * Working on strings only, it never serialises server data (so a 1e6-deep JSON body cannot make it throw).
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

const REPLACEMENT = "[redacted]";
/** The shortest start of a secret's form that is redacted on its own (see above). */
const MIN_PARTIAL = 8;
/** A form shorter than this is redacted only where it stands apart from letters and digits (see above). */
const MIN_WORD = 4;
/** Transient secrets (access tokens) are kept for the last N values only, so a long-lived process stays bounded. */
const MAX_TRANSIENT = 16;

interface Secret {
  readonly value: string;
  readonly forms: Form[];
}

interface Form {
  readonly text: string;
  /** The shortest start of `text` that is redacted: `text.length` for a form too short to be cut. */
  readonly min: number;
}

export class Redactor {
  readonly #pinned: Secret[] = [];
  readonly #transient: Secret[] = [];
  readonly #known = new Set<string>();
  #forms: Form[] = [];
  /** The alternation of every form's shortest redacted start; undefined until indexed after a change. */
  #starts: RegExp | undefined;

  /**
   * Registers a secret. `transient` values (access tokens, which rotate) are forgotten after MAX_TRANSIENT newer
   * ones; the others (keys, client secrets) are kept for the redactor's lifetime. `publicHead` is the length of a
   * public start of the value (see above); the whole value is always redacted.
   */
  add(secret: string | undefined, transient = false, publicHead = 0): void {
    if (typeof secret !== "string" || secret === "" || this.#known.has(secret)) return;
    const entry = { value: secret, forms: formsOf(secret, publicHead) };
    this.#known.add(secret);
    if (!transient) this.#pinned.push(entry);
    else if (this.#transient.push(entry) > MAX_TRANSIENT) this.#known.delete(this.#transient.shift()!.value);
    this.#starts = undefined;
  }

  /** Indexes the forms of every registered secret (once after a change, so that several `add`s cost one index). */
  #index(): RegExp | undefined {
    if (this.#known.size === 0) return undefined;
    const min = new Map<string, number>();
    for (const form of [...this.#pinned, ...this.#transient].flatMap((s) => s.forms)) {
      const text = foldCase(form.text);
      min.set(text, Math.min(form.min, min.get(text) ?? form.min));
    }
    this.#forms = [...min].map(([text, n]) => ({ text, min: n }));
    const starts = new Set(this.#forms.map((f) => f.text.slice(0, f.min).replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&")));
    // `i`: the forms are lower-cased (foldCase), the text is not; #longestAt folds its ASCII letters as it compares.
    return (this.#starts = new RegExp([...starts].join("|"), "gi"));
  }

  /**
   * Returns `text` with every registered secret replaced by `[redacted]`: each whole form, and each start of a form
   * of at least its minimum length.
   */
  redact(text: string): string {
    const starts = this.#starts ?? this.#index();
    if (starts === undefined) return text;
    let out = "";
    let copied = 0;
    let from = -1;
    let to = -1;
    starts.lastIndex = 0;
    for (let m = starts.exec(text); m !== null; m = starts.exec(text)) {
      const at = m.index;
      const end = at + this.#longestAt(text, at);
      // Every position is tried, so a secret that begins inside another one's run is measured too.
      starts.lastIndex = at + 1;
      if (end === at) continue; // a tiny secret inside a word, or a case only the regular expression folds
      if (from >= 0 && at <= to) {
        to = Math.max(to, end);
        continue;
      }
      if (from >= 0) {
        out += text.slice(copied, from) + REPLACEMENT;
        copied = to;
      }
      from = at;
      to = end;
    }
    if (from < 0) return text;
    return out + text.slice(copied, from) + REPLACEMENT + text.slice(to);
  }

  /**
   * The length of the longest run at `at` that is a form, or a start of one at least its minimum long; 0 when the only
   * one is a tiny form inside a word.
   */
  #longestAt(text: string, at: number): number {
    let best = 0;
    for (const { text: form, min } of this.#forms) {
      const max = Math.min(form.length, text.length - at);
      let n = 0;
      while (n < max && lowerAscii(text.charCodeAt(at + n)) === form.charCodeAt(n)) n++;
      if (n >= min && n > best && (n >= MIN_WORD || standsApart(text, at, at + n))) best = n;
    }
    return best;
  }
}

/** Whether no ASCII letter or digit touches the run of `text` from `from` to `to`. */
function standsApart(text: string, from: number, to: number): boolean {
  return !/[A-Za-z0-9]/.test(text.charAt(from - 1)) && !/[A-Za-z0-9]/.test(text.charAt(to));
}

/** The code of an ASCII capital's lower-case letter; any other code as it is. */
function lowerAscii(code: number): number {
  return code >= 65 && code <= 90 ? code + 32 : code;
}

/**
 * A form with its ASCII letters in lower case, as #longestAt compares the text: a server or a proxy that echoes a
 * secret in another case (a lower-cased header value, an upper-cased error code) still shows most of it.
 */
function foldCase(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/**
 * The forms of `value`, in a fixed order: plain, JSON-escaped, base64 (padded, unpadded, base64url, URL-encoded), then
 * the URL encodings (`+` for spaces, the form encoding; the lower hex case is a case of the upper one), which a lone
 * surrogate cannot have.
 */
function encodings(value: string): string[] {
  const b64 = base64(value);
  const unpadded = b64.replace(/=+$/, "");
  const forms = [
    value,
    JSON.stringify(value).slice(1, -1),
    b64,
    unpadded,
    unpadded.replace(/\+/g, "-").replace(/\//g, "_"),
    encodeURIComponent(b64),
  ];
  try {
    const uri = encodeURIComponent(value);
    const form = new URLSearchParams([["k", value]]).toString().slice(2);
    forms.push(uri, uri.replace(/%20/g, "+"), form);
  } catch {
    // A lone surrogate cannot be URL-encoded; the other forms still cover it.
  }
  return forms;
}

/** Every form of `secret`, each with its minimum: MIN_PARTIAL characters past the encoded public head. */
function formsOf(value: string, publicHead: number): Form[] {
  // The head's forms line up with the value's (same order); a form the head lacks counts no head, redacting more.
  const heads = publicHead > 0 ? encodings(value.slice(0, publicHead)) : [];
  return encodings(value).map((text, i) => {
    const head = heads[i] ?? "";
    let shared = 0;
    while (shared < head.length && text.charCodeAt(shared) === head.charCodeAt(shared)) shared++;
    return { text, min: Math.min(text.length, shared + MIN_PARTIAL) };
  });
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
