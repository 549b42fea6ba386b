/**
 * One entry point of the client package: `index.js` (a descriptor constant and a one-line function per operation,
 * plus `createClient`) and `index.d.ts` (the same functions declared with their argument and result types over
 * types.d.ts). Both files are built as ts-morph structures, header first, and printed by render.ts.
 */
import type { StatementStructures } from "ts-morph";
import { tsMorph } from "./ts-morph.js";
import type { ApiModel, Operation } from "../model/types.js";
import { descriptorOf } from "./descriptor.js";
import { entryRuntimeTypes, entryRuntimeValues } from "./entry-runtime-exports.js";
import { docLines, stringLiteral } from "./escape.js";
import { nameOperations } from "./names.js";
import { operationDoc } from "./operation-doc.js";
import { argsType, dataType, type EmitContext } from "./operation-types.js";
import { dataConstant, renderStatements, type Statement } from "./render.js";
import { authMembers, type SchemeTable } from "./auth-schemes.js";
import type { VersionParameter } from "../config/version-parameter.js";

const { StructureKind, VariableDeclarationKind } = tsMorph;

export interface EntryPointInput {
  model: ApiModel;
  /** Banner line naming the source, e.g. "generated from specs/2024-05-15.yaml by revforge - do not edit". */
  banner: string;
  /** Import path from this entry point to the runtime folder, e.g. "../../runtime/index.js". */
  runtimeImport: string;
  /** Options baked into createClient: the revision header value, lifecycle, default base URL. */
  revision?: string;
  lifecycle?: { revision: string; status: string; endOfSupport: string | null; latest?: boolean };
  defaultBaseUrl?: string;
  context: EmitContext;
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

function sortedOperations(model: ApiModel): Operation[] {
  return [...model.operations].sort((a, b) =>
    a.operationId < b.operationId ? -1 : a.operationId > b.operationId ? 1 : 0,
  );
}

export function entryPointJs(input: EntryPointInput): string {
  const names = nameOperations(input.model.operations);
  const upgrade = input.upgrade;
  const statements: Statement[] = [
    {
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: input.runtimeImport,
      namedImports: [
        ...(upgrade ? [] : ["createRuntimeClient"]),
        "pages",
        "items",
        ...(input.auth ? ["schemeAuth"] : []),
      ],
      leadingTrivia: `/* ${input.banner} */\n`,
    },
  ];
  if (upgrade)
    statements.push({
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: hookImport(input.runtimeImport),
      namedImports: ["createUpgradableClient"],
    });
  statements.push(
    { kind: StructureKind.ExportDeclaration, moduleSpecifier: input.runtimeImport, namedExports: entryRuntimeValues },
    dataConstant("revision", input.revision ?? null, true),
    dataConstant("defaultBaseUrl", input.defaultBaseUrl ?? null, true),
    dataConstant("lifecycle", input.lifecycle ?? null, false),
  );
  const version = versionConstant(input);
  if (version !== undefined) statements.push(dataConstant("version", version, false));
  if (input.auth) statements.push(dataConstant("securitySchemes", input.auth, false));
  if (upgrade) statements.push(dataConstant("upgradeTargets", upgrade.targets, true));
  statements.push({
    kind: StructureKind.Function,
    name: "createClient",
    isExported: true,
    parameters: [{ name: "options" }],
    statements: [
      upgrade
        ? // The upgrade module is imported only when a client upgrades (a separate chunk for bundlers that split).
          `return createUpgradableClient({ baseUrl: defaultBaseUrl, ...options, ${ownOptions(input)} }, upgradeTargets, () => import(${stringLiteral(upgrade.module)}));`
        : `return createRuntimeClient({ baseUrl: defaultBaseUrl, ...options, ${ownOptions(input)} });`,
    ],
  });
  for (const op of sortedOperations(input.model)) {
    const n = names.get(op)!;
    const descriptor = descriptorOf(op, input.model, input.auth);
    statements.push(dataConstant(n.descriptor, descriptor, true), {
      kind: StructureKind.Function,
      name: n.fn,
      isExported: true,
      parameters: [{ name: "client" }, { name: "args" }, { name: "options" }],
      statements: [`return client.request(${n.descriptor}, args ?? {}, options);`],
    });
    if (n.pages !== undefined && n.items !== undefined) {
      for (const [name, helper] of [
        [n.pages, "pages"],
        [n.items, "items"],
      ] as const)
        statements.push({
          kind: StructureKind.Function,
          name,
          isExported: true,
          parameters: [{ name: "client" }, { name: "args" }, { name: "options" }],
          statements: [`return ${helper}(client, ${n.descriptor}, args ?? {}, options);`],
        });
    }
  }
  return renderStatements(statements);
}

export function entryPointDts(input: EntryPointInput): string {
  const names = nameOperations(input.model.operations);
  const revisionType = input.revision ? stringLiteral(input.revision) : "string";
  // `typeof revision` rather than the literal: the functions' declarations then read the same in every revision, so
  // that a diff of two revisions' entry points shows what changed, not the revision id on every line.
  const clientType = input.revision ? "Client<typeof revision>" : "Client<string>";
  const statements: StatementStructures[] = [
    {
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: input.runtimeImport,
      isTypeOnly: true,
      namedImports: [
        ...(input.auth && Object.values(input.auth).some((s) => s.type === "basic") ? ["BasicCredential"] : []),
        "CallOptions",
        "Client",
        "ClientOptions",
        ...(input.auth && Object.values(input.auth).some((s) => s.type !== "basic") ? ["Credential"] : []),
        "OperationDescriptor",
        "Result",
      ],
      leadingTrivia: `/* ${input.banner} */\n`,
    },
    {
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: "./types.js",
      isTypeOnly: true,
      namedImports: hasWebhooks(input.model) ? ["operations", "webhooks"] : ["operations"],
    },
    {
      kind: StructureKind.ExportDeclaration,
      moduleSpecifier: "./types.js",
      isTypeOnly: true,
      namedExports: ["paths", "components", "operations", "webhooks"],
    },
    ...(input.upgrade
      ? [
          {
            kind: StructureKind.ImportDeclaration,
            moduleSpecifier: hookImport(input.runtimeImport),
            isTypeOnly: true,
            namedImports: ["UpgradeOptions"],
          } satisfies StatementStructures,
        ]
      : []),
    { kind: StructureKind.ExportDeclaration, moduleSpecifier: input.runtimeImport, namedExports: entryRuntimeValues },
    {
      kind: StructureKind.ExportDeclaration,
      moduleSpecifier: input.runtimeImport,
      isTypeOnly: true,
      namedExports: entryRuntimeTypes,
    },
    declareConst(
      "revision",
      input.revision ? revisionType : "null",
      "The revision every request of this entry point sends.",
    ),
    declareConst(
      "defaultBaseUrl",
      input.defaultBaseUrl ? stringLiteral(input.defaultBaseUrl) : "null",
      "The base URL used when createClient is given none.",
    ),
  ];
  if (input.auth && Object.keys(input.auth).length > 0)
    statements.push({
      kind: StructureKind.Interface,
      name: "Auth",
      isExported: true,
      docs: [{ description: "The credentials of this API's security schemes, by scheme name; give those you use." }],
      properties: authMembers(input.auth).map((m) => ({
        name: m.name,
        type: m.type,
        hasQuestionToken: true,
        isReadonly: true,
        docs: [{ description: m.doc }],
      })),
    });
  if (hasWebhooks(input.model)) statements.push(webhookPayload);
  if (input.upgrade) {
    statements.push(
      {
        kind: StructureKind.TypeAlias,
        name: "UpgradeTarget",
        isExported: true,
        type: input.upgrade.targets.map(stringLiteral).join(" | "),
        docs: [{ description: "A later revision a client of this entry point can send its calls as (`upgradeTo`)." }],
      },
      declareConst(
        "upgradeTargets",
        "readonly UpgradeTarget[]",
        "The revisions `createClient({ upgradeTo })` accepts, oldest first.",
      ),
    );
  }
  statements.push({
    kind: StructureKind.Function,
    name: "createClient",
    isExported: true,
    hasDeclareKeyword: true,
    docs: [
      {
        description:
          (input.version || (input.revision && input.auth === undefined)
            ? "A client for this entry point; the revision header is set on every request."
            : "A client for this entry point.") +
          (input.upgrade
            ? " With `upgradeTo`, calls are sent as that later revision through the compatibility shims, the " +
              "functions keeping this revision's types."
            : ""),
      },
    ],
    parameters: [clientOptionsParameter(input)],
    returnType: clientType,
  });
  for (const op of sortedOperations(input.model)) {
    const n = names.get(op)!;
    const args = argsType(op, input.context, n.type);
    const docs = [{ description: operationDoc(op, input.model).join("\n") }];
    // A blank line before each operation's declarations, which are one line each but the function.
    const first = statements.length;
    for (const alias of args.aliases)
      statements.push({
        kind: StructureKind.TypeAlias,
        name: alias.name,
        isExported: true,
        type: alias.type,
        docs: [{ description: "One filter expression, `operator(field,value)`; pass several as an array." }],
      });
    statements.push(
      { kind: StructureKind.TypeAlias, name: `${n.type}Args`, isExported: true, type: args.text },
      { kind: StructureKind.TypeAlias, name: `${n.type}Data`, isExported: true, type: dataType(op) },
      declareConst(
        n.descriptor,
        "OperationDescriptor",
        docLines(`The runtime descriptor of \`${op.operationId}\`.`).join("\n"),
      ),
      {
        kind: StructureKind.Function,
        name: n.fn,
        isExported: true,
        hasDeclareKeyword: true,
        docs,
        parameters: [
          { name: "client", type: clientType },
          { name: "args", type: `${n.type}Args`, hasQuestionToken: args.optional },
          { name: "options", type: "CallOptions", hasQuestionToken: true },
        ],
        returnType: `Promise<Result<${n.type}Data>>`,
      },
    );
    if (n.pages !== undefined && n.items !== undefined) {
      // `data` is optional in the response types, and may be one resource or a list: take the list's element.
      const item = `${n.type}Data extends { data?: infer D } ? (D extends readonly (infer I)[] ? I : never) : never`;
      statements.push(
        pagerDecl(
          n.pages,
          n.type,
          clientType,
          args.optional,
          `AsyncIterable<${n.type}Data>`,
          "Every page, following `links.next`.",
        ),
        pagerDecl(n.items, n.type, clientType, args.optional, `AsyncIterable<${item}>`, "Every item of every page."),
      );
    }
    Object.assign(statements[first]!, { leadingTrivia: "\n" });
  }
  return renderStatements(statements);
}

/**
 * createClient's options: AuthOptions (the OAuth profile), the entry point's `Auth`, or, for a spec without security
 * schemes, no `auth` at all, and then the options themselves may be left out.
 */
function clientOptionsParameter(input: EntryPointInput): { name: string; type: string; hasQuestionToken?: boolean } {
  const withAuth = input.auth === undefined || Object.keys(input.auth).length > 0;
  const base =
    input.auth === undefined ? "ClientOptions" : withAuth ? "ClientOptions<Auth>" : `Omit<ClientOptions, "auth">`;
  const type = input.upgrade ? `${base} & UpgradeOptions<UpgradeTarget>` : base;
  return withAuth ? { name: "options", type } : { name: "options", type, hasQuestionToken: true };
}

/** The upgrade hook beside the runtime's index (`../../runtime/index.js` -> `../../runtime/upgrade-hook.js`). */
function hookImport(runtimeImport: string): string {
  return runtimeImport.replace(/index\.js$/, "upgrade-hook.js");
}

/** Whether the document has OpenAPI 3.1 `webhooks` (openapi-typescript prints them as the `webhooks` interface). */
function hasWebhooks(model: EntryPointInput["model"]): boolean {
  const webhooks = model.document.webhooks;
  return webhooks !== null && typeof webhooks === "object" && Object.keys(webhooks).length > 0;
}

/**
 * `WebhookPayload<"newPet">`: what a handler of a webhook receives, the body of the request the API sends, under any
 * of its media types. Written over the `webhooks` interface, as the operations' types are over `operations`.
 */
const webhookPayload: StatementStructures = {
  kind: StructureKind.TypeAlias,
  name: "WebhookPayload",
  isExported: true,
  typeParameters: [{ name: "Name", constraint: "keyof webhooks" }],
  type:
    "{ [M in keyof webhooks[Name]]-?: NonNullable<webhooks[Name][M]> extends { requestBody?: infer B } " +
    "? NonNullable<B> extends { content: infer C } ? C[keyof C] : never : never }[keyof webhooks[Name]]",
  docs: [
    {
      description:
        'The payload a handler of a webhook receives, by the webhook\'s name (`WebhookPayload<"newPet">`): the body ' +
        "of the request the API sends. `webhooks` has the whole of each webhook.",
    },
  ],
};

function declareConst(name: string, type: string, doc: string): StatementStructures {
  return {
    kind: StructureKind.VariableStatement,
    isExported: true,
    hasDeclareKeyword: true,
    declarationKind: VariableDeclarationKind.Const,
    docs: [{ description: doc }],
    declarations: [{ name, type }],
  };
}

function pagerDecl(
  name: string,
  type: string,
  client: string,
  optional: boolean,
  returns: string,
  doc: string,
): StatementStructures {
  return {
    kind: StructureKind.Function,
    name,
    isExported: true,
    hasDeclareKeyword: true,
    docs: [{ description: doc }],
    parameters: [
      { name: "client", type: client },
      { name: "args", type: `${type}Args`, hasQuestionToken: optional },
      { name: "options", type: "CallOptions", hasQuestionToken: true },
    ],
    returnType: returns,
  };
}
