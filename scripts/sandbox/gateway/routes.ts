/**
 * The operations of one revision spec as a route table: method + path template (`/api/profiles/{id}/`) per operation,
 * read from the entry file's `paths` (the /oauth/ paths are not API routes). The examples upstream uses it to answer
 * 404 and 405 the way Prism does, without Prism.
 */
import { readFileSync } from "node:fs";
import YAML from "yaml";
import { revisionSpec } from "./spec-file.js";

export interface Route {
  template: string;
  methods: Set<string>;
  pattern: RegExp;
}

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"];

export function routesOf(revision: string): Route[] {
  const spec = YAML.parse(readFileSync(revisionSpec(revision), "utf8"), { uniqueKeys: true }) as {
    paths?: Record<string, Record<string, unknown>>;
  };
  return Object.entries(spec.paths ?? {})
    .filter(([template]) => template.startsWith("/api/") || template.startsWith("/client/"))
    .map(([template, item]) => ({
      template,
      methods: new Set(METHODS.filter((m) => m in item).map((m) => m.toUpperCase())),
      pattern: new RegExp(
        `^${template
          .split(/(\{[^}]+\})/)
          .map((part) => (part.startsWith("{") ? "[^/]+" : part.replace(/[.*+?^$()|[\]\\]/g, "\\$&")))
          .join("")}$`,
      ),
    }));
}

export function matchRoute(routes: Route[], pathname: string): Route | undefined {
  return routes.find((r) => r.pattern.test(pathname));
}
