/**
 * Rename confirmation. diff/compare pairs a removed and an added property of the same shape as a rename *candidate*;
 * it is reported as a confirmed rename only when a confirmation names it: an entry of specs/diff-renames.yaml (the
 * catalog's own words, e.g. 2023-10-15 "timestamp becomes consent_timestamp"), or later a declared change of the
 * shims stage, passed the same way. Only confirmations whose revision lies in the compared range apply.
 */
import type { RenameConfirmation } from "../load/catalog.js";
import type { Change } from "./compare/index.js";
import { describe, type RuleContext } from "./rules/define.js";

export function renameContext(confirmations: readonly RenameConfirmation[]): RuleContext {
  return {
    confirmRename(change: Change): string | undefined {
      if (change.kind !== "property-renamed") return undefined;
      const { schema } = describe(change.base ?? change.definition);
      return confirmations.find(
        (c) =>
          c.from === change.args.from && c.to === change.args.to && (c.schema === undefined || c.schema === schema),
      )?.change;
    },
  };
}
