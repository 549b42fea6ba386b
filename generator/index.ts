/**
 * The pipeline on one screen: specs -> load -> model -> emit -> one in-memory tree of files, which the caller
 * writes (atomically) or compares (--check). Each stage lives in its own folder and imports only from the stages
 * before it.
 */
import path from "node:path";
import { loadSpec, type LoadOptions } from "./load/index.js";
import { locatedLine } from "./load/errors.js";
import { catalogRevisions, specsDir } from "./load/spec-files.js";
import { buildModel } from "./model/index.js";
import { packageBanner, packageJson, packageReadme, stamp, type PackageEntry } from "./emit/package-files.js";
import type { EntryPointInput } from "./emit/revision-module.js";
import { defaultBaseUrl } from "./emit/base-url.js";
import { readRuntimeSnapshot } from "./emit/runtime-snapshot.js";
import { runtimeFiles, runtimeSourceText } from "./emit/runtime-files.js";
import { EmitWorker } from "./emit/emit-worker.js";
import { nameClashes, describeClash } from "./emit/names.js";
import { refuseInvisible } from "./output/invisible.js";
import { layoutIsPrettiers } from "./output/markdown-layout.js";
import type { Tree } from "./output/write-tree.js";
import { packageShims } from "./shims/package.js";
import type { ApiModel } from "./model/index.js";

export const packageName = "@revforge/client";

export interface SpecInput {
  file: string;
  name: string;
  revision?: string;
  lifecycle?: EntryPointInput["lifecycle"];
  isDefault: boolean;
}

export interface GenerateOptions {
  load?: LoadOptions;
  /** Called once per stage and spec, for progress on long runs. */
  onProgress?: (message: string) => void;
  /**
   * Called with each warning about a spec, one located line (`file:line:col pointer message`): operations whose
   * operationIds make the same function name (emit/names.ts).
   */
  onWarning?: (message: string) => void;
  /**
   * Whether this thread guards and formats files itself once it has emitted everything (default true). False when
   * the caller keeps the thread busy meanwhile (the main job diffs the reports): the emit worker then does it all.
   */
  finishHere?: boolean;
  /**
   * Called once every file has been emitted and handed on, while the worker still guards and formats: the thread is
   * free from then on (the main job starts the reports' diffs here, so that they never hold up a file of the client).
   */
  onEmitted?: () => void;
  /**
   * An emit worker the caller owns and closes, to go on using it after the client (the main job renders its reports
   * there); by default the run starts its own and closes it at the end.
   */
  worker?: EmitWorker;
}

/** The client package for a list of specs, as relative path -> content. */
export async function generateClientPackage(inputs: SpecInput[], options: GenerateOptions = {}): Promise<Tree> {
  const tree: Tree = new Map();
  // Guarding and formatting happen in the emit worker; the main thread queues each file and collects them at the end.
  const finishHere = options.finishHere !== false;
  const worker = options.worker ?? new EmitWorker(finishHere);
  const finished: Promise<unknown>[] = [];
  // A job that fails while the main thread is still emitting is reported at the end, in file order, not as an
  // unhandled rejection.
  const queue = (job: Promise<unknown>) => {
    job.catch(() => undefined);
    finished.push(job);
  };
  const emitted = new Set<string>();
  const add = (rel: string, text: string, guard: boolean) => {
    emitted.add(rel);
    queue(worker.finish(rel, text, guard).then((done) => tree.set(rel, done)));
  };
  const entries: PackageEntry[] = [];
  const sources: string[] = [];
  // Revision-compatibility shims (generator/shims), for the repository's own specs: older entry points can upgrade.
  const shims = await packageShims(inputs, options.load);
  const models = new Map<string, ApiModel>();
  try {
    for (const input of inputs) {
      options.onProgress?.(`${input.name}: loading ${path.relative(process.cwd(), input.file)}`);
      const dir = `revisions/${input.name}`;
      const banner = `generated from ${path.relative(process.cwd(), input.file).split(path.sep).join("/")} by revforge - do not edit`;
      const typesName = `${dir}/types.d.ts`;
      let typesSent = false;
      const sendTypes = (document: Record<string, unknown>) => {
        typesSent = true;
        queue(worker.types(document, banner, typesName).then((text) => tree.set(typesName, text)));
      };
      // The worker starts on the types while this thread validates the document (a second on GitHub's spec); if
      // validation fails, the run stops and the job is dropped with the worker.
      const loaded = await loadSpec(input.file, { ...options.load, onBundled: sendTypes });
      if (!typesSent) sendTypes(loaded.document);
      // The emitters (ts-morph: a quarter of a second to load) once the first spec is on its way to the worker.
      const { entryPointDts, entryPointJs } = await import("./emit/revision-module.js");
      sources.push(...loaded.sources);
      const model = buildModel(loaded.document);
      models.set(input.name, model);
      for (const clash of nameClashes(model.operations)) {
        const pointer = `${clash.operation.pointer}/operationId`;
        const at = loaded.locate(pointer) ? pointer : clash.operation.pointer;
        options.onWarning?.(locatedLine(describeClash(clash), loaded.locate(at), at));
      }
      const entry: EntryPointInput = {
        model,
        banner,
        runtimeImport: "../../runtime/index.js",
        revision: input.revision,
        lifecycle: input.lifecycle,
        defaultBaseUrl: defaultBaseUrl(loaded.document),
        context: { clientHeaders: input.revision ? ["revision"] : [] },
        upgrade: shims?.entry(input.name),
      };
      options.onProgress?.(`${input.name}: emitting ${model.operations.length} operations`);
      add(`${dir}/index.js`, entryPointJs(entry), true);
      add(`${dir}/index.d.ts`, entryPointDts(entry), true);
      entries.push({
        name: input.name,
        dir,
        revision: input.revision ?? model.version,
        status: input.lifecycle?.status ?? "",
        endOfSupport: input.lifecycle?.endOfSupport ?? "",
        model,
        isDefault: input.isDefault,
      });
    }
    if (shims) {
      options.onProgress?.("shims: compiling specs/changes");
      for (const f of await shims.emit(models)) add(f.path, f.text, f.guard);
      sources.push(...shims.sources());
    }
    add(
      "package.json",
      packageJson(packageName, entries, runtimeFiles().includes("oauth/index.ts"), {
        legacy: emitted.has("legacy/index.js"),
        upgrades: shims !== undefined,
      }),
      false,
    );
    // The README is laid out as prettier would when that layout is exact (output/markdown-layout.ts): prettier's
    // Markdown printer took a second on GitHub's 1,000 operations.
    const readme = packageReadme(packageName, packageBanner, entries);
    if (layoutIsPrettiers(readme)) tree.set("README.md", readme);
    else add("README.md", readme, false);
    // The hand-written runtime is copied verbatim: finished when the generator was built (emit/runtime-snapshot.ts),
    // or compiled here (ts-morph's compiler, already loaded) and formatted like the rest; never guarded.
    const prebuilt = readRuntimeSnapshot(packageBanner);
    if (prebuilt) for (const [rel, text] of prebuilt) tree.set(rel, text);
    else
      for (const [rel, text] of (await import("./emit/runtime.js")).compileRuntime(packageBanner))
        add(rel, text, false);
    options.onEmitted?.();
    if (finishHere) await worker.finishHere();
    // Every job has settled (a failed one rejects here) before the worker goes.
    const results = await Promise.allSettled(finished);
    const failed = results.find((r) => r.status === "rejected");
    if (failed) throw failed.reason;
  } finally {
    if (!options.worker) await worker.close();
  }
  tree.set("stamp.json", stamp(sources, runtimeSourceText()));
  for (const [rel, text] of tree) refuseInvisible(rel, text);
  return new Map([...tree].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Our own specs: one entry per catalog revision, the latest GA revision as the default entry point. */
export function repositoryInputs(dir = specsDir): SpecInput[] {
  const revisions = catalogRevisions(dir);
  const latest = [...revisions].reverse().find((r) => r.status === "GA")?.id;
  return revisions.map((r) => ({
    file: path.join(dir, `${r.id}.yaml`),
    name: r.id,
    revision: r.id,
    lifecycle: { revision: r.id, status: r.status, endOfSupport: r.endOfSupport },
    isDefault: r.id === latest,
  }));
}
