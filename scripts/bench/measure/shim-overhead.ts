/**
 * shim-overhead (issue "Revision-compatibility shims"): what a call pays for going through the shims.
 *
 * Both contenders call the same operations of the same local node:http server (127.0.0.1, keep-alive, canned JSON
 * answers in the 2024-05-15 shape), with the generated package (generated/client) as a consumer imports it:
 * - shimmed: a client of revision 2023-09-15 created with `upgradeTo: "2024-05-15"`; each call is routed, converted
 *   forward (Get Profiles gains `additional-fields[profile]=subscriptions`; Subscribe Profiles' `channels` become
 *   `subscriptions` consent) and its response converted back (three renames in each of the 20 profiles);
 * - direct: a 2024-05-15 client making the same calls with the 2024-05-15 arguments, so both send the same requests
 *   and read the same answers (2024-05-15 code that reads subscriptions asks for them too).
 * One sample is 400 sequential calls of each operation (`read`: Get Profiles, `write`: Subscribe Profiles) in 20
 * batches of 20, after 100 untimed ones; the sample is the fastest batch scaled to 400 calls (the best of twenty: a
 * burst of other work on the machine lands in one batch, not in the figure). The runner alternates the contenders round by round. Goal: the
 * shimmed call under 5 % over the direct one (the median of the per-round ratios, each operation).
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ratioCeiling } from "../lib/goals.js";
import type { Measurement, Sample } from "../lib/measurement.js";
import { generatedEntry, serveCanned } from "../lib/local-server.js";

const CALLS = 400;
const PROFILES = 20;

type Call = (client: unknown, args: unknown) => Promise<{ error?: unknown; data?: unknown }>;
interface Entry {
  createClient(options: Record<string, unknown>): unknown;
  getProfiles: Call;
  subscribeProfiles: Call;
}

/** The 2024-05-15 answer of Get Profiles: 20 profiles with their subscription objects. */
const profilesPage = JSON.stringify({
  data: Array.from({ length: PROFILES }, (_, i) => ({
    type: "profile",
    id: `01GDDKASAP8TKDDA2GRZDSVP${String(i).padStart(2, "0")}`,
    attributes: {
      email: `p${i}@example.com`,
      subscriptions: {
        email: {
          marketing: {
            consent_timestamp: "2024-01-05T10:15:00Z",
            can_receive_email_marketing: true,
            last_updated: "2024-01-05T10:15:00Z",
            suppression: [],
          },
        },
        sms: { marketing: { consent_timestamp: "2024-01-05T10:15:00Z", can_receive_sms_marketing: false } },
      },
    },
  })),
  links: { self: "/api/profiles/" },
});
const job = JSON.stringify({ data: { type: "profile-subscription-bulk-create-job", id: "job-1" } });

const profile = (i: number) => ({ email: `p${i}@example.com`, phone_number: `+1500555${String(i).padStart(4, "0")}` });
/** Subscribe Profiles as 2023-09-15 code writes it (channels) and as 2024-05-15 code does (consent). */
const oldSubscribe = {
  body: {
    data: {
      type: "profile-subscription-bulk-create-job",
      attributes: {
        profiles: {
          data: [0, 1, 2].map((i) => ({
            type: "profile",
            attributes: { ...profile(i), channels: { email: ["MARKETING"] } },
          })),
        },
      },
      relationships: { list: { data: { type: "list", id: "Y6nRLr" } } },
    },
  },
};
const newSubscribe = {
  body: {
    data: {
      type: "profile-subscription-bulk-create-job",
      attributes: {
        profiles: {
          data: [0, 1, 2].map((i) => ({
            type: "profile",
            attributes: { ...profile(i), subscriptions: { email: { marketing: { consent: "SUBSCRIBED" } } } },
          })),
        },
      },
      relationships: { list: { data: { type: "list", id: "Y6nRLr" } } },
    },
  },
};

function serve(): Promise<Server> {
  return serveCanned((req) =>
    req.method === "GET"
      ? { status: 200, contentType: "application/json", body: profilesPage }
      : { status: 202, contentType: "application/json", body: job },
  );
}

const BATCHES = 20;

/**
 * `n` calls in BATCHES batches after `n / 4` untimed ones: the fastest batch's time per call, times `n`, in seconds.
 * The untimed calls settle the engine after the other contender ran (shared runtime code warmed up on the other
 * path); without them, whichever contender runs first in a round paid for the switch, by several percent.
 */
async function timed(n: number, call: () => Promise<{ error?: unknown }>): Promise<number> {
  for (let i = 0; i < n / 4; i++) await call();
  const size = n / BATCHES;
  let best = Infinity;
  for (let b = 0; b < BATCHES; b++) {
    const started = performance.now();
    for (let i = 0; i < size; i++) {
      const r = await call();
      if (r.error !== undefined) throw new Error(`a benchmark call failed: ${String(r.error)}`);
    }
    best = Math.min(best, (performance.now() - started) / size);
  }
  return (best * n) / 1000;
}

const measurement: Measurement = {
  name: "shim-overhead",
  order: 60,
  title: "Per-call overhead of the revision shims",
  description:
    "400 sequential calls of Get Profiles (read) and of Subscribe Profiles (write) against a local node:http server: a 2023-09-15 client upgraded to 2024-05-15 through the shims versus a 2024-05-15 client, same server, same answers.",
  metrics: [
    { key: "read", label: `${CALLS} Get Profiles calls`, unit: "s" },
    { key: "write", label: `${CALLS} Subscribe Profiles calls`, unit: "s" },
  ],
  async prepare() {
    const server = await serve();
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const old = await generatedEntry<Entry>("2023-09-15");
    const latest = await generatedEntry<Entry>("2024-05-15");
    const options = { auth: { privateKey: "pk_bench" }, baseUrl, retry: false, onWarning: () => undefined };
    const shimmed = old.createClient({ ...options, upgradeTo: "2024-05-15" });
    const direct = latest.createClient(options);
    const run = (e: Entry, client: unknown, read: unknown, subscribe: unknown) => async (): Promise<Sample> => ({
      read: await timed(CALLS, () => e.getProfiles(client, read)),
      write: await timed(CALLS, () => e.subscribeProfiles(client, subscribe)),
    });
    const perCall = (s: number) => `${((s / CALLS) * 1e6).toFixed(0)} µs`;
    let last: Sample | undefined;
    return {
      contenders: [
        {
          name: "shimmed",
          command:
            'createClient({ ..., upgradeTo: "2024-05-15" }) of @revforge/client/2023-09-15; getProfiles / subscribeProfiles x400',
          run: async () => (last = await run(old, shimmed, {}, oldSubscribe)()),
        },
        {
          name: "direct",
          command: "createClient() of @revforge/client/2024-05-15; getProfiles / subscribeProfiles x400",
          run: run(latest, direct, { query: { "additional-fields[profile]": ["subscriptions"] } }, newSubscribe),
        },
      ],
      goals: (stats) => [
        ratioCeiling(stats, "shimmed Get Profiles under 5% over direct", "read", "direct", 1.05, true, "s", "shimmed"),
        ratioCeiling(
          stats,
          "shimmed Subscribe Profiles under 5% over direct",
          "write",
          "direct",
          1.05,
          true,
          "s",
          "shimmed",
        ),
      ],
      async after() {
        server.close();
        server.closeAllConnections();
        return last
          ? [`shimmed, last round, per call: read ${perCall(last.read!)}, write ${perCall(last.write!)}.`]
          : [];
      },
    };
  },
};

export default measurement;
