/* generated from specs/changes by revforge - do not edit */
import { createUpgrader } from "../runtime/upgrade.js";
import * as s0 from "./steps/2023-01-24--2023-02-22.js";
import * as s1 from "./steps/2023-02-22--2023-06-15.js";
import * as s2 from "./steps/2023-06-15--2023-07-15.js";
import * as s3 from "./steps/2023-07-15--2023-08-15.js";
import * as s4 from "./steps/2023-08-15--2023-09-15.js";
import * as s5 from "./steps/2023-09-15--2023-10-15.js";
import * as s6 from "./steps/2023-10-15--2023-12-15.js";
import * as s7 from "./steps/2023-12-15--2024-02-15.js";
import * as s8 from "./steps/2024-02-15--2024-05-15.js";

/** The upgrade of a 2023-01-24 client to one of: 2023-02-22, 2023-06-15, 2023-07-15, 2023-08-15, 2023-09-15, 2023-10-15, 2023-12-15, 2024-02-15, 2024-05-15. */
export function upgrader(target, context) {
  return createUpgrader([s0, s1, s2, s3, s4, s5, s6, s7, s8], target, context);
}
