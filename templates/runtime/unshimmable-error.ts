/**
 * The error of a call that an upgraded client (`createClient({ upgradeTo })`) cannot send: the call meets a change
 * declared unshimmable in specs/changes (an operation the newer revision no longer has, a request property it no
 * longer accepts), or a call a shimmed change cannot convert. Thrown before anything is sent, with the change's name,
 * its catalog id, the reason and the manual migration step, so the caller knows what to change in its code.
 *
 * A RequestError (code `request_error`: the input cannot be sent, nothing went over the wire), so existing
 * `catch (e) { if (e.code === "request_error") ... }` code keeps working; `instanceof UnshimmableChangeError` or
 * `name === "UnshimmableChangeError"` tells it apart. The message holds only declaration text and names (never the
 * caller's data), so it needs no redaction.
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import { RequestError } from "./errors.js";

export interface UnshimmableChange {
  /** The declared change (specs/changes), e.g. `RemoveAttributionFromEventCreation`. */
  change: string;
  /** Its catalog change id (specs/revisions.yaml), when the catalog lists it. */
  catalogChange: string | undefined;
  /** The revision that made the change. */
  revision: string;
  /** The operation called. */
  operationId: string;
  /** The revision the code is written for and the one the call would be sent as. */
  from: string;
  to: string;
  reason: string;
  manualStep: string;
}

export class UnshimmableChangeError extends RequestError {
  override name: string = "UnshimmableChangeError";
  readonly change: string;
  readonly catalogChange: string | undefined;
  readonly revision: string;
  readonly operationId: string;
  readonly from: string;
  readonly to: string;
  readonly reason: string;
  readonly manualStep: string;
  constructor(init: UnshimmableChange) {
    super(
      `${init.operationId}: cannot send this call of revision ${init.from} as ${init.to}: ${init.change} ` +
        `(${init.revision}): ${init.reason} Manual step: ${init.manualStep}`,
    );
    this.change = init.change;
    this.catalogChange = init.catalogChange;
    this.revision = init.revision;
    this.operationId = init.operationId;
    this.from = init.from;
    this.to = init.to;
    this.reason = init.reason;
    this.manualStep = init.manualStep;
  }
}
