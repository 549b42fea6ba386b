/**
 * How deeply a JSON body nests, measured without parsing it. Anything that walks a parsed value recursively (Prism's
 * validator, JSON.stringify) overflows its stack on a body nested a few hundred thousand levels deep, and a 10 MB body
 * can nest five million levels; so such bodies are refused before anything parses them. The measure is one pass over
 * the bytes with a counter: `{` and `[` outside strings go one level down, `}` and `]` one up. It does not check that
 * the text is JSON (the upstream does); a stray `]` cannot pay for later openings, as the counter stays at 0 or above.
 * UTF-8 is safe to scan byte by byte: every byte of a multi-byte character is 0x80 or above.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/** True once `bytes` opens more than `maxDepth` objects and arrays inside one another. */
export function nestsDeeperThan(bytes: Uint8Array, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      if (++depth > maxDepth) return true;
    } else if ((byte === CLOSE_BRACE || byte === CLOSE_BRACKET) && depth > 0) depth--;
  }
  return false;
}

/** `application/json` and every `application/<anything>+json` (JSON:API's `application/vnd.api+json`), any params. */
export function isJsonMediaType(contentType: string | undefined): boolean {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  return type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"));
}
