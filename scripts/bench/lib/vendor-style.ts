/**
 * Our revisions spelled as vendors publish theirs (scripts/fixtures/vendor-style.ts: every `$ref` inlined, the
 * version header a required parameter with a default), one JSON file per revision, for diff-vendor and
 * findings-before-after. Files are created, never replaced.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { loadSpec } from "../../../generator/load/index.js";
import { specsDir } from "../../../generator/load/spec-files.js";
import { vendorStyle } from "../../fixtures/vendor-style.js";

/** Writes `file(id)` for each revision id from specs/<id>.yaml. */
export async function writeVendorStyle(ids: Iterable<string>, file: (id: string) => string): Promise<void> {
  for (const id of ids) {
    const spec = await loadSpec(path.join(specsDir, `${id}.yaml`));
    writeFileSync(file(id), `${JSON.stringify(vendorStyle(spec.document), null, 2)}\n`, { flag: "wx" });
  }
}
