/**
 * The JSDoc of one operation's function: summary and description, deprecation and sunset, rate-limit tier, scopes,
 * method and path. Every piece of spec text passes through docLines (the escaping helper).
 */
import type { ApiModel, Operation } from "../model/types.js";
import { docLines } from "./escape.js";

export function operationDoc(op: Operation, model: ApiModel): string[] {
  const lines: string[] = [];
  lines.push(...docLines(op.summary ?? op.operationId));
  if (op.description) lines.push("", ...docLines(op.description));
  lines.push("", ...docLines(`\`${op.method.toUpperCase()} ${op.path}\` (operationId \`${op.operationId}\`)`));
  const rate = op.rateLimit;
  if (rate) {
    const parts = Object.entries(rate).map(([k, v]) => `${k} ${String(v)}`);
    lines.push(...docLines(`Rate limit: ${parts.join(", ")}.`));
  }
  const scopes = [...new Set(op.security.flat().flatMap((r) => (isOauth(model, r.scheme) ? r.scopes : [])))];
  if (scopes.length) lines.push(...docLines(`OAuth scopes: ${scopes.join(", ")}.`));
  if (op.deprecated) lines.push(...docLines(`@deprecated${op.sunset ? ` Retires ${op.sunset}.` : ""}`));
  return lines;
}

function isOauth(model: ApiModel, scheme: string): boolean {
  return model.securitySchemes[scheme]?.type === "oauth2";
}
