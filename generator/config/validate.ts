/**
 * Checks a config's value field by field against types.ts: the first problem is thrown as a ConfigError located at
 * the field (its line and column in JSON/YAML, its JSON pointer always). Unknown fields are errors too: a misspelt
 * `endOfSuport` silently ignored would leave a revision without its warning.
 */
import { isBuiltin } from "node:module";
import { isDate } from "../load/data-file.js";
import { defined } from "../output/defined.js";
import { failAt } from "./errors.js";
import type { RawConfig } from "./read.js";
import type { RevforgeConfig, RevisionConfig } from "./types.js";

/** An id is a folder and an export subpath of the package: portable, and none of the package's own subpaths. */
export const ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const reservedIds = new Set(["runtime", "oauth", "legacy", "upgrade", "upgrades", "revisions", "package.json"]);
/** npm's rules for a package name: lower case, URL-safe, optionally scoped, at most 214 characters. */
const PACKAGE_NAME = /^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/;

/**
 * What is wrong with `name` as the package's name, after its quoted value, or undefined: npm's rules, and a name of
 * one of Node's own modules (`events`, `http`), which an import resolves to Node's module, never to the package
 * (a name made from a spec's title takes `-client` for that: emit/package-files.ts).
 */
export function packageNameProblem(name: string): string | undefined {
  if (!PACKAGE_NAME.test(name) || name.length > 214) return "is not a valid npm package name (lower case, @scope/name)";
  if (isBuiltin(name))
    return `is one of Node's own modules: an import of it gets Node's module, never the package (name it ${name}-client, or scope it: @acme/${name})`;
  return undefined;
}

type Fields = Record<string, unknown>;

export function validateConfig(raw: RawConfig): RevforgeConfig {
  const fail = failAt(raw);
  const object = (value: unknown, at: string[], known: string[], required: string[]): Fields => {
    if (value === null || typeof value !== "object" || Array.isArray(value))
      return fail(at, `must be an object, got ${kind(value)}`);
    for (const key of Object.keys(value))
      if (!known.includes(key)) fail([...at, key], `unknown field ${JSON.stringify(key)} (known: ${known.join(", ")})`);
    for (const key of required) if (!(key in value)) fail(at, `missing field ${JSON.stringify(key)}`);
    return value as Fields;
  };
  const string = (value: unknown, at: string[], pattern?: { test(text: string): boolean }, rule?: string): string => {
    if (typeof value !== "string" || value.trim() === "")
      return fail(at, `must be a non-empty string, got ${kind(value)}`);
    if (pattern && !pattern.test(value)) fail(at, `${JSON.stringify(value)} is not ${rule}`);
    return value;
  };
  const optional = <T>(fields: Fields, key: string, at: string[], check: (v: unknown, at: string[]) => T) =>
    fields[key] === undefined ? undefined : check(fields[key], [...at, key]);
  const path = (value: unknown, at: string[]) => {
    const text = string(value, at);
    if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(text)) fail(at, `${JSON.stringify(text)} is a URL: give a file path`);
    if (text.includes("\0")) fail(at, "a path cannot hold a NUL character");
    return text;
  };

  const top = object(
    raw.value,
    [],
    [
      "$schema",
      "package",
      "revisions",
      "output",
      "versionHeader",
      "changes",
      "catalog",
      "legacy",
      "oauth",
      "format",
      "license",
    ],
    ["package", "revisions", "output"],
  );
  const pkg = object(top.package, ["package"], ["name", "description"], ["name"]);
  const name = string(pkg.name, ["package", "name"]);
  if (PACKAGE_NAME.test(name) && name.length > 214)
    fail(["package", "name"], "an npm package name has at most 214 characters");
  const problem = packageNameProblem(name);
  if (problem) fail(["package", "name"], `${JSON.stringify(name)} ${problem}`);
  const description = optional(pkg, "description", ["package"], string);

  if (!Array.isArray(top.revisions) || top.revisions.length === 0)
    return fail(["revisions"], `must be a non-empty list of { id, spec }, got ${kind(top.revisions)}`);
  const seen = new Map<string, number>();
  // The last revision given a release date: the order of the list is the order of the revisions (the last GA one is
  // the `.` entry point and `latest`), which dates that go back show reversed.
  let lastRelease: { date: string; index: number } | undefined;
  const revisions = top.revisions.map((value: unknown, i): RevisionConfig => {
    const at = ["revisions", String(i)];
    const r = object(value, at, ["id", "spec", "status", "released", "endOfSupport"], ["id", "spec"]);
    const id = string(r.id, [...at, "id"], ID, "a revision id (letters, digits, '.', '_', '-'; at most 64)");
    if (reservedIds.has(id.toLowerCase()))
      fail([...at, "id"], `${JSON.stringify(id)} is a subpath of the package itself`);
    // The commands read `latest` as the newest revision before any id: a revision so named could never be named.
    if (id === "latest")
      fail([...at, "id"], '"latest" names the newest revision in revforge diff and upgrade: give this one its own id');
    const before = seen.get(id.toLowerCase());
    if (before !== undefined) fail([...at, "id"], `${JSON.stringify(id)} is already revisions[${before}]`);
    seen.set(id.toLowerCase(), i);
    const status = optional(r, "status", at, (v, p) =>
      string(v, p, /^(ga|beta|deprecated)$/, "one of ga, beta, deprecated"),
    ) as RevisionConfig["status"];
    const released = optional(r, "released", at, (v, p) => string(v, p, DATE, "a date (YYYY-MM-DD)"));
    if (released !== undefined && lastRelease !== undefined && released < lastRelease.date)
      fail(
        [...at, "released"],
        `${JSON.stringify(released)} is before the release of revisions[${lastRelease.index}] (${JSON.stringify(lastRelease.date)}): list the revisions oldest first (the last GA one is the package's default entry point and the diff's latest)`,
      );
    if (released !== undefined) lastRelease = { date: released, index: i };
    const endOfSupport = optional(r, "endOfSupport", at, (v, p) => string(v, p, DATE, "a date (YYYY-MM-DD)"));
    // A slip of the year (2022 for 2026): every client of the revision would warn that it is past its end of support.
    if (released !== undefined && endOfSupport !== undefined && endOfSupport < released)
      fail(
        [...at, "endOfSupport"],
        `${JSON.stringify(endOfSupport)} is before the revision's release (${JSON.stringify(released)})`,
      );
    return { id, spec: path(r.spec, [...at, "spec"]), ...defined({ status, released, endOfSupport }) };
  });

  const out = object(top.output, ["output"], ["client", "reports"], ["client"]);
  const output = {
    client: path(out.client, ["output", "client"]),
    ...defined({ reports: optional(out, "reports", ["output"], path) }),
  };

  const versionHeader = optional(top, "versionHeader", [], (v, at) => {
    if (v === false) return false as const;
    if (typeof v === "string") return string(v, at, HEADER, "a header name");
    const p = object(v, at, ["name", "in"], ["name"]);
    const where = optional(p, "in", at, (w, wat) => string(w, wat, /^(header|query)$/, "header or query")) as
      "header" | "query" | undefined;
    return {
      name: string(p.name, [...at, "name"], where === "query" ? QUERY : HEADER, `a ${where ?? "header"} name`),
      ...defined({ in: where }),
    };
  });
  const oauth = optional(top, "oauth", [], (v, at) =>
    typeof v === "boolean" ? v : fail(at, `must be true or false, got ${kind(v)}`),
  );
  const format = optional(top, "format", [], (v, at) => {
    if (typeof v === "string") return string(v, at);
    if (Array.isArray(v) && v.length > 0) return v.map((arg: unknown, i) => string(arg, [...at, String(i)]));
    return fail(at, `must be a command (a string, or a list of its arguments), got ${kind(v)}`);
  });
  const license = optional(top, "license", [], (v, at) =>
    string(v, at, /^[A-Za-z0-9.+() -]{1,100}$/, "an SPDX license expression"),
  );
  return {
    package: { name, ...defined({ description }) },
    revisions,
    output,
    ...defined({
      versionHeader,
      changes: optional(top, "changes", [], path),
      catalog: optional(top, "catalog", [], path),
      legacy: optional(top, "legacy", [], path),
      oauth,
      format,
      license,
    }),
  };
}

/** RFC 9110 token characters: what a header name may hold. */
const HEADER = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,128}$/;
const QUERY = /^[A-Za-z0-9._~-]{1,128}$/;
/** A YYYY-MM-DD day the calendar has (data-file.ts isDate), tested as a pattern is. */
const DATE = { test: isDate };

const kind = (value: unknown) => kindOf(value, "a function (export the config itself, not a function that makes it)");

/** A wrong value as a message names it: its kind, a primitive with its value (`number 3`), a function `aFunction`. */
export function kindOf(value: unknown, aFunction = "a function"): string {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return "a list";
  if (typeof value === "function") return aFunction;
  if (typeof value === "object") return "an object";
  // A bigint has no JSON text (JSON.stringify throws), nor a symbol.
  return `${typeof value} ${typeof value === "string" ? JSON.stringify(value) : String(value)}`.slice(0, 60);
}
