/**
 * Access to the generated shims for the tests: the steps of generated/client/upgrades, an upgrader for one step or a
 * whole chain (the package's own modules, imported as a consumer's code would run them), every revision's operation
 * descriptors, and the checks that a converted request or response is what the other revision's spec accepts.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { schemaErrors, specOperations, type CallArgs, type SpecOperation } from "../../support/call-args.js";
import { loadSpec, type Json } from "../../support/specs.js";
import type { Conversions, UpgradeStep } from "../../../templates/runtime/upgrade.js";
import type { Upgrader } from "../../../templates/runtime/upgrade-hook.js";
import type { OperationDescriptor } from "../../../templates/runtime/operation.js";

export const GENERATED = fileURLToPath(new URL("../../../generated/client/", import.meta.url));

export interface StepFile {
  from: string;
  to: string;
  step: UpgradeStep;
}

/** Every step module of the package, in file-name order. */
export async function generatedSteps(): Promise<StepFile[]> {
  const dir = `${GENERATED}upgrades/steps/`;
  const out: StepFile[] = [];
  for (const f of readdirSync(dir).sort()) {
    const [from, to] = f.replace(/\.js$/, "").split("--") as [string, string];
    const mod = (await import(pathToFileURL(dir + f).href)) as { step: UpgradeStep };
    out.push({ from, to, step: mod.step });
  }
  return out;
}

export type TestUpgrader = Upgrader & Conversions;

/** The engine for a `from` client sending as `to` (one step when `to` follows `from`), through the package. */
export async function upgraderFor(from: string, to: string, warnings: string[] = []): Promise<TestUpgrader> {
  const mod = (await import(pathToFileURL(`${GENERATED}upgrades/${from}.js`).href)) as {
    upgrader(target: string, context: { warn(m: string): void; now(): number }): TestUpgrader;
  };
  // A fixed clock inside every revision's support period: no lifecycle warning mixes into what the tests collect.
  return mod.upgrader(to, { warn: (m) => warnings.push(m), now: () => Date.parse("2023-12-01T00:00:00Z") });
}

/** The operation descriptors of a revision's entry point, by operationId. */
export async function descriptorsOf(rev: string): Promise<Map<string, OperationDescriptor>> {
  const entry = (await import(pathToFileURL(`${GENERATED}revisions/${rev}/index.js`).href)) as Record<string, unknown>;
  const out = new Map<string, OperationDescriptor>();
  for (const [name, value] of Object.entries(entry))
    if (name.endsWith("Operation") && typeof value === "object" && value !== null && "id" in value)
      out.set((value as OperationDescriptor).id, value as OperationDescriptor);
  return out;
}

export async function operationsOf(rev: string): Promise<Map<string, SpecOperation>> {
  return specOperations(await loadSpec(rev));
}

const MEDIA: Record<string, string> = { json: "application/json", form: "application/x-www-form-urlencoded" };

/** The request body schema the descriptor's body kind stands for. */
export function requestBodySchema(op: SpecOperation, d: OperationDescriptor): Json | undefined {
  return d.body === undefined ? undefined : op.op.requestBody?.content?.[MEDIA[d.body]!]?.schema;
}

/** The JSON schema of the success response the generated function returns (lowest 2xx, else 2XX, else default). */
export function successSchema(op: SpecOperation): Json | undefined {
  const codes = Object.keys(op.op.responses ?? {});
  const status =
    codes.filter((c) => /^2\d\d$/.test(c)).sort()[0] ??
    codes.find((c) => c === "2XX") ??
    codes.find((c) => c === "default");
  return status === undefined ? undefined : op.op.responses[status]?.content?.["application/json"]?.schema;
}

/**
 * What the spec says is wrong with a call's arguments for `descriptor`: missing or unknown path parameters, unknown
 * or invalid query parameters, missing required ones, an invalid body. Empty when the call is valid.
 */
export function requestProblems(op: SpecOperation, descriptor: OperationDescriptor, args: CallArgs): string[] {
  const problems: string[] = [];
  const template = [...descriptor.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  for (const name of template) {
    const v = args.path?.[name] as unknown;
    if (!(typeof v === "string" && v !== "") && typeof v !== "number") problems.push(`path parameter ${name} missing`);
  }
  for (const name of Object.keys(args.path ?? {}))
    if (!template.includes(name)) problems.push(`path parameter ${name} is not in ${descriptor.path}`);
  const query = op.parameters.filter((p: Json) => p.in === "query");
  for (const [name, value] of Object.entries(args.query ?? {})) {
    const p = query.find((q: Json) => q.name === name);
    if (p === undefined) problems.push(`query parameter ${name} is not accepted`);
    else {
      const e = schemaErrors(p.schema, value);
      if (e !== undefined) problems.push(`query parameter ${name}: ${e}`);
    }
  }
  for (const p of query) if (p.required && args.query?.[p.name] === undefined) problems.push(`query ${p.name} missing`);
  const schema = requestBodySchema(op, descriptor);
  if (schema !== undefined && (args.body !== undefined || op.op.requestBody?.required)) {
    const e = schemaErrors(schema, args.body);
    if (e !== undefined) problems.push(`body: ${e}`);
  }
  return problems;
}
