/**
 * requests (issue "Benchmarks": request overhead): what one call costs on top of the HTTP round trip.
 *
 * Five contenders send the same Get Profiles request (`GET /api/profiles/?additional-fields[profile]=subscriptions`,
 * `revision` and `authorization` headers) to the same local node:http server (127.0.0.1, keep-alive), which answers
 * every call with the same small JSON:API page (two profiles in the 2024-05-15 shape, `application/vnd.api+json`,
 * 772 bytes), and each parses the answer into objects:
 * - raw fetch: Node's global fetch (undici, keep-alive by default) with the headers written by hand, then `json()`;
 * - openapi-fetch: `createClient({ baseUrl, headers })` and `client.GET("/api/profiles/", { params: { query } })`;
 * - revforge: generated/client's 2024-05-15 entry point, `createClient({ auth: { privateKey }, baseUrl })` with its
 *   defaults (retries on, 30 s timeout, 16 MiB body cap) and `getProfiles(client, { query })`;
 * - revforge shimmed: the 2023-09-15 entry point with `upgradeTo: "2024-05-15"` and `getProfiles(client, {})`; the
 *   shim adds the query and converts the answer back to the 2023-09-15 shape (as in measure/shim-overhead.ts);
 * - klaviyo-api (the official SDK): `new ProfilesApi(new ApiKeySession(key))` pointed at the server by its public
 *   `basePath` setter, an explicit keep-alive http.Agent given to axios through the session, and
 *   `getProfiles({ additionalFieldsProfile: ["subscriptions"] })`.
 * The server refuses (400) a request without the query or the revision header, so no contender can do less.
 *
 * Harness: one run of a contender is one tinybench Bench (async task, 300 ms / 200 calls of warm-up, then at least
 * 1 s and 200 calls, one after the other); the sample is the median latency of those calls, in µs, and the requests
 * per second it implies. Then 300 more calls give the CPU time per call (`process.cpuUsage`, client and server: they
 * share the process): on a machine other work also uses, it moves less than the latency, which counts the time the
 * process waits for a core. The runner alternates the contenders between rounds (lib/rounds.ts). No goal is judged
 * here: revforge against openapi-fetch (at most 1.05x) is judged by measure/request-overhead.ts and the shims (at most
 * 1.10x a direct call) by measure/shim-overhead.ts, each timing its two contenders call by call; here both ratios are
 * only noted.
 */
import { Agent, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ApiKeySession, ProfilesApi } from "klaviyo-api";
import createFetchClient from "openapi-fetch";
import { Bench } from "tinybench";
import { formatRatio } from "../lib/format.js";
import { REQUEST_CEILING, SHIM_CALL_CEILING } from "../lib/goals.js";
import type { Measurement, Sample, Stats } from "../lib/measurement.js";
import { generatedEntry, page, type ProfilesPaths, serveProfilesPage } from "../lib/local-server.js";
import { median } from "../lib/rounds.js";

const REVISION = "2024-05-15";
const KEY = "Klaviyo-API-Key pk_bench";
const HEADERS = { accept: "application/json", authorization: KEY, revision: REVISION };
const TIME_MS = 1000;
const ITERATIONS = 200;
const WARMUP_MS = 300;
const WARMUP_ITERATIONS = 200;
const CPU_CALLS = 300;

type Call = (client: unknown, args: unknown) => Promise<{ error?: unknown; data?: unknown }>;
interface Entry {
  createClient(options: Record<string, unknown>): unknown;
  getProfiles: Call;
}

/** TCP connections the server accepted, by the contender running when each opened (keep-alive: a handful in all). */
const connections = new Map<string, number>();
/** Calls timed per contender in its last run. */
const calls = new Map<string, number>();
let current = "";

async function serve(): Promise<Server> {
  const server = await serveProfilesPage();
  server.on("connection", () => connections.set(current, (connections.get(current) ?? 0) + 1));
  return server;
}

/** One sample: a fresh tinybench Bench timing `call` sequentially; its median latency and the rate that implies. */
async function perRequest(name: string, call: () => Promise<void>): Promise<Sample> {
  current = name;
  const bench = new Bench({
    time: TIME_MS,
    iterations: ITERATIONS,
    warmupTime: WARMUP_MS,
    warmupIterations: WARMUP_ITERATIONS,
    throws: true,
  });
  bench.add(name, call, { async: true });
  const [task] = await bench.run();
  const result = task!.result;
  if (result.state !== "completed") {
    throw new Error(`${name}: ${result.state === "errored" ? result.error.message : result.state}`);
  }
  const us = result.latency.p50 * 1000;
  calls.set(name, result.latency.samplesCount);
  const before = process.cpuUsage();
  for (let i = 0; i < CPU_CALLS; i++) await call();
  const used = process.cpuUsage(before);
  return { us, rps: 1e6 / us, cpu: (used.user + used.system) / CPU_CALLS };
}

/** Median over the rounds of (contender ÷ other) on one metric, from the per-round samples (same round index). */
function roundRatio(stats: Stats, metric: string, contender: string, other: string): number | undefined {
  const a = stats.values[metric]?.[contender]?.samples;
  const b = stats.values[metric]?.[other]?.samples;
  if (!a || !b || a.length !== b.length) return undefined;
  return median(a.map((x, i) => x / b[i]!));
}

const measurement: Measurement = {
  name: "requests",
  order: 55,
  title: "Per-request overhead on a local server",
  description: `Sequential Get Profiles calls against a local keep-alive node:http server answering a fixed ${Buffer.byteLength(page)}-byte JSON:API page: revforge (direct, and a 2023-09-15 client upgraded through the shims) versus raw fetch, openapi-fetch and the official SDK klaviyo-api; tinybench times each call.`,
  metrics: [
    { key: "us", label: "time per request (µs)", unit: "count" },
    { key: "rps", label: "requests per second (higher is better)", unit: "count" },
    { key: "cpu", label: "CPU time per request (µs, client and server)", unit: "count" },
  ],
  async prepare() {
    const server = await serve();
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const url = `${baseUrl}/api/profiles/?additional-fields%5Bprofile%5D=subscriptions`;
    const query = { "additional-fields[profile]": ["subscriptions" as const] };

    const latest = await generatedEntry<Entry>(REVISION);
    const old = await generatedEntry<Entry>("2023-09-15");
    // onWarning: the catalog says 2024-05-15 is past its end of support; the client warns once, at creation.
    const options = { auth: { privateKey: KEY }, baseUrl, onWarning: () => undefined };
    const direct = latest.createClient(options);
    const shimmed = old.createClient({ ...options, upgradeTo: REVISION });

    const fetchClient = createFetchClient<ProfilesPaths>({ baseUrl, headers: HEADERS });

    const agent = new Agent({ keepAlive: true });
    /** The SDK's own session; the only addition is the agent, which axios takes from the request config. */
    class KeepAliveSession extends ApiKeySession {
      override applyToRequest(config: Parameters<ApiKeySession["applyToRequest"]>[0]): void {
        super.applyToRequest(config);
        config.httpAgent = agent;
      }
    }
    const profilesApi = new ProfilesApi(new KeepAliveSession(KEY));
    profilesApi.basePath = baseUrl;

    const failed = (name: string, detail: unknown) => new Error(`${name}: a call failed: ${JSON.stringify(detail)}`);
    const generated = (name: string, e: Entry, client: unknown, args: unknown) => async () => {
      const r = await e.getProfiles(client, args);
      if (r.error !== undefined) throw failed(name, r.error);
    };
    let stats: Stats | undefined;
    return {
      contenders: [
        {
          name: "revforge",
          command: `createClient({ auth: { privateKey }, baseUrl }) of @revforge/client/${REVISION}; await getProfiles(client, { query: { "additional-fields[profile]": ["subscriptions"] } })`,
          run: () => perRequest("revforge", generated("revforge", latest, direct, { query })),
        },
        {
          name: "raw fetch",
          command: `await (await fetch(url, { headers: { accept, authorization, revision } })).json()`,
          run: () =>
            perRequest("raw fetch", async () => {
              const res = await fetch(url, { headers: HEADERS });
              if (!res.ok) throw failed("raw fetch", res.status);
              await res.json();
            }),
        },
        {
          name: "openapi-fetch",
          command:
            'createClient({ baseUrl, headers: { accept, authorization, revision } }); await client.GET("/api/profiles/", { params: { query } })',
          run: () =>
            perRequest("openapi-fetch", async () => {
              const r = await fetchClient.GET("/api/profiles/", { params: { query } });
              if (!r.response.ok) throw failed("openapi-fetch", r.response.status);
            }),
        },
        {
          name: "revforge shimmed",
          command: `createClient({ auth: { privateKey }, baseUrl, upgradeTo: "${REVISION}" }) of @revforge/client/2023-09-15; await getProfiles(client, {})`,
          run: () => perRequest("revforge shimmed", generated("revforge shimmed", old, shimmed, {})),
        },
        {
          name: "klaviyo-api",
          command:
            'api = new ProfilesApi(new ApiKeySession(key)); api.basePath = baseUrl; await api.getProfiles({ additionalFieldsProfile: ["subscriptions"] })',
          run: () =>
            perRequest("klaviyo-api", async () => {
              const r = await profilesApi.getProfiles({ additionalFieldsProfile: ["subscriptions"] });
              if (r.response.status !== 200) throw failed("klaviyo-api", r.response.status);
            }),
        },
      ],
      // The goal (at most 1.05x openapi-fetch) is judged by request-overhead.ts, which alternates the two call by
      // call; windows a second apart, as here, differ on this machine by more than the 5% it allows.
      goals: (s) => {
        stats = s;
        return [];
      },
      async after() {
        server.close();
        server.closeAllConnections();
        agent.destroy();
        const notes = [
          `server: node:http on 127.0.0.1, keep-alive; every answer is the same ${Buffer.byteLength(page)}-byte page (content-type application/vnd.api+json). Headers sent by raw fetch, openapi-fetch and revforge: accept application/json, authorization "${KEY}", revision ${REVISION}; revforge's privateKey is that whole header value.`,
          "klaviyo-api sends its own revision (2026-07-15), user agent and accept (application/vnd.api+json), asks for /api/profiles without the trailing slash, and deserialises the answer into its model classes; the server answers it the same way. It is pointed at the server without patching: ProfilesApi's public basePath setter; the keep-alive agent goes in through a subclass of ApiKeySession that adds `httpAgent` to the axios config (Node 20's global agent keeps alive too).",
          "time per request: median latency of one run's calls (tinybench `latency.p50`, one await of the call, the parse of the answer included); requests per second = 1,000,000 ÷ that (one call at a time). The ratio column is revforge ÷ contender for every metric: on requests per second, above 1.00x means revforge is faster.",
          `CPU time per request: ${CPU_CALLS} more calls after the timed ones, process.cpuUsage() (user + system) over them ÷ ${CPU_CALLS}; the server runs in the same process, so it is in every contender's figure alike.`,
        ];
        if (stats) {
          const others = ["revforge", "openapi-fetch", "revforge shimmed", "klaviyo-api"];
          const toFetch = others
            .map((n) => [n, roundRatio(stats!, "us", n, "raw fetch")] as const)
            .filter((x): x is readonly [string, number] => x[1] !== undefined)
            .map(([n, r]) => `${n} ${formatRatio(r)}`);
          const rawUs = stats.values.us?.["raw fetch"]?.median;
          const extra = others
            .map((n) => [n, stats!.values.us?.[n]?.median] as const)
            .filter((x): x is readonly [string, number] => x[1] !== undefined && rawUs !== undefined)
            .map(([n, us]) => `${n} ${us - rawUs! >= 0 ? "+" : ""}${(us - rawUs!).toFixed(1)} µs`);
          notes.push(
            `ratio to raw fetch (time per request, median of the per-round ratios contender ÷ raw fetch): ${toFetch.join(", ")}; medians over raw fetch's: ${extra.join(", ")}.`,
          );
          const fetchRatio = roundRatio(stats, "us", "revforge", "openapi-fetch");
          if (fetchRatio !== undefined)
            notes.push(
              `revforge ÷ openapi-fetch (time per request): ${formatRatio(fetchRatio)}, for the record; the goal of at most ${REQUEST_CEILING.toFixed(2)}x is judged by request-overhead, call by call.`,
            );
          const shim = roundRatio(stats, "us", "revforge shimmed", "revforge");
          if (shim !== undefined)
            notes.push(
              `revforge shimmed ÷ revforge (time per request): ${formatRatio(shim)}, for the record; the goal of at most ${SHIM_CALL_CEILING.toFixed(2)}x is judged by shim-overhead.`,
            );
        }
        notes.push(
          `calls timed in the last round: ${[...calls].map(([n, c]) => `${n} ${c.toLocaleString("en-US")}`).join(", ")}; TCP connections the server accepted over the whole measurement, by the contender running when each opened: ${[...connections].map(([n, c]) => `${n} ${c}`).join(", ")} (raw fetch, openapi-fetch and both revforge clients share undici's global keep-alive pool; klaviyo-api has its agent).`,
        );
        return notes;
      },
    };
  },
};

export default measurement;
