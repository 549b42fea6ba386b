/**
 * One entry point of the client package: `index.js` (a descriptor constant and a one-line function per operation,
 * plus `createClient`) and `index.d.ts` (the same functions declared with their argument and result types over
 * types.d.ts). Both are written as text from escaped parts (escape.ts): the statements' shapes are fixed here, and
 * every spec-derived part is a literal, an identifier or JSDoc text made by escape.ts; the guard parses the result.
 * The layout is statements.ts's.
 */
import type { ApiModel, Operation } from "../model/types.js";
import { descriptorOf } from "./descriptor.js";
import { entryRuntimeTypes, entryRuntimeValues } from "./entry-runtime-exports.js";
import { docLines, stringLiteral } from "./escape.js";
import { getAt, isObject, parsePointer } from "../load/pointer.js";
import { nameOperations, sortedById, type OperationNames } from "./names.js";
import { argsType, dataType, errorBodyType, requestMedia } from "./operation-types.js";
import { asReceived } from "./read-write.js";
import { dataConstant, exportLine, importLine, Statements, withDoc } from "./statements.js";
import { authMembers, type SchemeTable } from "./auth-schemes.js";
import type { VersionParameter } from "../config/version-parameter.js";
import type { Lifecycle } from "../../templates/runtime/lifecycle.js";
import { valueText } from "../output/value-text.js";
import { partExport, partsArgument, runtimeParts } from "./runtime-parts.js";

export interface EntryPointInput {
  model: ApiModel;
  /** Banner line naming the source, e.g. "generated from specs/2024-05-15.yaml by revforge - do not edit". */
  banner: string;
  /** Import path from this entry point to the runtime folder, e.g. "../../runtime/index.js". */
  runtimeImport: string;
  /** Options baked into createClient: the revision header value, lifecycle, default base URL. */
  revision?: string;
  lifecycle?: Lifecycle;
  defaultBaseUrl?: string;
  /** The types carry openapi-typescript's read-only and write-only markers (read-write.ts). */
  readWrite?: boolean;
  /**
   * Revision-compatibility shims (generator/shims): the later revisions a client of this entry point can send its
   * calls as (`createClient({ upgradeTo })`), and the upgrade module createClient loads for them, relative to this
   * entry point. Absent: createClient is createRuntimeClient, as before.
   */
  upgrade?: { targets: string[]; module: string };
  /** The parameter that carries the revision (config/version-parameter.ts); absent: none. */
  version?: VersionParameter;
  /**
   * The spec's security schemes, when `auth` is typed from them (scheme-auth.ts in the runtime); absent: the
   * OAuth-profile credentials of auth.ts (a package made with the OAuth helpers).
   */
  auth?: SchemeTable;
  /** The operations' names (names.ts `nameOperations`), when the caller has them already; absent: made here. */
  names?: Map<Operation, OperationNames>;
}

/**
 * The `version` constant the entry point passes to the runtime, or undefined when the runtime's default is right (the
 * `revision` header with the revision's id, or nothing for an entry point without a revision): our own entry points
 * keep their shape.
 */
function versionConstant(input: EntryPointInput): VersionParameter | null | undefined {
  const v = input.version;
  if (v === undefined) return input.revision === undefined ? undefined : null;
  if (v.in === "header" && v.name === "revision" && v.value === input.revision) return undefined;
  return v;
}

/** What createClient adds to the caller's options, after them (so that no call can change them). */
function ownOptions(input: EntryPointInput): string {
  const names = ["revision", "lifecycle"];
  if (versionConstant(input) !== undefined) names.push("version");
  // The scheme table with the functions that read it: only entry points typed from security schemes import them.
  if (input.auth) names.push("securitySchemes: schemeAuth(securitySchemes)");
  return names.join(", ");
}

export function entryPointJs(input: EntryPointInput): string {
  const names = input.names ?? nameOperations(input.model.operations);
  const upgrade = input.upgrade;
  const operations = sortedById(input.model.operations).map((op) => ({
    op,
    descriptor: descriptorOf(op, input.model, input.auth),
  }));
  // An upgradable client has every part: it may send the newer revision's operations, whatever this one's use.
  const parts = upgrade ? [] : runtimeParts(operations);
  const out = new Statements();
  out.add(
    `/* ${input.banner} */\n` +
      importLine(input.runtimeImport, [
        ...(upgrade ? [] : ["createClientWith", ...parts.map(partExport)]),
        "pages",
        "items",
        ...(input.auth ? ["schemeAuth"] : []),
      ]),
  );
  if (upgrade) out.add(importLine(hookImport(input.runtimeImport), ["createUpgradableClient"]));
  out.add(
    exportLine(input.runtimeImport, entryRuntimeValues),
    dataConstant("revision", input.revision ?? null, true),
    dataConstant("defaultBaseUrl", input.defaultBaseUrl ?? null, true),
    dataConstant("lifecycle", input.lifecycle ?? null, false),
  );
  const version = versionConstant(input);
  if (version !== undefined) out.add(dataConstant("version", version, false));
  if (input.auth) out.add(dataConstant("securitySchemes", input.auth, false));
  if (upgrade) out.add(dataConstant("upgradeTargets", upgrade.targets, true));
  out.block(
    "export function createClient(options)",
    upgrade
      ? // The upgrade module is imported only when a client upgrades (a separate chunk for bundlers that split).
        `return createUpgradableClient({ baseUrl: defaultBaseUrl, ...options, ${ownOptions(input)} }, upgradeTargets, () => import(${stringLiteral(upgrade.module)}));`
      : `return createClientWith({ baseUrl: defaultBaseUrl, ...options, ${ownOptions(input)} }, ${partsArgument(parts)});`,
  );
  for (const { op, descriptor } of operations) {
    const n = names.get(op)!;
    out.add(dataConstant(n.descriptor, descriptor, true));
    out.block(
      `export function ${n.fn}(client, args, options)`,
      `return client.request(${n.descriptor}, args ?? {}, options);`,
    );
    // The page and item iterators are named as the runtime's helpers they call.
    for (const helper of n.pages === undefined ? [] : (["pages", "items"] as const))
      out.block(
        `export function ${n[helper]}(client, args, options)`,
        `return ${helper}(client, ${n.descriptor}, args ?? {}, options);`,
      );
  }
  return out.text();
}

export function entryPointDts(input: EntryPointInput): string {
  const names = input.names ?? nameOperations(input.model.operations);
  const hasWebhooks = webhookNames(input.model.document).length > 0;
  // `typeof revision` rather than the literal: the functions' declarations then read the same in every revision, so
  // that a diff of two revisions' entry points shows what changed, not the revision id on every line.
  const clientType = input.revision ? "Client<typeof revision>" : "Client<string>";
  // The runtime's body types the operations' arguments use (a file upload, a raw body).
  const bodies = new Set(input.model.operations.map((op) => requestMedia(op, input.model.document)?.kind));
  const typedErrors = input.model.operations.some((op) => errorBodyType(op) !== undefined);
  const marked = input.readWrite === true;
  const out = new Statements();
  out.add(
    `/* ${input.banner} */\n` +
      importLine(
        input.runtimeImport,
        [
          ...(input.auth && Object.values(input.auth).some((s) => s.type === "basic") ? ["BasicCredential"] : []),
          "CallOptions",
          "Client",
          "ClientOptions",
          ...(input.auth && Object.values(input.auth).some((s) => s.type !== "basic") ? ["Credential"] : []),
          ...(typedErrors ? ["ErrorBody"] : []),
          ...(bodies.has("multipart") ? ["MultipartBody"] : []),
          "OperationDescriptor",
          ...(bodies.has("raw") ? ["RawBody"] : []),
          "Result",
        ],
        true,
      ),
    importLine(
      "./types.js",
      [
        "operations",
        ...(marked ? ["Readable"] : []),
        ...(hasWebhooks ? ["webhooks"] : []),
        ...(marked ? ["Writable"] : []),
      ],
      true,
    ),
    exportLine(
      "./types.js",
      ["paths", "components", "operations", "webhooks", ...(marked ? ["Readable", "Writable"] : [])],
      true,
    ),
  );
  if (input.upgrade) out.add(importLine(hookImport(input.runtimeImport), ["UpgradeOptions"], true));
  out.add(
    exportLine(input.runtimeImport, entryRuntimeValues),
    exportLine(input.runtimeImport, entryRuntimeTypes, true),
    declareConst(
      "revision",
      input.revision ? stringLiteral(input.revision) : "null",
      "The revision every request of this entry point sends.",
    ),
    declareConst(
      "defaultBaseUrl",
      input.defaultBaseUrl ? stringLiteral(input.defaultBaseUrl) : "null",
      "The base URL used when createClient is given none.",
    ),
  );
  if (input.auth && Object.keys(input.auth).length > 0) {
    out.blankBefore(
      withDoc(
        "The credentials of this API's security schemes, by scheme name; give those you use.",
        `export interface Auth {\n${authMembers(input.auth).join("\n")}\n}`,
      ),
    );
  }
  if (hasWebhooks) out.add(webhookPayload(marked));
  if (input.upgrade) {
    out.add(
      withDoc(
        "A later revision a client of this entry point can send its calls as (`upgradeTo`).",
        `export type UpgradeTarget = ${input.upgrade.targets.map(stringLiteral).join(" | ")};`,
      ),
      declareConst(
        "upgradeTargets",
        "readonly UpgradeTarget[]",
        "The revisions `createClient({ upgradeTo })` accepts, oldest first.",
      ),
    );
  }
  const createDoc =
    (input.version || (input.revision && input.auth === undefined)
      ? "A client for this entry point; the revision header is set on every request."
      : "A client for this entry point.") +
    (input.upgrade
      ? " With `upgradeTo`, calls are sent as that later revision through the compatibility shims, the " +
        "functions keeping this revision's types."
      : "");
  out.blankBefore(
    withDoc(createDoc, `export declare function createClient(${clientOptionsParameter(input)}): ${clientType};`),
  );
  for (const op of sortedById(input.model.operations)) {
    const n = names.get(op)!;
    const args = argsType(op, input.model.document, n.type, input.version, marked);
    const parameters = `client: ${clientType}, args${args.optional ? "?" : ""}: ${n.type}Args, options?: CallOptions`;
    // A blank line before each operation's declarations, which are one line each but the function.
    out.blankBefore(
      [
        ...args.aliases.map((alias) =>
          withDoc(
            "One filter expression, `operator(field,value)`; pass several as an array.",
            `export type ${alias.name} = ${alias.type};`,
          ),
        ),
        `export type ${n.type}Args = ${args.text};`,
        `export type ${n.type}Data = ${dataType(op, input.model.document, marked)};`,
        declareConst(
          n.descriptor,
          "OperationDescriptor",
          docLines(`The runtime descriptor of \`${op.operationId}\`.`).join("\n"),
        ),
      ].join("\n"),
    );
    const errorBody = errorBodyType(op, marked);
    out.blankBefore(
      withDoc(
        operationDoc(op, input.model).join("\n"),
        `export declare function ${n.fn}(${parameters}): Promise<Result<${n.type}Data${errorBody ? `, ${errorBody}` : ""}>>;`,
      ),
    );
    if (n.pages !== undefined && n.items !== undefined) {
      // `data` is optional in the response types, and may be one resource or a list: take the list's element.
      const item = `${n.type}Data extends { data?: infer D } ? (D extends readonly (infer I)[] ? I : never) : never`;
      const iterator = (name: string, doc: string, yields: string) =>
        out.blankBefore(withDoc(doc, `export declare function ${name}(${parameters}): AsyncIterable<${yields}>;`));
      iterator(n.pages, "Every page, following `links.next`.", `${n.type}Data`);
      iterator(n.items, "Every item of every page.", item);
    }
  }
  return out.text();
}

/**
 * createClient's options: AuthOptions (the OAuth profile), the entry point's `Auth`, or, for a spec without security
 * schemes, no `auth` at all, and then the options themselves may be left out.
 */
function clientOptionsParameter(input: EntryPointInput): string {
  const withAuth = input.auth === undefined || Object.keys(input.auth).length > 0;
  const base =
    input.auth === undefined ? "ClientOptions" : withAuth ? "ClientOptions<Auth>" : `Omit<ClientOptions, "auth">`;
  const type = input.upgrade ? `${base} & UpgradeOptions<UpgradeTarget>` : base;
  return `options${withAuth ? "" : "?"}: ${type}`;
}

/** The upgrade hook beside the runtime's index (`../../runtime/index.js` -> `../../runtime/upgrade-hook.js`). */
function hookImport(runtimeImport: string): string {
  return runtimeImport.replace(/index\.js$/, "upgrade-hook.js");
}

/**
 * The names of the document's OpenAPI 3.1 `webhooks` (openapi-typescript prints them as the `webhooks` interface);
 * none when `webhooks` is no mapping (a list is warned about and typed as empty, load/validate.ts).
 */
export function webhookNames(document: ApiModel["document"]): string[] {
  return isObject(document.webhooks) ? Object.keys(document.webhooks) : [];
}

// Under any of the request's media types; what the handler reads, as a response body is read (read-write.ts): a
// resource's read-only `id` is there, as the API sends it.
const webhookPayload = (marked: boolean) =>
  withDoc(
    'The payload a handler of a webhook receives, by the webhook\'s name (`WebhookPayload<"newPet">`): the body ' +
      "of the request the API sends. `webhooks` has the whole of each webhook.",
    "export type WebhookPayload<Name extends keyof webhooks> = " +
      "{ [M in keyof webhooks[Name]]-?: NonNullable<webhooks[Name][M]> extends { requestBody?: infer B } " +
      `? NonNullable<B> extends { content: infer C } ? ${asReceived("C[keyof C]", marked)} : never : never }[keyof webhooks[Name]];`,
  );

/**
 * The URL of the first server the operation or its path declares for itself, when it is not the document's: the
 * client sends every call to its own `baseUrl` (a host comes from configuration, never from a spec: docs/safety.md),
 * so the function's doc says where this one belongs.
 */
function ownServer(op: Operation, model: ApiModel): string | undefined {
  const first = (at: string[]) => {
    const list = getAt(model.document, [...at, "servers"])?.value;
    return Array.isArray(list) && isObject(list[0]) && typeof list[0].url === "string" ? list[0].url : undefined;
  };
  const segments = parsePointer(op.pointer) ?? [];
  const own = first(segments) ?? first(segments.slice(0, -1));
  return own !== first([]) ? own : undefined;
}

function declareConst(name: string, type: string, doc: string): string {
  return withDoc(doc, `export declare const ${name}: ${type};`);
}

/**
 * The JSDoc of one operation's function: summary and description, deprecation and sunset, rate-limit tier, scopes,
 * method and path. Every piece of spec text passes through docLines (the escaping helper).
 */
function operationDoc(op: Operation, model: ApiModel): string[] {
  const lines = docLines(op.summary ?? op.operationId);
  if (op.description) lines.push("", ...docLines(op.description));
  lines.push("", ...docLines(`\`${op.method.toUpperCase()} ${op.path}\` (operationId \`${op.operationId}\`)`));
  const server = ownServer(op, model);
  if (server !== undefined) {
    lines.push(
      ...docLines(`Served by its own server, \`${server}\`: call it with a client whose baseUrl is that host.`),
    );
  }
  if (op.rateLimit) {
    const parts = Object.entries(op.rateLimit).map(([k, v]) => `${k} ${valueText(v)}`);
    lines.push(...docLines(`Rate limit: ${parts.join(", ")}.`));
  }
  const oauth = op.security.flat().filter((r) => model.securitySchemes[r.scheme]?.type === "oauth2");
  const scopes = [...new Set(oauth.flatMap((r) => r.scopes))];
  if (scopes.length) lines.push(...docLines(`OAuth scopes: ${scopes.join(", ")}.`));
  if (op.deprecated) lines.push(...docLines(`@deprecated${op.sunset ? ` Retires ${op.sunset}.` : ""}`));
  return lines;
}
