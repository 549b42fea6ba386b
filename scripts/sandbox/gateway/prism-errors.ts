/**
 * Prism's rejections in the API error shape. Prism answers a request that violates the spec with the status it
 * chose (422 for a body, query or header violation) and, as body, the first example of the operation's 4XX response,
 * which in these specs is the authentication_failed example: a 422 that says "Incorrect authentication credentials"
 * would mislead. So the gateway keeps Prism's status and its `sl-violations` header, and writes a body from the
 * violations themselves: one error per violation, code `invalid`, the violation's message as `detail`, and
 * `source.pointer` for body locations. Prism's own problem documents (404 no path, 405 no method, 400 invalid JSON,
 * 415) become one error with Prism's title and detail.
 */
import { apiError, type ApiError, type ApiErrorDocument } from "./api-errors.js";
import { uuid } from "../random.js";

interface Violation {
  location?: unknown[];
  severity?: string;
  code?: unknown;
  message?: string;
}

const CODES: Record<number, string> = {
  400: "parse_error",
  404: "not_found",
  405: "method_not_allowed",
  415: "unsupported_media_type",
};

export function prismRejection(status: number, violationsHeader: string | null, body: Buffer): ApiErrorDocument {
  const violations = parseViolations(violationsHeader).filter((v) => v.severity === "Error");
  if (violations.length > 0) {
    return {
      errors: violations.map((v): ApiError => {
        const location = (v.location ?? []).map(String);
        const item: ApiError = {
          id: uuid(),
          status,
          code: "invalid",
          title: "Invalid input.",
          detail: v.message ?? "The request does not match the spec.",
        };
        if (location[0] === "request" && location[1] === "body")
          item.source = { pointer: `/${location.slice(2).map(escapePointer).join("/")}` };
        return item;
      }),
    };
  }
  const problem = parseProblem(body);
  return apiError({
    status,
    code: CODES[status] ?? "invalid",
    title: problem.title ?? "Invalid request.",
    detail: problem.detail ?? problem.message ?? "The request does not match the spec.",
  });
}

function parseViolations(header: string | null): Violation[] {
  if (!header) return [];
  try {
    const parsed = JSON.parse(header) as unknown;
    return Array.isArray(parsed) ? (parsed as Violation[]) : [];
  } catch {
    return [];
  }
}

function parseProblem(body: Buffer): { title?: string; detail?: string; message?: string } {
  try {
    const parsed = JSON.parse(body.toString("utf8")) as Record<string, unknown>;
    const inner = (typeof parsed.error === "object" && parsed.error !== null ? parsed.error : parsed) as Record<
      string,
      unknown
    >;
    const text = (key: string) => (typeof inner[key] === "string" ? (inner[key] as string) : undefined);
    const out: { title?: string; detail?: string; message?: string } = {};
    for (const key of ["title", "detail", "message"] as const) {
      const value = text(key);
      if (value !== undefined) out[key] = value;
    }
    return out;
  } catch {
    return {};
  }
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}
