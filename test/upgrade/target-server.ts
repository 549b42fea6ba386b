/**
 * A stand-in for the API at revision 2023-10-15 on 127.0.0.1 (port 0), for the equivalence tests: answers in that
 * revision's shapes (relationships on events, `consent_timestamp` and `suppression` in the subscriptions of Get
 * Profiles and Get Event Profile, which come back only when asked for with `additional-fields[profile]=subscriptions`),
 * 202 for the jobs and Create Event, a JSON:API 404 naming any other route; or with the answers given (the census's,
 * built from any revision's spec: spec-answer.ts). Every request is recorded with its body parsed, so two runs can be
 * compared.
 */
import { writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { expect } from "vitest";
import { bin, node, output, result } from "../consumer/project.js";

export interface Seen {
  method: string;
  path: string;
  query: Record<string, string[]>;
  revision: string | undefined;
  body: unknown;
  /** The operation the request was matched to, and how its body breaks the request schema (spec-answer.ts). */
  operation?: string;
  violations?: string;
}

/** The status and JSON body a request is answered with (the body undefined for none). */
export type Answer = (req: Seen) => [number, unknown];

export interface TargetServer {
  url: string;
  requests: Seen[];
  close(): Promise<void>;
}

const JSON_API = { "content-type": "application/vnd.api+json" };

export async function startTargetServer(respond: Answer = answer): Promise<TargetServer> {
  const requests: Seen[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const query: Record<string, string[]> = {};
      for (const key of [...new Set(url.searchParams.keys())].sort()) query[key] = url.searchParams.getAll(key);
      const text = Buffer.concat(chunks).toString("utf8");
      const seen: Seen = {
        method: req.method ?? "",
        path: url.pathname,
        query,
        revision: req.headers.revision as string | undefined,
        body: text === "" ? undefined : parse(text),
      };
      requests.push(seen);
      const [status, body] = respond(seen);
      res.writeHead(status, body === undefined ? {} : JSON_API);
      res.end(body === undefined ? "" : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A JSON body as its value; any other body (a form) as its text. */
function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function profile(subscriptions: boolean) {
  return {
    type: "profile",
    id: "PROFILE1",
    attributes: {
      email: "ada@example.com",
      ...(subscriptions && {
        subscriptions: {
          email: {
            marketing: {
              consent: "SUBSCRIBED",
              consent_timestamp: "2023-10-01T00:00:00Z",
              suppression: [{ reason: "HARD_BOUNCE" }],
            },
          },
          sms: { marketing: { consent: "SUBSCRIBED", consent_timestamp: "2023-10-02T00:00:00Z" } },
        },
      }),
    },
  };
}

function answer(req: Seen): [number, unknown] {
  const subscriptions = (req.query["additional-fields[profile]"] ?? []).join(",").split(",").includes("subscriptions");
  switch (`${req.method} ${req.path}`) {
    case "POST /api/profile-subscription-bulk-create-jobs/":
    case "POST /api/profile-subscription-bulk-delete-jobs/":
    case "POST /api/data-privacy-deletion-jobs/":
    case "POST /api/events/":
      return [202, undefined];
    case "GET /api/events/":
      return [
        200,
        {
          data: [
            {
              type: "event",
              id: "EVENT1",
              attributes: { properties: { sku: "SKU-1" } },
              relationships: {
                metric: { data: { type: "metric", id: "METRIC1" } },
                profile: { data: { type: "profile", id: "PROFILE1" } },
              },
            },
          ],
        },
      ];
    case "GET /api/profiles/":
      return [200, { data: [profile(subscriptions)] }];
    case "GET /api/events/EVENT1/profile/":
      return [200, { data: profile(subscriptions) }];
    default:
      return [404, { errors: [{ id: "e1", status: 404, code: "not_found", title: "Not found.", detail: req.path }] }];
  }
}

/**
 * Runs the project's src/main.ts with `source` as its text against the server: the requests the server saw and what
 * the program printed as its result.
 */
export async function runAgainst(
  server: TargetServer,
  projectDir: string,
  source: string,
): Promise<{ seen: Seen[]; read: unknown }> {
  writeFileSync(path.join(projectDir, "src/main.ts"), source);
  server.requests.length = 0;
  const r = await node(bin.tsx, ["src/main.ts"], {
    cwd: projectDir,
    env: { REVFORGE_BASE_URL: server.url },
    timeoutMs: 60_000,
  });
  expect(r.code, output(r)).toBe(0);
  return { seen: [...server.requests], read: result(r) };
}
