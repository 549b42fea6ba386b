/**
 * The checks of one document, as a user would run them through revforge's library (`generate`, `diff`) and
 * openapi-typescript's: generate a package, import its entry, type the document with openapi-typescript, call every
 * operation of the package (calls.ts), diff it against its reordered self and against itself without one operation. The compile check is batched by the caller
 * (compile.ts). `stage` is told before each check, so a caller that gives up on a document knows where it hung.
 *
 * The two generation times are measured alike: a process first runs both tools once, untimed, on a small document of
 * its own (warmUp), so neither time includes loading a tool's modules; each time includes writing what a user of
 * that tool gets on disk (revforge's package, openapi-typescript's types file, as its CLI writes it).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { diff, generate, LoadError } from "revforge";
import type { CorpusDocument } from "./documents.js";
import { callEveryOperation } from "./calls.js";
import { reorderKeys, removeOneOperation } from "./mutate.js";
import { firstLine, type Check, type DocumentResult } from "./result.js";

/** Graph beta is 47 MB: the corpus reads every document of it, as `--max-size 64` does. */
const maxBytes = 64 * 1024 * 1024;

export async function checkDocument(
  doc: CorpusDocument,
  dir: string,
  stage: (name: string) => void = () => {},
  yardstick = true,
): Promise<DocumentResult & { out?: string }> {
  mkdirSync(dir, { recursive: true });
  const out = path.join(dir, "package");
  stage("warm-up");
  await (warmed ??= warmUp(path.join(dir, "warm-up"), yardstick));
  stage("generate");
  const generated = await timed(async () => (await generate({ spec: doc.file, out, cwd: dir, maxBytes })).warnings);
  const result: DocumentResult & { out?: string } = {
    id: doc.id,
    bytes: doc.bytes,
    generate: {
      ok: generated.ok,
      ms: generated.ms,
      cpuMs: generated.cpuMs,
      ...(generated.ok
        ? { warnings: generated.value!.length }
        : { message: generated.message, refused: isRefusal(generated.error) }),
    },
    yardstick: { ok: false },
    selfDiff: { ok: false },
    removal: { ok: false },
  };
  let entry: Record<string, unknown> | undefined;
  if (generated.ok) {
    result.out = out;
    stage("import");
    ({ check: result.imported, entry } = await importEntry(out));
  }
  if (yardstick) {
    stage("openapi-typescript");
    const yard = await timed(() => typeWithOpenapiTS(doc.file, path.join(dir, "yardstick.d.ts")));
    result.yardstick = {
      ok: yard.ok && yard.value!.length > 0,
      ms: yard.ms,
      cpuMs: yard.cpuMs,
      ...(!yard.ok && { message: yard.message }),
    };
  } else result.yardstick = { ok: false, message: "not run" };
  // After both timings, so that its requests weigh on neither.
  const document = JSON.parse(readFileSync(doc.file, "utf8")) as Record<string, unknown>;
  if (entry) {
    stage("calls");
    result.called = await callEveryOperation(entry, document).catch((e: unknown) => ({
      ok: false,
      message: firstLine(e),
    }));
  }
  stage("self-diff");
  const reordered = path.join(dir, "reordered.json");
  writeFileSync(reordered, JSON.stringify(reorderKeys(document)));
  const self = await timed(() => diff(doc.file, reordered, { cwd: dir, maxBytes }));
  result.selfDiff = self.ok
    ? {
        ok: self.value!.findings.length === 0,
        findings: self.value!.findings.length,
        ms: self.ms,
        ...(self.value!.findings.length > 0 && {
          message: `${self.value!.findings[0]!.id}: ${self.value!.findings[0]!.message}`,
        }),
      }
    : { ok: false, message: self.message, ms: self.ms };
  stage("removal");
  const removal = removeOneOperation(document);
  if (removal === undefined) result.removal = { ok: true, message: "no operation to remove" };
  else {
    const removed = path.join(dir, "removed.json");
    writeFileSync(removed, JSON.stringify(removal.doc));
    const what = `${removal.removed.method.toUpperCase()} ${removal.removed.path}`;
    const run = await timed(() => diff(doc.file, removed, { cwd: dir, maxBytes }));
    const want = removal.removed.deprecated ? ["breaking", "dangerous"] : ["breaking"];
    const caught = run.ok && run.value!.findings.some((f) => want.includes(f.severity));
    result.removal = {
      ok: caught,
      removed: what,
      ms: run.ms,
      ...(!run.ok
        ? { message: run.message }
        : !caught && { message: `no ${want.join(" or ")} finding for the removal of ${what}` }),
    };
  }
  return result;
}

let warmed: Promise<void> | undefined;

/** A small document's package (and types, when the yardstick runs), made once per process before any time is taken. */
async function warmUp(dir: string, yardstick: boolean): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const spec = path.join(dir, "warm-up.json");
  writeFileSync(spec, JSON.stringify(warmUpDocument));
  await generate({ spec, out: path.join(dir, "package"), cwd: dir });
  if (yardstick) await typeWithOpenapiTS(spec, path.join(dir, "types.d.ts"));
  rmSync(dir, { recursive: true, force: true });
}

const warmUpDocument = {
  openapi: "3.0.3",
  info: { title: "warm-up", version: "1" },
  paths: {
    "/things/{id}": {
      get: {
        operationId: "getThing",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          "200": {
            description: "a thing",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Thing: { type: "object", required: ["id"], properties: { id: { type: "string" }, n: { type: "integer" } } },
    },
  },
};

/** openapi-typescript on a file, its types written where its CLI's `--output` would put them. */
async function typeWithOpenapiTS(file: string, output: string): Promise<string> {
  const types = astToString(await openapiTS(pathToFileURL(file), { silent: true }));
  writeFileSync(output, types);
  return types;
}

/**
 * A refusal is one located line about the document: the loader's LoadError, or the model's (a path or a name that
 * would break the emitted code, docs/safety.md E3 to E7), which the library does not export and names `ModelError`.
 */
function isRefusal(error: unknown): boolean {
  return error instanceof LoadError || (error instanceof Error && error.name === "ModelError");
}

/** Imports the package's entry (its package.json `exports["."]`) and checks that it exports createClient. */
async function importEntry(out: string): Promise<{ check: Check; entry?: Record<string, unknown> }> {
  const run = await timed(async () => {
    const manifest = JSON.parse(readFileSync(path.join(out, "package.json"), "utf8"));
    const entry = manifest.exports["."].default as string;
    const module = (await import(pathToFileURL(path.join(out, entry)).href)) as Record<string, unknown>;
    if (typeof module.createClient !== "function") throw new Error(`${entry} does not export createClient`);
    return module;
  });
  return { check: { ok: run.ok, ms: run.ms, ...(!run.ok && { message: run.message }) }, entry: run.value };
}

/**
 * Runs `f`, with its wall-clock time and the CPU time of this process meanwhile (its threads included: checks run one
 * at a time here), which a loaded machine does not inflate as it does the wall-clock.
 */
async function timed<T>(
  f: () => Promise<T>,
): Promise<{ ok: boolean; ms: number; cpuMs: number; value?: T; error?: unknown; message?: string }> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const times = () => {
    const used = process.cpuUsage(cpu);
    return { ms: performance.now() - start, cpuMs: (used.user + used.system) / 1000 };
  };
  try {
    const value = await f();
    return { ok: true, ...times(), value };
  } catch (error) {
    return { ok: false, ...times(), error, message: firstLine(error) };
  }
}
