/** The neutral output of diff/compare: Changes (../README.md, "compare/types.ts"). */
import type { AffectedOperation } from "../types.js";
import type { Trail } from "./trail.js";

/**
 * The part of an operation a change sits in; it decides the direction (request or response) of the finding. A
 * webhook's changes (itself and its payload) are `webhook`: the service sends the payload, so a receiver meets them
 * as a client meets a response's.
 */
export type Area = "operation" | "parameter" | "request-body" | "response" | "security" | "server" | "webhook";

export type ChangeKind =
  // operations
  | "operation-added"
  | "operation-removed"
  | "operation-moved"
  | "operation-id-changed"
  | "deprecated-added"
  | "deprecated-removed"
  | "sunset-added"
  | "sunset-removed"
  | "sunset-changed"
  | "pagination-changed"
  | "rate-limit-changed"
  // webhooks (their payload changes are the request-body and schema kinds, in the `webhook` area)
  | "webhook-added"
  | "webhook-removed"
  | "webhook-renamed"
  | "webhook-deprecated"
  | "webhook-reactivated"
  | "webhook-operation-id-changed"
  // parameters
  | "parameter-added"
  | "parameter-removed"
  | "parameter-renamed"
  | "parameter-required-added"
  | "parameter-required-removed"
  | "parameter-style-changed"
  | "filter-field-added"
  | "filter-field-removed"
  | "filter-operator-added"
  | "filter-operator-removed"
  // request bodies and responses
  | "request-body-added"
  | "request-body-removed"
  | "request-body-required-added"
  | "request-body-required-removed"
  | "media-type-added"
  | "media-type-removed"
  | "media-type-changed"
  | "media-type-parameters-changed"
  | "response-added"
  | "response-removed"
  | "success-status-changed"
  | "response-header-added"
  | "response-header-removed"
  | "response-header-required-added"
  | "response-header-required-removed"
  | "response-header-type-changed"
  // schemas (in parameters, request bodies and responses)
  | "shape-specified"
  | "shape-unspecified"
  | "property-added"
  | "property-removed"
  | "property-renamed"
  | "required-added"
  | "required-removed"
  | "type-changed"
  | "nullable-added"
  | "nullable-removed"
  | "format-changed"
  | "enum-value-added"
  | "enum-value-removed"
  | "enum-added"
  | "enum-removed"
  | "bound-changed"
  | "default-changed"
  | "opt-in-added"
  | "opt-in-removed"
  | "opt-in-changed"
  | "null-clears-changed"
  | "read-only-added"
  | "read-only-removed"
  | "write-only-added"
  | "branch-added"
  | "branch-removed"
  | "branch-property-removed"
  | "keyword-changed"
  | "all-of-added"
  | "all-of-removed"
  | "extensible-enum-value-added"
  | "extensible-enum-value-removed"
  | "discriminator-property-changed"
  | "discriminator-added"
  | "discriminator-removed"
  // security and servers
  | "security-added"
  | "security-removed"
  | "security-requirement-added"
  | "security-requirement-removed"
  | "security-scope-added"
  | "security-scope-removed"
  | "security-scheme-changed"
  | "security-scheme-renamed"
  | "server-added"
  | "server-removed";

export interface Change {
  kind: ChangeKind;
  area: Area;
  /**
   * Where the change is reached from: one operation and, inside it, one parameter, body or response; its `pointer` is
   * the logical pointer of the changed node through the operation (refs not followed: a path a reader can walk). A
   * finding lists its sites as the operations it affects.
   */
  site: AffectedOperation;
  /** The changed definition: the revision-side pointer of the changed node, or the base-side one when it is gone. */
  definition: string;
  /** The node's pointer in each document, absent on the side that lacks it. */
  base?: string;
  revision?: string;
  before?: unknown;
  after?: unknown;
  /** Facts rules need (a property name, whether it is required...), plus the site's context (a parameter's name). */
  args: Record<string, unknown>;
  /**
   * A stable identity of the changed thing inside its operation, independent of component names and `allOf`
   * layout (`response 200 application/json data[].attributes.email`), plus the aspect that changed (`type`,
   * `enum`, `exists`...). The upgrade guide composes consecutive diffs on it.
   */
  subject: string;
  /** What the change means, whatever the spec's layout: findings group on it (see Meaning). */
  meaning: Meaning;
}

/**
 * The identity findings group on: the same rule with the same meaning, across operations, is one finding, whether
 * the schema is shared by `$ref` or inlined per operation (vendors inline). A schema change belongs to its *owner*,
 * read from the content: the innermost JSON:API resource around it (`resource profile`, named by its pinned `type`),
 * else the innermost object with properties (`object`, known by its content on each side), else the payload root
 * (`request body`, `response`); a parameter's change belongs to the parameter (`query parameter sort`). Other
 * changes belong to what they are about (`operation`, `request body`, `response 429`, `security`, `server`).
 */
export interface Meaning {
  owner: string;
  /** The property path inside the owner (`attributes.email`; empty for the owner itself). */
  path: string;
  /** owner + path + the aspect that changed + the digests of before and after (+ the owner's content, for objects). */
  key: string;
}

/**
 * An entry of the schema comparison (schema.ts): the changes found at one pair of definitions, each placed by its
 * `rel` from them instead of by its site, and the links to the entries below it.
 */
export interface Entry {
  changes: RelChange[];
  links: { key: string; rel: Trail }[];
}

export interface RelChange extends Pick<Change, "kind" | "base" | "revision" | "before" | "after" | "args"> {
  rel: Trail;
  /** The aspect of the node that changed, for the upgrade guide's identity of a change. */
  aspect: string;
}
