/**
 * An entry of the schema comparison (schema.ts): the changes found at one pair of definitions and the links to the
 * entries below it.
 */
import type { Rel } from "./pointer.js";
import type { ChangeKind } from "./types.js";

export interface RelChange {
  kind: ChangeKind;
  base?: string;
  revision?: string;
  before?: unknown;
  after?: unknown;
  args: Record<string, unknown>;
  rel: Rel;
  /** The aspect of the node that changed, for the upgrade guide's identity of a change. */
  aspect: string;
}

export interface Entry {
  changes: RelChange[];
  links: { key: string; rel: Rel }[];
  dirty: boolean;
}

export const newEntry = (): Entry => ({ changes: [], links: [], dirty: false });
