/**
 * The upstream without Prism (`prism: false`), for fast tests of everything in front of it: the request's path must
 * be an operation of the revision's spec (404, or 405 with `Allow`, in the API error shape otherwise), and the answer
 * is 200 with a minimal JSON:API document: `{"data": []}` for a GET of a collection, otherwise one resource object
 * whose type is the request body's `data.type` (or the path's first segment) and whose id is the path's last id.
 * No request validation happens here: that is Prism's job.
 */
import { apiError } from "./api-errors.js";
import { matchRoute, routesOf, type Route } from "./routes.js";
import type { ForwardRequest, ForwardResponse, Upstream } from "./upstream.js";

export class ExamplesUpstream implements Upstream {
  readonly #routes = new Map<string, Route[]>();

  async answer(request: ForwardRequest): Promise<ForwardResponse> {
    const pathname = new URL(request.target, "http://sandbox.invalid").pathname;
    let routes = this.#routes.get(request.revision);
    if (!routes) this.#routes.set(request.revision, (routes = routesOf(request.revision)));
    const route = matchRoute(routes, pathname);
    if (!route)
      return json(
        404,
        apiError({
          status: 404,
          code: "not_found",
          title: "Not found.",
          detail: `No operation of revision ${request.revision} has the path ${pathname}.`,
        }),
      );
    if (!route.methods.has(request.method))
      return json(
        405,
        apiError({
          status: 405,
          code: "method_not_allowed",
          title: "Method not allowed.",
          detail: `${route.template} takes ${[...route.methods].join(", ")}.`,
        }),
        { allow: [...route.methods].join(", ") },
      );
    return json(200, minimalDocument(request, route, pathname));
  }

  pids(): number[] {
    return [];
  }

  async stop(): Promise<void> {}
}

function minimalDocument(request: ForwardRequest, route: Route, pathname: string): unknown {
  const isItem = /\}\/?$/.test(route.template);
  if (request.method === "GET" && !isItem) return { data: [] };
  const segments = pathname.split("/").filter(Boolean);
  const templateSegments = route.template.split("/").filter(Boolean);
  const id = [...templateSegments].reverse().findIndex((s) => s.startsWith("{"));
  const lastId = id >= 0 ? segments[templateSegments.length - 1 - id] : undefined;
  return {
    data: { type: requestedType(request) ?? segments[1] ?? "resource", id: lastId ?? "sandbox-1", attributes: {} },
  };
}

function requestedType(request: ForwardRequest): string | undefined {
  if (request.body.length === 0) return undefined;
  try {
    const parsed = JSON.parse(request.body.toString("utf8")) as { data?: { type?: unknown } };
    return typeof parsed?.data?.type === "string" ? parsed.data.type : undefined;
  } catch {
    return undefined;
  }
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): ForwardResponse {
  return {
    status,
    headers: { "content-type": "application/json", ...headers },
    body: Buffer.from(JSON.stringify(body)),
  };
}
