/**
 * The shape of `revforge.config.{json,yaml,mjs,ts}`: what a team writes to describe its set of revision specs, and
 * `defineConfig`, the identity function that types it in a `.mjs`/`.ts` config. Paths are relative to the config file.
 */

/** A revision's lifecycle, as the package's warnings and the reports read it. */
export type RevisionStatus = "ga" | "beta" | "deprecated";

export interface RevisionConfig {
  /** The revision's id: its entry point (`<package>/<id>`) and its name in reports. Letters, digits, `.`, `_`, `-`. */
  id: string;
  /** The OpenAPI 3.0, 3.1 or 3.2 document of this revision (JSON or YAML), relative to the config file. */
  spec: string;
  /** Default `ga`. */
  status?: RevisionStatus;
  /** `YYYY-MM-DD`. */
  released?: string;
  /** `YYYY-MM-DD`, the last day of support: clients of this revision warn once it has passed. */
  endOfSupport?: string;
}

/** The parameter that carries the revision on every request: a header (default) or a query parameter. */
export interface VersionParameterConfig {
  name: string;
  in?: "header" | "query";
}

export interface RevforgeConfig {
  package: {
    /** The npm name of the generated package, e.g. `@acme/api-client`. */
    name: string;
    description?: string;
  };
  /** Oldest first. The newest `ga` revision is also the package's `.` entry point. */
  revisions: RevisionConfig[];
  output: {
    /** The client package's folder. */
    client: string;
    /** The breaking-change reports' folder: reports between consecutive revisions and from each to the latest. */
    reports?: string;
  };
  /**
   * The header (a string) or parameter that selects the revision; the entry point sets it and no call can. Omitted:
   * detected, a header or query parameter whose value the operations pin to `info.version`. `false`: none.
   */
  versionHeader?: string | VersionParameterConfig | false;
  /** The declared-changes folder (one YAML module per revision): compatibility shims, `createClient({ upgradeTo })`. */
  changes?: string;
  /** A catalog of revisions in revforge's own form (revisions.yaml): lifecycle and change history for the reports. */
  catalog?: string;
  /** A legacy (unrevisioned) API spec: the `legacy` entry point, which sends its calls to the latest revision. */
  legacy?: string;
  /** Include the OAuth helpers (`<package>/oauth`) and the credential options they plug into. */
  oauth?: boolean;
  /** A command run on the output folder before it replaces the previous one (the folder is its last argument). */
  format?: string | string[];
  /** The package's license (an SPDX id). Default `UNLICENSED`. */
  license?: string;
}

/** Types a `.mjs`/`.ts` config: `export default defineConfig({ ... })`. */
export function defineConfig(config: RevforgeConfig): RevforgeConfig {
  return config;
}
