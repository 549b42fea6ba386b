/**
 * A stand-in for the customer-data API on 127.0.0.1 (port 0) for the consumer projects: a fixed route table keyed by
 * `METHOD /path/` answering JSON:API documents, a two-page cursor list (`/api/flows/`, `links.next` carrying
 * `page[cursor]`), a documented 404 error object and 202s for the bulk-job and client-side POSTs. Every request is
 * recorded (method, path, query, headers, body) so the test can assert what the packed client really sent: the
 * revision header of the entry point it was imported from, the Authorization value, the query serialisation.
 *
 * Routing by path rather than a reply queue (test/runtime/server.ts) because the consumer programs run in child
 * processes and their call order is theirs to change; an unknown route answers a JSON:API 404 naming it.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeApi {
  /** `http://127.0.0.1:<port>` */
  url: string;
  requests: Seen[];
  close(): Promise<void>;
}

const JSON_API = { "content-type": "application/vnd.api+json", "x-request-id": "req-consumer" };

export async function startFakeApi(): Promise<FakeApi> {
  const requests: Seen[] = [];
  let url = "";
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const target = new URL(req.url ?? "/", url);
      const seen: Seen = {
        method: req.method ?? "",
        path: target.pathname,
        query: target.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(seen);
      const [status, body] = answer(seen, url);
      res.writeHead(status, body === undefined ? {} : JSON_API);
      res.end(body === undefined ? "" : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function answer(req: Seen, base: string): [number, unknown] {
  switch (`${req.method} ${req.path}`) {
    case "GET /api/profiles/":
      return [
        200,
        {
          data: [
            { type: "profile", id: "01HPROFILEADA", attributes: { email: "ada@example.com" } },
            { type: "profile", id: "01HPROFILEGRACE", attributes: { email: "grace@example.com" } },
          ],
          links: { self: `${base}/api/profiles/`, next: null },
        },
      ];
    case "GET /api/flows/":
      return req.query.get("page[cursor]") === "page2"
        ? [200, { data: [{ type: "flow", id: "FLOW3" }], links: { next: null } }]
        : [
            200,
            {
              data: [
                { type: "flow", id: "FLOW1" },
                { type: "flow", id: "FLOW2" },
              ],
              links: { next: `${base}/api/flows/?page%5Bcursor%5D=page2` },
            },
          ];
    case "POST /api/profile-subscription-bulk-create-jobs/":
    case "POST /client/events/":
      return [202, undefined];
    default:
      return [
        404,
        {
          errors: [
            { id: "err-1", status: 404, code: "not_found", title: "Not found.", detail: `${req.method} ${req.path}` },
          ],
        },
      ];
  }
}
