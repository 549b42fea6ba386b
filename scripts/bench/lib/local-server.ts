/**
 * What the in-process request measurements share (requests.ts, request-overhead.ts, shim-overhead.ts): a node:http
 * server on 127.0.0.1 (keep-alive, Node's default) that answers every request with a canned body once the request is
 * read, the Get Profiles page and its server, and the generated package's entry point of a revision, imported as a
 * consumer imports it.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { repoRoot } from "./paths.js";

export interface CannedAnswer {
  status: number;
  contentType: string;
  body: string;
}

export function serveCanned(answer: (req: IncomingMessage) => CannedAnswer): Promise<Server> {
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const { status, contentType, body } = answer(req);
      res.writeHead(status, { "content-type": contentType, "content-length": Buffer.byteLength(body) });
      res.end(body);
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** generated/client's entry point of `revision` (revisions/<revision>/index.js). */
export async function generatedEntry<T>(revision: string): Promise<T> {
  return (await import(
    pathToFileURL(path.join(repoRoot, `generated/client/revisions/${revision}/index.js`)).href
  )) as T;
}

/** Get Profiles, typed as openapi-typescript writes it (erased at runtime; openapi-fetch only needs the shape). */
export interface ProfilesPaths {
  "/api/profiles/": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: {
        query?: { "additional-fields[profile]"?: ("subscriptions" | "predictive_analytics")[] };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: { headers: { [name: string]: unknown }; content: { "application/vnd.api+json": { data: unknown[] } } };
      };
    };
  };
}

/** Two profiles in the 2024-05-15 shape (with subscriptions, which the shim converts back). */
export const page = JSON.stringify({
  data: [0, 1].map((i) => ({
    type: "profile",
    id: `01GDDKASAP8TKDDA2GRZDSVP0${i}`,
    attributes: {
      email: `p${i}@example.com`,
      subscriptions: {
        email: {
          marketing: {
            consent: "SUBSCRIBED",
            consent_timestamp: "2024-01-05T10:15:00Z",
            can_receive_email_marketing: true,
            last_updated: "2024-01-05T10:15:00Z",
            suppression: [],
          },
        },
      },
    },
    links: { self: `/api/profiles/01GDDKASAP8TKDDA2GRZDSVP0${i}/` },
  })),
  links: { self: "/api/profiles/", next: null, prev: null },
});
const refused = JSON.stringify({ errors: [{ status: 400, code: "invalid", detail: "query or revision missing" }] });

/**
 * The server of the per-request measurements (requests.ts, request-overhead.ts): `page` for a request with the
 * revision header and the subscriptions query, a 400 for any other, so that no client can do less than the others.
 */
export function serveProfilesPage(): Promise<Server> {
  return serveCanned((req) => {
    const ok = req.headers.revision !== undefined && (req.url ?? "").includes("=subscriptions");
    return { status: ok ? 200 : 400, contentType: "application/vnd.api+json", body: ok ? page : refused };
  });
}
