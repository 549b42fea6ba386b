/**
 * The pipeline on one screen (docs/architecture.md): specs -> load -> model -> emit -> one in-memory tree of files,
 * which the caller writes (atomically) or compares (--check).
 */
import path from "node:path";
import { loadSpec, type LoadedSpec, type LoadOptions } from "./load/index.js";
import { LoadError, locatedLine, nearestPart } from "./load/errors.js";
import type { ApiModel } from "./model/index.js";
import { modelOf } from "./diff/model-of.js";
import {
  packageBanner,
  packageJson,
  packageNameFrom,
  packageReadme,
  runtimePackageFiles,
  stamp,
  type PackageEntry,
  type PackageMeta,
} from "./emit/package-files.js";
import { authSchemes, unsendableSchemes } from "./emit/auth-schemes.js";
import { unsendableParameters } from "./emit/unsendable-parameters.js";
import { entryPointDts, entryPointJs, type EntryPointInput } from "./emit/revision-module.js";
import { isReadWriteHelper, marksReadWrite } from "./emit/read-write.js";
import { defaultBaseUrl } from "./emit/base-url.js";
import { describeClash, namedOperations } from "./emit/names.js";
import { banner as bannerOf } from "./output/banner.js";
import { refuseInvisible, showInvisible } from "./output/invisible.js";
import type { Tree } from "./output/write-tree.js";
import { guardEmittedFile, typesProvenSafe } from "./emit/guard.js";
import { printTypes, typesNodes, type TypesNodes } from "./emit/types-file.js";
import { converterJs } from "./shims/converter-files.js";
import { packageShims, type ShimSettings } from "./shims/package.js";
import { versionParameter, type VersionChoice } from "./config/version-parameter.js";
import { posixRelative } from "./output/paths.js";
import { compareCodeUnits } from "./output/order.js";

export interface SpecInput {
  file: string;
  name: string;
  revision?: string;
  lifecycle?: EntryPointInput["lifecycle"];
  isDefault: boolean;
  /** The parameter that carries the revision: undefined to detect it from the spec, false for none. */
  version?: VersionChoice;
}

/** What the package is, beyond its specs; every field has a default for a package made from one spec. */
export interface PackageSettings {
  /** The npm name; default: the first spec's `info.title`, slugified. */
  name?: string;
  description?: string;
  /** Default `UNLICENSED`: nothing is published under terms its owner did not choose. */
  license?: string;
  /** What the paths revforge records (banners, stamp.json) are relative to; default: the current folder. */
  baseDir?: string;
  /** The OAuth helpers and the credential options they plug into; default: `auth` typed from the security schemes. */
  oauth?: boolean;
  /** Compatibility shims and the legacy entry point (a config's `changes`, `catalog`, `legacy`). */
  shims?: ShimSettings;
  /** The catalog file the entry points' lifecycles come from: stamp.json lists it with the specs. */
  catalogFile?: string;
}

export interface GenerateOptions {
  load?: LoadOptions;
  package?: PackageSettings;
  /** Called once per stage and spec, for progress on long runs. */
  onProgress?: (message: string) => void;
  /**
   * Called with each warning about a spec, one located line (`file:line:col pointer message`): the structural slips
   * the load let through (LoadedSpec.warnings), operations whose operationIds make the same function name
   * (emit/names.ts), security schemes the client cannot send (emit/auth-schemes.ts) and parameters it cannot
   * serialise (emit/unsendable-parameters.ts).
   */
  onWarning?: (message: string) => void;
}

/** The client package for a list of specs, as relative path -> content. */
export async function generateClientPackage(inputs: SpecInput[], options: GenerateOptions = {}): Promise<Tree> {
  const tree: Tree = new Map();
  // Every file made from a spec passes the guard before it joins the package.
  const add = (name: string, text: string) => {
    guardEmittedFile(name, text);
    tree.set(name, text);
  };
  const entries: PackageEntry[] = [];
  const sources: string[] = [];
  const settings = options.package ?? {};
  const baseDir = settings.baseDir ?? process.cwd();
  const shims = await packageShims(inputs, settings.shims, options.load);
  for (const input of inputs) {
    options.onProgress?.(`${input.name}: loading ${path.relative(process.cwd(), input.file)}`);
    const dir = `revisions/${input.name}`;
    const banner = bannerOf(posixRelative(baseDir, input.file));
    const loaded = await loadSpec(input.file, options.load);
    for (const line of loaded.warnings) options.onWarning?.(line);
    sources.push(...loaded.sources);
    const typed = modelOf(loaded, options.load?.run);
    const readWrite = marksReadWrite(loaded.document);
    tree.set(`${dir}/types.d.ts`, printedTypes(loaded, typed, banner, `${dir}/types.d.ts`, readWrite));
    // fetch cannot send TRACE (the Fetch standard forbids the method): such an operation is typed but has no function
    // (the loader warns).
    const model = { ...typed, operations: typed.operations.filter((op) => op.method !== "trace") };
    const version = versionOf(model, input, loaded, shims !== undefined);
    // Named once, for the warnings, both files of the entry point and the README.
    const { names, clashes } = namedOperations(model.operations);
    for (const clash of clashes) {
      const pointer = `${clash.operation.pointer}/operationId`;
      const at = loaded.locate(pointer) ? pointer : clash.operation.pointer;
      options.onWarning?.(locatedLine(describeClash(clash), loaded.locate(at), at));
    }
    const auth = settings.oauth ? undefined : authSchemes(model);
    for (const { pointer, detail } of [...(auth ? unsendableSchemes(model, auth) : []), ...unsendableParameters(model)])
      options.onWarning?.(locatedLine(detail, loaded.locate(pointer), pointer));
    const entry: EntryPointInput = {
      model,
      banner,
      runtimeImport: "../../runtime/index.js",
      revision: input.revision,
      lifecycle: input.lifecycle,
      defaultBaseUrl: defaultBaseUrl(loaded.document),
      readWrite,
      version,
      auth,
      upgrade: shims?.entry(input.name),
      names,
    };
    const n = model.operations.length;
    options.onProgress?.(`${input.name}: emitting ${n} operation${n === 1 ? "" : "s"}`);
    add(`${dir}/index.js`, entryPointJs(entry));
    add(`${dir}/index.d.ts`, entryPointDts(entry));
    entries.push({
      name: input.name,
      dir,
      revision: input.revision ?? model.version,
      status: input.lifecycle?.status ?? "",
      endOfSupport: input.lifecycle?.endOfSupport ?? "",
      model,
      isDefault: input.isDefault,
      version,
      auth,
      names,
    });
  }
  if (shims && settings.shims) {
    options.onProgress?.(`shims: compiling ${posixRelative(baseDir, settings.shims.changes)}`);
    for (const f of await shims.emit(new Map(entries.map((e) => [e.name, e.model]))))
      if ("converter" in f) tree.set(f.path, converterJs(f.converter, f.converter.banner));
      else add(f.path, f.text);
    sources.push(...shims.sources());
  }
  const parts = { oauth: settings.oauth ?? false, upgrades: shims !== undefined };
  const runtime = runtimePackageFiles(packageBanner, parts);
  for (const [rel, text] of runtime) tree.set(rel, text);
  const meta: PackageMeta = {
    name: settings.name ?? packageNameFrom(entries[0]?.model.title ?? ""),
    license: settings.license ?? "UNLICENSED",
    description: settings.description,
    ...parts,
    legacy: tree.has("legacy/index.js"),
  };
  tree.set("package.json", packageJson(meta, entries));
  tree.set("README.md", packageReadme(meta, packageBanner, entries));
  if (settings.catalogFile !== undefined) sources.push(settings.catalogFile);
  tree.set("stamp.json", stamp(sources, [...runtime.values()].join("\n"), baseDir));
  for (const [rel, text] of tree) refuseInvisible(rel, text);
  return new Map([...tree].sort(([a], [b]) => compareCodeUnits(a, b)));
}

/**
 * The version parameter of one entry point: the one the input names (or none), else the one its spec pins to its
 * version. A value that cannot travel in a header is an error located at the spec's `info.version`.
 */
function versionOf(model: ApiModel, input: SpecInput, loaded: LoadedSpec, shims: boolean) {
  try {
    const version = versionParameter(model, input.version);
    // An upgraded client sends the target revision's id as the version value (runtime/upgrade-hook.ts).
    if (shims && version && version.value !== input.revision)
      throw new Error(
        `with declared changes, the ${version.in} ${version.name} must carry the revision id ${input.revision}, not ${version.value}`,
      );
    return version;
  } catch (error) {
    throw new LoadError((error as Error).message, loaded.locate("#/info/version"), "#/info/version");
  }
}

/**
 * The types of one spec, as openapi-typescript prints them. It trusts the shape of what it reads
 * (emit/types-input.ts reads around the slips known to stop it): should it throw anyway, the spec is refused with one
 * located line at the part its message names (or the nearest part the spec has).
 */
function printedTypes(loaded: LoadedSpec, model: ApiModel, banner: string, name: string, readWrite: boolean): string {
  let nodes: TypesNodes;
  try {
    // openapi-typescript changes the document it is given (load/index.ts), and the run shares this one.
    nodes = typesNodes(structuredClone(loaded.document), model.operations, loaded.numberTexts, readWrite);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    // Its pointer may name a part it made itself (`oneOf/0` of an enum): the nearest part the spec has.
    const pointer = nearestPart(loaded.locate, / at (#\/\S*)$/.exec(why)?.[1] ?? "#");
    const message = `openapi-typescript could not print this document's types: ${why}`;
    throw new LoadError(message, loaded.locate(pointer) ?? loaded.locate("#"), pointer);
  }
  // openapi-typescript writes spec text's invisible characters raw; our own emitters escape them (emit/escape.ts).
  const text = showInvisible(printTypes(nodes, banner));
  // The guard's parse of the printed file is needed only when the nodes themselves do not prove it safe.
  if (!typesProvenSafe(nodes.filter((node) => !isReadWriteHelper(node)))) guardEmittedFile(name, text);
  return text;
}
