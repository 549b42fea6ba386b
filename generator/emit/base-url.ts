/**
 * The base URL a client uses when given none: the first server's URL with its variables' defaults, only if that is
 * a plain https URL (docs/safety.md E6: never code, never a non-https or link-local address).
 */
export function defaultBaseUrl(document: Record<string, unknown>): string | undefined {
  const url = firstServerUrl(document);
  // Only plain host and path characters; anything else (quotes, backticks, `$`, spaces) means a hostile or templated URL.
  // A variable without a usable default is left as written, so its braces refuse the URL: `https://{host}.example.com`
  // is not `https://.example.com`, and `https://x/{version}` is not `https://x`.
  if (!/^https:\/\/[A-Za-z0-9.-]+(:[0-9]+)?(\/[A-Za-z0-9._~\-/]*)?$/.test(url)) return undefined;
  try {
    const parsed = new URL(url);
    // The hostname as the URL parser reads it: `2130706433` is `127.0.0.1`. The pattern above allows https only.
    if (/^(169\.254\.|127\.|0\.|\[)/.test(parsed.hostname) || parsed.hostname === "localhost") return undefined;
    return parsed.origin + parsed.pathname.replace(/\/$/, "");
  } catch {
    return undefined;
  }
}

/**
 * The base URL the package README's example passes: the default one, else a placeholder host with the path of the
 * first server (`/api/v2`, relative or under a host with no usable default), which every operation's path is under.
 * A path whose variables have no default, or that holds anything but plain path characters, is left out.
 */
export function exampleBaseUrl(document: Record<string, unknown>): string {
  const path = firstServerUrl(document)
    .replace(/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/]*/, "")
    .replace(/\/+$/, "");
  const placeholder = `https://your-api-host${/^(\/[A-Za-z0-9._~\-/]*)?$/.test(path) ? path : ""}`;
  return defaultBaseUrl(document) ?? placeholder;
}

/**
 * The first server's URL with each variable's default in place (one without a usable default left as written,
 * `{host}`), or "" when there is none. A default is a string, or a number's digits (`port: {default: 8443}`, a common
 * slip); any other kind (none, a list, an object) is no default, so `["a"]` is never read as `a`.
 */
function firstServerUrl(document: Record<string, unknown>): string {
  const server = Array.isArray(document.servers) ? (document.servers[0] as Record<string, unknown> | null) : undefined;
  if (typeof server?.url !== "string") return "";
  const variables = (server.variables ?? {}) as Record<string, { default?: unknown }>;
  return server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = variables[name]?.default;
    return typeof value === "string" || typeof value === "number" ? String(value) : whole;
  });
}
