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
 * Each round times 3000 sequential calls of each operation (`read`: Get Profiles, `write`: Subscribe Profiles) per
 * contender, the two contenders alternating call by call (`interleaved`); a sample is the contender's median call,
 * scaled to 400 calls. Goal: the shimmed call at most 1.10x the direct one (lib/goals.ts; the median of the
 * per-round ratios, each operation).
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ratioCeiling, SHIM_CALL_CEILING } from "../lib/goals.js";
import { interleaved, paired } from "../lib/interleave.js";
import type { Measurement, Sample } from "../lib/measurement.js";
import { generatedEntry, serveCanned } from "../lib/local-server.js";

const CALLS = 400;
/** Timed calls of each contender per operation and round (the median of them is the sample). */
const PAIRS = 3000;
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
/**
 * Subscribe Profiles as 2023-09-15 code writes it (channels) and as 2024-05-15 code does (consent). Built for each
 * call, as an application builds its arguments from its own data: a shimmed call sends copies, new objects every
 * time, and a direct call that sent the very same objects 3000 times would be timed with them always in the CPU
 * caches (about 1.5 points of the write ratio on this machine).
 */
const oldSubscribe = () => ({
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
});
const newSubscribe = () => ({
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
});

function serve(): Promise<Server> {
  return serveCanned((req) =>
    req.method === "GET"
      ? { status: 200, contentType: "application/json", body: profilesPage }
      : { status: 202, contentType: "application/json", body: job },
  );
}

const measurement: Measurement = {
  name: "shim-overhead",
  order: 60,
  title: "Per-call overhead of the revision shims",
  description:
    "Get Profiles (read) and Subscribe Profiles (write) against a local node:http server, 3000 calls each per round, the two contenders alternating call by call; median call, scaled to 400 calls: a 2023-09-15 client upgraded to 2024-05-15 through the shims versus a 2024-05-15 client, same server, same answers.",
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
    const readArgs = () => ({ query: { "additional-fields[profile]": ["subscriptions"] } });
    // Both contenders are timed in one interleaved loop (lib/interleave.ts); a sample is the median call, scaled to
    // CALLS calls, in seconds.
    const scaled = ([a, b]: [number, number]): [number, number] => [(a * CALLS) / 1000, (b * CALLS) / 1000];
    const [runShimmed, runDirect] = paired(async () => {
      const [sRead, dRead] = scaled(
        await interleaved(
          PAIRS,
          () => old.getProfiles(shimmed, {}),
          () => latest.getProfiles(direct, readArgs()),
        ),
      );
      const [sWrite, dWrite] = scaled(
        await interleaved(
          PAIRS,
          () => old.subscribeProfiles(shimmed, oldSubscribe()),
          () => latest.subscribeProfiles(direct, newSubscribe()),
        ),
      );
      return [
        { read: sRead, write: sWrite },
        { read: dRead, write: dWrite },
      ];
    });
    const perCall = (s: number) => `${((s / CALLS) * 1e6).toFixed(0)} µs`;
    let last: Sample | undefined;
    return {
      contenders: [
        {
          name: "shimmed",
          command:
            'createClient({ ..., upgradeTo: "2024-05-15" }) of @revforge/client/2023-09-15; getProfiles / subscribeProfiles, alternating with the other',
          run: async () => (last = await runShimmed()),
        },
        {
          name: "direct",
          command:
            "createClient() of @revforge/client/2024-05-15; getProfiles / subscribeProfiles, alternating with the other",
          run: runDirect,
        },
      ],
      goals: (stats) =>
        (["read", "write"] as const).map((metric) =>
          ratioCeiling(
            stats,
            `shimmed ${metric === "read" ? "Get" : "Subscribe"} Profiles at most ${SHIM_CALL_CEILING.toFixed(2)}x direct`,
            metric,
            "direct",
            SHIM_CALL_CEILING,
            false,
            "s",
            "shimmed",
          ),
        ),
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
