/**
 * A synthesised DiffReport as big as a vendor's (thousands of findings over hundreds of operations), for the tests
 * that a report stays readable and fast at that size: Markdown under its limit, annotations in rank order, the HTML
 * page in a browser. Deterministic: finding i always has the same rule, severity, direction and operations.
 */
import type { Direction, DiffReport, Finding, Severity } from "../../generator/diff/types.js";

const rules: { id: string; severity: Severity; direction: Direction }[] = [
  { id: "response-property-became-nullable", severity: "dangerous", direction: "response" },
  { id: "response-property-became-optional", severity: "dangerous", direction: "response" },
  { id: "response-property-removed", severity: "breaking", direction: "response" },
  { id: "request-property-became-required", severity: "breaking", direction: "request" },
  { id: "response-property-added", severity: "safe", direction: "response" },
  { id: "request-parameter-enum-value-removed", severity: "breaking", direction: "request" },
  { id: "response-property-enum-value-added", severity: "dangerous", direction: "response" },
];

export const hugeOperations = 300;

export function hugeReport(count: number): DiffReport {
  const findings: Finding[] = [];
  for (let i = 0; i < count; i++) {
    const rule = rules[(i * 7 + Math.floor(i / 13)) % rules.length]!;
    const resource = `Resource${i % 97}`;
    const property = `property_${i}`;
    const reach = 1 + (i % 5);
    findings.push({
      id: rule.id,
      severity: rule.severity,
      direction: rule.direction,
      message: `The ${rule.direction} property \`${property}\` of \`${resource}\` changed (${rule.id}).`,
      why: "Code generated from the old spec reads or sends it the old way.",
      hint: `Regenerate the client and check every use of \`${property}\`.`,
      before: { type: "string", description: `The ${property} of a ${resource}, as it was.` },
      after: { type: ["string", "null"], description: `The ${property} of a ${resource}, as it is now.` },
      definition: {
        pointer: `#/components/schemas/${resource}/properties/${property}`,
        base: { file: "vendor/2024-01-01.json", line: 1000 + i, col: 9 },
        revision: { file: "vendor/2024-02-01.json", line: 1010 + i, col: 9 },
      },
      affects: Array.from({ length: reach }, (_, k) => {
        const op = (i * 11 + k * 37) % hugeOperations;
        return {
          operationId: `operation_${op}`,
          method: op % 2 ? "get" : "post",
          path: `/api/things-${op}/`,
          status: "200",
          mediaType: "application/vnd.api+json",
          pointer: `#/paths/~1api~1things-${op}~1/${op % 2 ? "get" : "post"}/responses/200`,
        };
      }),
      args: { schema: resource, property },
    });
  }
  const summary = { breaking: 0, dangerous: 0, safe: 0 };
  for (const f of findings) summary[f.severity]++;
  return {
    from: "vendor/2024-01-01.json",
    to: "vendor/2024-02-01.json",
    fromVersion: "2024-01-01",
    toVersion: "2024-02-01",
    summary,
    findings,
  };
}
