/** The `legacy` entry point of the package (generator/shims/README.md). */
import { docLines, stringLiteral } from "../emit/escape.js";
import { nameOperations } from "../emit/names.js";
import { exportLine, importLine, Statements, withDoc } from "../emit/statements.js";
import type { ApiModel } from "../model/index.js";
import type { EmittedFile } from "./emit.js";
import type { LegacyKind } from "../../templates/runtime/upgrade-legacy.js";

interface LegacyFunction {
  kind: LegacyKind;
  target: string;
  /** It sends many jobs, one Result each. */
  many?: true;
  doc: string;
}

/** Why a config's `legacy` of another API is refused: what the legacy entry point is. */
const FOR_OURS =
  "the legacy entry point sends the calls of this repository's legacy v1/v2 API (specs/legacy.yaml) to the matching operations of its latest revision; it is made for that API alone";

/**
 * By function name, in the order the entry point lists them; `legacyTrackProfileActivity` stands for the legacy
 * operation `legacy_track_profile_activity` (checked against specs/legacy.yaml), a name without `legacy` for a helper.
 */
const LEGACY_FUNCTIONS: Readonly<Record<string, LegacyFunction>> = {
  legacyTrackProfileActivity: {
    kind: "track",
    target: "create_event",
    doc: "Track Profile Activity (form `data`), sent as Create Event.",
  },
  legacyTrackProfileActivityGet: {
    kind: "trackGet",
    target: "create_event",
    doc: "Track Profile Activity (GET, base64 `data`), sent as Create Event.",
  },
  legacyIdentifyProfile: {
    kind: "identify",
    target: "create_or_update_profile",
    doc: "Identify Profile (form `data`), sent as Create or Update Profile.",
  },
  legacyIdentifyProfileGet: {
    kind: "identifyGet",
    target: "create_or_update_profile",
    doc: "Identify Profile (GET, base64 `data`), sent as Create or Update Profile.",
  },
  legacySubscribeProfilesToList: {
    kind: "subscribe",
    target: "subscribe_profiles",
    many: true,
    doc: "Subscribe Profiles to List, sent as Subscribe Profiles jobs of up to 100 profiles (one Result each).",
  },
  legacyUnsubscribeProfilesFromList: {
    kind: "unsubscribe",
    target: "unsubscribe_profiles",
    many: true,
    doc: "Unsubscribe Profiles From List, sent as Unsubscribe Profiles jobs of up to 100 profiles (one Result each).",
  },
  legacyExcludeProfileFromAllEmail: {
    kind: "exclude",
    target: "suppress_profiles",
    many: true,
    doc: "Exclude Profile From All Email, sent as a Suppress Profiles job.",
  },
  excludeProfilesFromAllEmail: {
    kind: "excludeMany",
    target: "suppress_profiles",
    many: true,
    doc: "Many exclusions at once, sent as Suppress Profiles jobs of up to 100 profiles (one Result each).",
  },
};

/**
 * legacy/index.js and legacy/index.d.ts over the latest revision (`latest`, its entry point `revisions/<name>/`).
 * Throws when a legacy operation is missing from the legacy model (read from `legacyFile`, as the message shows it) or
 * a target from the latest model.
 */
export function emitLegacy(
  legacyModel: ApiModel,
  latest: ApiModel,
  name: string,
  banner: string,
  legacyFile: string,
): EmittedFile[] {
  const ids = new Set(legacyModel.operations.map((o) => o.operationId));
  const functions = Object.values(LEGACY_FUNCTIONS);
  for (const fn of Object.keys(LEGACY_FUNCTIONS)) {
    const legacy = fn.startsWith("legacy") ? fn.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) : undefined;
    if (legacy !== undefined && !ids.has(legacy))
      throw new Error(`${legacyFile} has no operation ${legacy}: ${FOR_OURS}`);
  }
  const byId = new Map([...nameOperations(latest.operations)].map(([op, n]) => [op.operationId, n]));
  const target = (id: string) => {
    const n = byId.get(id);
    if (n === undefined) throw new Error(`the latest revision ${name} has no operation ${id}: ${FOR_OURS}`);
    return n;
  };
  const entry = `../revisions/${name}/index.js`;
  const descriptors = [...new Set(functions.map((f) => target(f.target).descriptor))].sort();
  const dataTypes = [...new Set(functions.map((f) => `${target(f.target).type}Data`))].sort();
  const argTypes = functions.map(argsType);
  const js = new Statements();
  js.add(
    `/* ${banner} */\n${importLine("../runtime/upgrade-legacy.js", ["legacyCall"])}`,
    importLine(entry, descriptors),
    exportLine(entry, ["createClient", "revision", "unwrap"]),
  );
  const dts = new Statements();
  dts.add(
    `/* ${banner} */\n${importLine("../runtime/index.js", ["CallOptions", "Client", "Result"], true)}`,
    importLine("../runtime/upgrade-legacy.js", argTypes, true),
    importLine(entry, dataTypes, true),
    exportLine(entry, ["createClient", "revision", "unwrap"]),
    exportLine(
      "../runtime/upgrade-legacy.js",
      [...argTypes, "LegacyEventProperties", "LegacyProfileProperties", "LegacySubscribeProfile"],
      true,
    ),
  );
  for (const [fn, f] of Object.entries(LEGACY_FUNCTIONS)) {
    const t = target(f.target);
    js.block(
      `export function ${fn}(client, args, options)`,
      `return legacyCall(client, ${t.descriptor}, ${stringLiteral(f.kind)}, args, options);`,
    );
    const result = `Result<${t.type}Data>`;
    const params = `client: Client<${stringLiteral(name)}>, args: ${argsType(f)}, options?: CallOptions`;
    dts.blankBefore(
      withDoc(
        docLines(f.doc).join("\n"),
        `export declare function ${fn}(${params}): Promise<${f.many ? `${result}[]` : result}>;`,
      ),
    );
  }
  return [
    { path: "legacy/index.js", text: js.text() },
    { path: "legacy/index.d.ts", text: dts.text() },
  ];
}

/** The arguments' type of templates/runtime/upgrade-legacy.ts: `LegacyTrackGetArgs` for the kind `trackGet`. */
const argsType = (f: LegacyFunction) => `Legacy${f.kind[0]!.toUpperCase()}${f.kind.slice(1)}Args`;
