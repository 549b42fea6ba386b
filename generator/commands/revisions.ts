/** `revforge revisions`: the config's revisions as a table (README.md, "revforge revisions"). */
import { commandConfig, parseFlags } from "../cli-args.js";
import { catalogRevisions } from "../report/pairs.js";
import { flagKinds } from "./usage.js";

export async function revisionsCommand(argv: string[], log: (line: string) => void): Promise<number> {
  const { flags } = parseFlags(argv, flagKinds("revisions"), { min: 0, max: 0, names: "no positional arguments" });
  const { catalog, catalogFile } = await commandConfig(flags.config);
  const revisions = catalogRevisions(catalog);
  // Without a catalog there is no change history to count: 0 would say that none of the revisions breaks anything.
  const breaking = (r: (typeof revisions)[number]) =>
    catalogFile === undefined ? "-" : String(r.changes.filter((c) => c.breaking).length);
  const rows = [
    ["revision", "status", "release", "end of support", "breaking changes"],
    ...revisions.map((r) => [
      r.id === catalog.latest ? `${r.id} (latest)` : r.id,
      r.status,
      r.released || "-",
      r.endOfSupport === null ? "-" : `${r.endOfSupport}${r.endOfSupportSource === "derived" ? " *" : ""}`,
      breaking(r),
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const row of rows)
    log(
      row
        .map((cell, i) => (i === row.length - 1 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
        .join("  ")
        .trimEnd(),
    );
  if (catalogFile === undefined) {
    log("");
    log("The config names no catalog, so no change history: revforge diff <from> <to> lists what changed.");
  }
  if (revisions.some((r) => r.endOfSupportSource === "derived")) {
    log("");
    log("* derived: the service document gives no end of support; it is the release date + 2 years.");
  }
  return 0;
}
