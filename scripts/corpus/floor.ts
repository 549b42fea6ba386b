/**
 * How much of openapi-typescript's time on the corpus is its transform and printer, which revforge runs too
 * (generator/emit/types-file.ts): the least time any generator built on them can take, as a share of the yardstick's.
 *
 *   node --import tsx scripts/corpus/floor.ts [--limit N]     (default: 264 documents, every tenth)
 *
 * For each document, in one warm process, CPU time of: the yardstick as check-one.ts times it (`openapiTS` on the file,
 * `astToString`, the file written), then `JSON.parse` of the file and `transformSchema` + `astToString` on it with
 * openapi-typescript's default context (emit/types-file.ts `defaultContext`). Prints the share summed and its median
 * over the documents.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import openapiTS, { astToString, scanDiscriminators, transformSchema } from "openapi-typescript";
import { defaultContext } from "../../generator/emit/types-file.js";
import { allDocuments, pickDocuments } from "./documents.js";

type Schema = Parameters<typeof transformSchema>[0];

const { values } = parseArgs({ options: { limit: { type: "string", default: "264" } } });
const docs = pickDocuments(allDocuments(), { limit: Number(values.limit) });
const out = mkdtempSync(path.join(tmpdir(), "revforge-floor-"));

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function yardstick(file: string): Promise<void> {
  writeFileSync(path.join(out, "types.d.ts"), astToString(await openapiTS(pathToFileURL(file), { silent: true })));
}

function floor(file: string): void {
  const schema = JSON.parse(readFileSync(file, "utf8")) as Schema;
  astToString(transformSchema(schema, defaultContext(schema, scanDiscriminators(schema, { silent: true }))));
}

// Both once, untimed, as the corpus's checking processes do (check-one.ts warmUp).
await yardstick(docs[0]!.file);
floor(docs[0]!.file);
const shares: number[] = [];
let whole = 0;
let least = 0;
for (const doc of docs) {
  try {
    let start = cpuMs();
    await yardstick(doc.file);
    const a = cpuMs() - start;
    start = cpuMs();
    floor(doc.file);
    const b = cpuMs() - start;
    whole += a;
    least += b;
    shares.push(b / a);
  } catch {
    // A document openapi-typescript cannot type has no yardstick time: left out, as in the corpus's ratio.
  }
}
rmSync(out, { recursive: true, force: true });
shares.sort((x, y) => x - y);
const median = shares[Math.floor(shares.length / 2)] ?? 0;
console.log(`documents ${shares.length} of ${docs.length}`);
console.log(
  `openapi-typescript's transform + printer / its whole time: ${(least / whole).toFixed(2)}x summed, ${median.toFixed(2)}x median`,
);
