/**
 * An entry of the schema comparison (schema.ts): the changes found at one pair of definitions and the links to the
 * entries below it.
 */
import type { Trail } from "./trail.js";
import type { Change } from "./types.js";

/** A Change of the entry, placed by its `rel` from the entry's definitions instead of by its site. */
export interface RelChange extends Pick<Change, "kind" | "base" | "revision" | "before" | "after" | "args"> {
  rel: Trail;
  /** The aspect of the node that changed, for the upgrade guide's identity of a change. */
  aspect: string;
}

export interface Entry {
  changes: RelChange[];
  links: { key: string; rel: Trail }[];
}

export const newEntry = (): Entry => ({ changes: [], links: [] });
