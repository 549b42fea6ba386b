/**
 * The load stage (README.md): one spec and the local files it refers to in, ONE bundled document with only local
 * `#/…` refs out, under the rules of docs/safety.md L. Every failure is a LoadError whose message is one line,
 * `file:line:col pointer message`; the structural slips real specs carry are warnings in the same format, which
 * `strict` turns into refusals (L5).
 *
 * A document whose refs are all local and written as the bundler would write them, with no YAML alias, is the parsed
 * data itself, not a copy (most published specs). The document is plain data owned by the caller. openapi-typescript
 * mutates the object it is given (it adds discriminator `enum`s to the mapped schemas), so pass it
 * `structuredClone(document)`.
 */
import { realpath } from "node:fs/promises";
import path from "node:path";
import { Builder } from "./build.js";
import { Collector } from "./collect.js";
import { LoadError, locatedLine, toLoadError, type LoadWarning, type SourceLocation } from "./errors.js";
import { makeLocate } from "./locate.js";
import { assignNames } from "./names.js";
import { wideNumbers } from "./numbers.js";
import { isObject } from "./pointer.js";
import { Resolver } from "./resolve.js";
import { DEFAULT_MAX_BYTES } from "./read-file.js";
import { followRootRef } from "./root-ref.js";
import { displayPath, readSourceFile } from "./source-file.js";
import { checkVersion, validateDocument } from "./validate.js";
import { remember, type RunContext } from "../run-context.js";

export { LoadError, type SourceLocation } from "./errors.js";

export interface LoadOptions {
  /** Largest file read, in bytes (each file; checked with stat before reading). Default 20 MiB. */
  maxBytes?: number;
  /** Allow local file `$ref`s outside the entry spec's folder (after realpath) and absolute paths. Default false. */
  allowOutsideRefs?: boolean;
  /** Structural OpenAPI validation of the bundled document. Default true. */
  validate?: boolean;
  /**
   * With `validate`, Redocly's struct rule over the bundled document too (its slips become warnings); without it only
   * our own checks run: the version, unsafe names, path parameters missing from their path, values of the wrong kind.
   * Default true; `revforge generate` and `revforge diff` leave it off unless asked (docs/safety.md, L5).
   */
  lint?: boolean;
  /**
   * Refuse the spec at its first warning (with the count of the others) instead of loading it; lints whatever `lint`
   * says. Default false.
   */
  strict?: boolean;
  /**
   * The run this load belongs to (generator/run-context.ts): a run that reads the same files several times (the main
   * job loads every revision for the client, then again for each report and upgrade guide) loads each once, by file
   * and options. The documents are shared between callers, which must not mutate them.
   */
  run?: RunContext;
}

export interface LoadedSpec {
  /** The entry file, relative to process.cwd(). */
  file: string;
  /** One bundled OpenAPI document: refs to other files hoisted into components (or inlined, for path items). */
  document: Record<string, unknown>;
  openapi: "3.0" | "3.1" | "3.2";
  /** Where the node at a JSON pointer of `document` came from; undefined when the pointer names nothing. */
  locate(pointer: string): SourceLocation | undefined;
  /**
   * The numbers JavaScript cannot hold as the spec writes them (an integer beyond 2^53, `1e400`, `.inf`), by pointer:
   * the text the spec wrote, for where the value is shown (numbers.ts). Usually empty.
   */
  numberTexts: Record<string, string>;
  /** Every file read, relative to process.cwd(), entry first. */
  sources: string[];
  /**
   * The structural slips the load let through, one located line each (`file:line:col pointer message`), in the order
   * found: the bundler's, then the validator's. With `strict` a spec with any is refused, so it stays empty.
   */
  warnings: string[];
}

export function loadSpec(file: string, options: LoadOptions = {}): Promise<LoadedSpec> {
  const { maxBytes, allowOutsideRefs, validate, lint, strict } = options;
  const given = path.resolve(String(file));
  const key = [given, maxBytes, allowOutsideRefs, validate, lint, strict].join("\0");
  return remember(options.run?.specs, key, async () => {
    const display = displayPath(given);
    try {
      return await load(given, display, options);
    } catch (error) {
      // Anything a library throws that the stages did not convert still leaves as one located line.
      throw toLoadError(error, (error as LoadError | undefined)?.location ?? { file: display, line: 1, col: 1 });
    }
  });
}

async function load(given: string, display: string, options: LoadOptions): Promise<LoadedSpec> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  if (!Number.isFinite(maxBytes) || maxBytes < 1) {
    throw new LoadError(`maxBytes must be a positive number, not ${maxBytes}`, { file: display, line: 1, col: 1 });
  }
  // The realpath is the file's identity (a ref back to the entry is local) and its folder is the ref root.
  const real = await realpath(given).catch(() => given);
  const policy = { root: path.dirname(real), allowOutsideRefs: options.allowOutsideRefs === true };
  // The file given, or the one its root `$ref` names (root-ref.ts).
  const first = readSourceFile(real, maxBytes, display);
  const { entry, passed, warnings: rootRef } = followRootRef(first, policy, maxBytes);
  const { openapi, warning: version } = checkVersion(entry);
  const resolver = new Resolver(entry, policy, maxBytes);
  const collector = new Collector(resolver);
  collector.run();
  const components = isObject(entry.value) ? entry.value.components : undefined;
  assignNames(collector.hoists.values(), components, path.dirname(entry.abs));
  // Where every ref is local and written as the copy would write it, the document is the parsed data itself: a copy of
  // Microsoft Graph beta peaks at 1.2x the memory (scripts/bench/README.md). A copy also makes the places an alias
  // shares apart: later stages may key what they learn of a node by the object.
  const copied = collector.rewrites || entry.aliased === true;
  const builder = copied ? new Builder(entry, collector.actions, collector.hoists.values()) : undefined;
  const document = builder ? builder.buildDocument() : (entry.value as Record<string, unknown>);
  const origins = builder?.origins ?? new Map([["#", { file: entry, segments: [] }]]);
  const locate = makeLocate(document, origins);
  const numbers = wideNumbers(document, origins, locate);
  const parsing = [...resolver.files.values()].flatMap((file) => file.warnings ?? []);
  const bundling = [...collector.warnings, ...(builder?.warnings ?? [])];
  const warnings = [
    ...rootRef,
    ...parsing,
    ...(version ? [version] : []),
    ...bundling,
    ...(numbers.warning ? [numbers.warning] : []),
  ];
  if (options.validate !== false) {
    const lint = options.lint !== false || options.strict === true;
    warnings.push(...(await validateDocument(document, entry.abs, locate, lint, openapi)));
  }
  if (options.strict && warnings.length > 0) throw refusal(warnings);
  return {
    file: display,
    document,
    openapi,
    locate,
    numberTexts: numbers.texts,
    sources: [...passed, ...resolver.files.values()].map((one) => one.display),
    warnings: warnings.map((w) => locatedLine(w.detail, w.location, w.pointer)),
  };
}

/** `strict`: the first warning as the error, with the count of the others. */
function refusal(warnings: LoadWarning[]): LoadError {
  const [first] = warnings as [LoadWarning];
  const others = warnings.length - 1;
  const more = others > 0 ? ` (and ${others} more structural problem${others > 1 ? "s" : ""})` : "";
  return new LoadError(`${first.detail}${more}`, first.location, first.pointer);
}
