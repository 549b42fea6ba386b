/* generated from specs/changes by revforge - do not edit */
import { createUpgrader } from "../runtime/upgrade.js";
import * as s0 from "./steps/2023-12-15--2024-02-15.js";
import * as s1 from "./steps/2024-02-15--2024-05-15.js";

/** The upgrade of a 2023-12-15 client to one of: 2024-02-15, 2024-05-15. */
export function upgrader(target, context) {
  return createUpgrader([s0, s1], target, context);
}
