/**
 * Form bodies (`application/x-www-form-urlencoded`, the only body the token and revoke endpoints take) and the
 * content-type test that guards them. Parameters may appear once (RFC 6749 §3.1 and §3.2): `duplicates` names the
 * ones that appear more than once so the endpoint can refuse them.
 */

export interface Form {
  get(name: string): string | undefined;
  duplicates: string[];
}

export function isFormContentType(header: string | undefined): boolean {
  if (header === undefined) return false;
  const media = header.split(";", 1)[0]!.trim().toLowerCase();
  return media === "application/x-www-form-urlencoded";
}

export function parseForm(bytes: Buffer): Form {
  const params = new URLSearchParams(bytes.toString("utf8"));
  const counts = new Map<string, number>();
  for (const key of params.keys()) counts.set(key, (counts.get(key) ?? 0) + 1);
  const duplicates = [...counts].filter(([, n]) => n > 1).map(([k]) => k);
  return {
    // An empty value counts as absent: "grant_type=" is no grant type.
    get: (name) => {
      const value = params.get(name);
      return value === null || value === "" ? undefined : value;
    },
    duplicates,
  };
}
