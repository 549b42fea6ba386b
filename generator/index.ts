/**
 * The pipeline on one screen: specs -> load -> model -> emit -> one in-memory tree of files, which the caller
 * writes (atomically) or compares (--check). Each stage lives in its own folder and imports only from the stages
 * before it.
 */
import path from "node:path";
import { loadSpec, type LoadOptions } from "./load/index.js";
import { locatedLine } from "./load/errors.js";
import { catalogRevisions, specsDir } from "./load/spec-files.js";
import { buildModel, type ApiModel } from "./model/index.js";
import { packageBanner, packageJson, packageReadme, stamp, type PackageEntry } from "./emit/package-files.js";
import { entryPointDts, entryPointJs, type EntryPointInput } from "./emit/revision-module.js";
import { defaultBaseUrl } from "./emit/base-url.js";
import { runtimePackageFiles, runtimeSourceText } from "./emit/runtime-files.js";
import { describeClash, nameClashes } from "./emit/names.js";
import { refuseInvisible } from "./output/invisible.js";
import type { Tree } from "./output/write-tree.js";
import { WorkQueue } from "./worker/queue.js";
import type { Job } from "./worker/jobs.js";
import { packageShims } from "./shims/package.js";

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
   * Called with each warning about a spec, one located line (`file:line:col pointer message`): the structural slips
   * the load let through (LoadedSpec.warnings), operations whose operationIds make the same function name
   * (emit/names.ts).
   */
  onWarning?: (message: string) => void;
  /** A worker thread the caller shares with other work and closes; by default the run starts and closes its own. */
  worker?: WorkQueue;
}

/** The client package for a list of specs, as relative path -> content. */
export async function generateClientPackage(inputs: SpecInput[], options: GenerateOptions = {}): Promise<Tree> {
  const tree: Tree = new Map();
  // openapi-typescript's types and the guard of every file made from a spec run in the worker thread while this
  // thread loads and emits the next revision; their results are collected at the end.
  const worker = options.worker ?? new WorkQueue();
  const jobs: Promise<void>[] = [];
  const queue = (job: Job & { name: string }) => {
    const done = worker.run(job).then((text) => void tree.set(job.name, text));
    done.catch(() => undefined); // reported below, in order, not as an unhandled rejection meanwhile
    jobs.push(done);
  };
  const add = (name: string, text: string) => queue({ kind: "guard", name, text });
  const entries: PackageEntry[] = [];
  const sources: string[] = [];
  const shims = await packageShims(inputs, options.load);
  const models = new Map<string, ApiModel>();
  try {
    for (const input of inputs) {
      options.onProgress?.(`${input.name}: loading ${path.relative(process.cwd(), input.file)}`);
      const dir = `revisions/${input.name}`;
      const banner = `generated from ${path.relative(process.cwd(), input.file).split(path.sep).join("/")} by revforge - do not edit`;
      let typesSent = false;
      const sendTypes = (document: Record<string, unknown>) => {
        typesSent = true;
        queue({ kind: "types", name: `${dir}/types.d.ts`, document, banner });
      };
      // The worker starts on the types while this thread validates the document; if validation fails, the run stops
      // and the job is dropped with the worker.
      const loaded = await loadSpec(input.file, { ...options.load, onBundled: sendTypes });
      if (!typesSent) sendTypes(loaded.document);
      for (const line of loaded.warnings) options.onWarning?.(line);
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
      });
    }
    if (shims) {
      options.onProgress?.("shims: compiling specs/changes");
      for (const f of await shims.emit(models)) {
        if (f.guard) add(f.path, f.text);
        else tree.set(f.path, f.text);
      }
      sources.push(...shims.sources());
    }
    // Settled even when one fails, so that no rejection is left unhandled; the first failure is thrown.
    const failed = (await Promise.allSettled(jobs)).find((r) => r.status === "rejected");
    if (failed) throw failed.reason;
  } finally {
    if (!options.worker) await worker.close();
  }
  const runtime = runtimePackageFiles(packageBanner);
  for (const [rel, text] of runtime) tree.set(rel, text);
  tree.set(
    "package.json",
    packageJson(packageName, entries, runtime.has("oauth/index.js"), {
      legacy: tree.has("legacy/index.js"),
      upgrades: shims !== undefined,
    }),
  );
  tree.set("README.md", packageReadme(packageName, packageBanner, entries));
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
