/**
 * The value a header or query parameter pins, the way vendors publish the revision a request asks for: its schema's
 * `const`, a one-value `enum`, or its `default`, when it is a string. The entry point's version parameter
 * (config/version-parameter.ts) and the parameters the diff leaves out (diff/compare, versionSelectors) are the
 * parameters that pin their document's `info.version`.
 */
import { usable } from "./refs.js";
import type { ApiModel, Parameter } from "./types.js";

export function pinnedValue(p: Parameter, model: ApiModel): string | undefined {
  const schema = usable(model.document, p.schema, "#")?.value;
  if (!schema) return undefined;
  const candidates = [
    schema.const,
    Array.isArray(schema.enum) && schema.enum.length === 1 ? schema.enum[0] : undefined,
    schema.default,
  ];
  const value = candidates.find((v) => v !== undefined);
  return typeof value === "string" ? value : undefined;
}
