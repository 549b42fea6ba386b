/**
 * JSON Pointers (RFC 6901) as the load stage writes and reads them: `#/paths/~1pets/get` in messages, in `locate()`
 * and in rewritten `$ref`s, arrays of unescaped segments inside the code.
 *
 * A `$ref` fragment is a URI fragment (RFC 6901 §6), so it is percent-decoded first (`%25` is `%`) and then split on
 * `/`, with `~1` read as `/` and `~0` as `~`. Written refs percent-encode `%`, `"`, spaces and control characters so that a
 * reader that percent-decodes (Redocly, openapi-typescript) gets the same segments back.
 */

/** `["paths", "/pets"]` → `#/paths/~1pets`. For messages and locate(); no percent-encoding. */
export function formatPointer(segments: readonly string[]): string {
  return segments.length === 0 ? "#" : `#/${segments.map(escapeSegment).join("/")}`;
}

/** `["components", "schemas", "a%b"]` → `#/components/schemas/a%25b`: a pointer fit for a `$ref` value. */
export function formatRefPointer(segments: readonly string[]): string {
  return formatPointer(segments).replace(UNSAFE_IN_REF, (c) => encodeURIComponent(c));
}

const UNSAFE_IN_REF = /[%\u0000-\u0020\u007f"]/g;

export function escapeSegment(segment: string): string {
  // Most segments have neither character; the bundler escapes every segment of every document it copies.
  if (!segment.includes("~") && !segment.includes("/")) return segment;
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}

/**
 * Reads a pointer given to locate(): `#/a/b`, `/a/b`, `#` or `` (no percent-decoding, the same text formatPointer
 * writes). Returns undefined when it is not a pointer.
 */
export function parsePointer(pointer: string): string[] | undefined {
  const body = pointer.startsWith("#") ? pointer.slice(1) : pointer;
  if (body === "") return [];
  return body.startsWith("/") ? segmentsOf(body) : undefined;
}

/**
 * Reads the fragment of a `$ref` (the part after `#`, percent-encoded). Returns an error sentence instead of segments
 * when it is not a JSON pointer (`#foo` anchors, `~2`, bad `%` escapes).
 */
export function parseRefFragment(fragment: string): string[] | string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(fragment);
  } catch {
    return "has a malformed %-escape in its fragment";
  }
  if (decoded === "") return [];
  if (!decoded.startsWith("/")) return "has a fragment that is not a JSON pointer (it must start with #/)";
  return segmentsOf(decoded) ?? "has an invalid ~ escape in its pointer (only ~0 and ~1 are allowed)";
}

/** The unescaped segments of `/a/b~1c`; undefined at a `~` that is not `~0` or `~1`. */
function segmentsOf(pointer: string): string[] | undefined {
  const out: string[] = [];
  for (const raw of pointer.slice(1).split("/")) {
    if (/~(?![01])/.test(raw)) return undefined;
    out.push(raw.replace(/~1/g, "/").replace(/~0/g, "~"));
  }
  return out;
}

/** True when `prefix` is a leading part of `segments` (or all of it). */
export function startsWith(segments: readonly string[], prefix: readonly string[]): boolean {
  if (prefix.length > segments.length) return false;
  for (let i = 0; i < prefix.length; i++) if (segments[i] !== prefix[i]) return false;
  return true;
}

/** Walks plain data along `segments`; undefined when a step is missing. Own properties only. */
export function getAt(root: unknown, segments: readonly string[]): { value: unknown } | undefined {
  let node: unknown = root;
  for (const segment of segments) {
    if (Array.isArray(node)) {
      if (!/^(0|[1-9][0-9]*)$/.test(segment) || Number(segment) >= node.length) return undefined;
      node = node[Number(segment)];
    } else if (isObject(node) && Object.prototype.hasOwnProperty.call(node, segment)) {
      node = node[segment];
    } else return undefined;
  }
  return { value: node };
}

/**
 * The node a local `$ref` (or a chain of at most 64) names, and where it is (`at` when `value` is no ref): its segments
 * and the text of the last ref followed. A ref the walk cannot follow (not local, naming nothing, a cycle's) gives an
 * undefined value, with that ref as `broken`.
 */
export function follow(
  document: unknown,
  value: unknown,
  at: string[],
): { value: unknown; at: string[]; ref?: string; broken?: string } {
  let node: ReturnType<typeof follow> = { value, at };
  for (let hops = 0; isObject(node.value) && typeof node.value.$ref === "string"; hops++) {
    const ref = node.value.$ref;
    const segments = ref.startsWith("#") && hops < 64 ? parseRefFragment(ref.slice(1)) : "not followed";
    const target = typeof segments === "string" ? undefined : getAt(document, segments);
    if (typeof segments === "string" || !target) return { ...node, value: undefined, broken: ref };
    node = { value: target.value, at: segments, ref };
  }
  return node;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Sets an own, enumerable property, also for the key `__proto__`. */
export function define(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__")
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/** A shallow copy, own keys only (`__proto__` included, as an own property). */
export function copyOf(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) define(out, key, value[key]);
  return out;
}
