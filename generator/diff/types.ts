/** The contract of the diff stage, the DiffReport: see README.md, "types.ts". */
import type { SourceLocation } from "../load/errors.js";

export type { SourceLocation };

export type Severity = "breaking" | "dangerous" | "safe";
/** Who is affected: a request change breaks senders, a response change breaks readers. */
export type Direction = "request" | "response" | "both" | "operation";

/** One operation a finding touches, with the pointer of the changed thing inside that operation. */
export interface AffectedOperation {
  operationId: string;
  method: string;
  path: string;
  /** The response status, for response changes. */
  status?: string;
  /**
   * Added by the diff engine: the media type of the body the change is in (with method, path, operationId and status,
   * one of the facts of an affected operation: docs/architecture.md, "Learned from oasdiff"). Absent for changes
   * outside a body.
   */
  mediaType?: string;
  pointer: string;
}

export interface Finding {
  /** The rule id, stable kebab-case (oasdiff's id where the meaning is the same). */
  id: string;
  severity: Severity;
  direction: Direction;
  /** The rule's message template rendered with the finding's arguments: one sentence. */
  message: string;
  why: string;
  hint: string;
  /** Structured values on each side (a schema fragment, an enum list, a path...); absent on the side that lacks it. */
  before?: unknown;
  after?: unknown;
  /** The changed definition, once, with where it is on each side. */
  definition: {
    pointer: string;
    base?: SourceLocation;
    revision?: SourceLocation;
    /**
     * Added by the diff engine: the pointer on each side, absent on the side that lacks the node. They differ from
     * `pointer` (the revision's, or the base's when the node is gone) when a definition moved between revisions, e.g.
     * a property that now lives in another component; `base`/`revision` locate these two pointers.
     */
    basePointer?: string;
    revisionPointer?: string;
  };
  /**
   * Added by the diff engine: what changed, whatever the spec's layout. `owner` is the JSON:API resource
   * (`resource profile`), object (`object`), payload (`request body`, `response`), parameter (`query parameter
   * sort`) or operation the change belongs to, `path` the property path inside it (`attributes.email`). Identical
   * changes (same rule, subject, before and after) across operations are one finding, whether the schema is shared
   * by `$ref` or inlined per operation.
   */
  subject?: { owner: string; path: string };
  /** Every operation the change reaches (one finding per change, not one per operation). */
  affects: AffectedOperation[];
  /**
   * Added by the diff engine: the findings a mass-change summary stands for (the properties of one resource changed
   * by a rule that changed tens of them in the pair, e.g. a spec-wide nullability correction), each as it would have
   * been reported. Absent on ordinary findings.
   */
  members?: FindingMember[];
  /** The catalog entry (specs/revisions.yaml change id) this finding is explained by, when one is. */
  catalogEntry?: string;
  /**
   * Added by the diff engine: the explicit waiver (specs/diff-waivers.yaml) that explains a finding no catalog entry
   * does, e.g. a path change specs/operations.md gives and the change history does not list. Renderers show the reason.
   */
  waived?: { reason: string };
  /**
   * The declared change (specs/changes) that handles it, when one does: filled by the shims stage; `rewritten` when
   * `revforge upgrade` rewrites code for it (generator/upgrade/handles.ts).
   */
  handledBy?: { change: string; shimmed: boolean; manualStep?: string; rewritten?: boolean };
  /** The rule's arguments, kept for renderers that want to format them their own way. */
  args: Record<string, unknown>;
}

/** One finding behind a mass-change summary: what differs from one member to the next. */
export type FindingMember = Pick<Finding, "message" | "definition" | "affects" | "args" | "before" | "after"> &
  Required<Pick<Finding, "subject">>;

export interface DiffReport {
  /** A revision id or a spec file name. */
  from: string;
  to: string;
  /**
   * The `info.version` of each side's document, set by `revforge diff` for a side given as a spec file (a catalog
   * revision is its id): reports label such a side by its version, with the file beside it.
   */
  fromVersion?: string;
  toVersion?: string;
  /**
   * Present (true) when `to` is older than `from`: later in the catalog, else by `info.version` when both sides have a
   * date or a dotted number there. Comparing that way is legitimate (what breaks if we roll back?); the findings are
   * judged the same way, for code written against `from`. See isDowngrade (diff/catalog.ts).
   */
  downgrade?: true;
  summary: Record<Severity, number>;
  findings: Finding[];
  /**
   * The structural slips each side's spec loaded with (LoadedSpec.warnings, docs/safety.md L5), one located line
   * each; present when either side has one.
   */
  warnings?: { from: string[]; to: string[] };
}
