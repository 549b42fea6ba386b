// Old client code against a newer revision, end to end: a client of 2023-09-15, and one of 2022-10-17, each created
// with `upgradeTo: "2024-05-15"`, calls every operation its revision shares with 2024-05-15 against Prism serving the
// 2024-05-15 spec, and Prism reports no request violations.
//
// For each older revision the entry point generated/client/revisions/<rev>/index.js is imported, and every operation
// function whose operationId 2024-05-15 also has is called once with arguments built from the OLDER revision's spec
// (test/support/call-args.ts: plain path ids, the query parameters the spec gives values for, a body sampled from
// the request schema and checked with ajv against that older schema), exactly as code written for that revision
// would call it. Each call must send exactly one request, with the `revision: 2024-05-15` header, come back as a 2xx
// success Result without an `sl-violations` header, and its data (converted back by the shims) must match the older
// revision's response schema.
//
// A sampled call that meets a change declared unshimmable (the sampler fills every declared property, so Create
// Event's body carries the legacy `$attribution`) must throw UnshimmableChangeError before anything is sent; the
// same call without the offending property is then sent and must pass like the others.
//
// Skipped, explicitly: oauth_authorize (the user-facing authorization page, not an API call; see
// client-prism.test.ts), and the HTTP Basic operations when the generated runtime sends no client credentials.
// One Prism (2024-05-15), started once, stopped by its own PID.
import { pathToFileURL, fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPrism, type PrismServer } from "../../scripts/support/prism.js";
import { buildArgs, schemaErrors, specOperations, type CallArgs } from "../support/call-args.js";
import { loadSpec } from "../support/specs.js";
import { successSchema } from "../shims/support/shims.js";

const GENERATED = fileURLToPath(new URL("../../generated/client/", import.meta.url));
const SPEC = fileURLToPath(new URL("../../specs/2024-05-15.yaml", import.meta.url));
const TARGET = "2024-05-15";
const CLIENTS = ["2023-09-15", "2022-10-17"];

const CALL_TIMEOUT_MS = 8_000;
const TEST_TIMEOUT_MS = 12_000;
const AUTH = {
  privateKey: "pk_test",
  publicKey: "AbC123",
  clientCredentials: { clientId: "9c2f6a1e-4b7d-4e0a-8f3b-2d5c7e9a1b4f", clientSecret: "s3cr3t-5b8e2f7a9c1d4e6f" },
};
const NOT_CALLABLE = new Set(["oauth_authorize"]);

/* eslint-disable @typescript-eslint/no-explicit-any */
type Entry = Record<string, any>;
interface Descriptor {
  id: string;
  method: string;
  path: string;
  auth: string;
  body?: "json" | "form";
  emptyOk?: boolean;
}
interface Exchange {
  method: string;
  url: string;
  revision: string | null;
  authorization: string | null;
  status: number;
  violations: string | null;
}

function descriptors(entry: Entry): [string, Descriptor][] {
  return Object.entries(entry)
    .filter(([name, v]) => name.endsWith("Operation") && typeof v === "object" && v !== null && "id" in v)
    .map(([name, v]) => [name.slice(0, -"Operation".length), v as Descriptor] as [string, Descriptor])
    .sort((a, b) => a[1].id.localeCompare(b[1].id));
}

function recordingFetch(log: Exchange[]) {
  return async (input: string, init: RequestInit) => {
    const response = await globalThis.fetch(input, init);
    const headers = new Headers(init.headers);
    log.push({
      method: init.method ?? "GET",
      url: input,
      revision: headers.get("revision"),
      authorization: headers.get("authorization"),
      status: response.status,
      violations: response.headers.get("sl-violations"),
    });
    return response;
  };
}

function violations(raw: string | null): string {
  if (raw === null) return "(none)";
  try {
    return (JSON.parse(raw) as { location?: string[]; message?: string }[])
      .map((v) => `${(v.location ?? []).join(".")}: ${v.message}`)
      .join(" | ");
  } catch {
    return raw;
  }
}

function shown(e: Exchange | undefined): string {
  if (e === undefined) return "no request reached Prism";
  const u = new URL(e.url);
  return `${e.method} ${u.pathname}${u.search} (revision ${e.revision}) -> HTTP ${e.status}; sl-violations: ${violations(e.violations)}`;
}

/** Removes every `$attribution` key (the one change a sampled call meets that no shim can convert). */
function withoutAttribution(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutAttribution);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => k !== "$attribution")
      .map(([k, v]) => [k, withoutAttribution(v)]),
  );
}

const targetSpec = await loadSpec(TARGET);
const targetOps = specOperations(targetSpec);
const targetEntry = (await import(pathToFileURL(`${GENERATED}revisions/${TARGET}/index.js`).href)) as Entry;
const targetDescriptors = new Map(descriptors(targetEntry).map(([, d]) => [d.id, d]));

let prism: PrismServer | undefined;
beforeAll(async () => {
  prism = await startPrism(SPEC);
}, 40_000);
afterAll(async () => {
  await prism?.stop();
}, 15_000);

for (const rev of CLIENTS) {
  const spec = await loadSpec(rev);
  const ops = specOperations(spec);
  const entry = (await import(pathToFileURL(`${GENERATED}revisions/${rev}/index.js`).href)) as Entry;
  const shared = descriptors(entry).filter(([, d]) => targetOps.has(d.id));

  describe(`a ${rev} client upgraded to ${TARGET}`, () => {
    it("shares most of its operations with the target, and can upgrade to it", () => {
      expect(entry.upgradeTargets).toContain(TARGET);
      expect(shared.length).toBeGreaterThan(rev === "2022-10-17" ? 35 : 55);
    });

    for (const [fn, d] of shared) {
      if (NOT_CALLABLE.has(d.id)) {
        it.skip(`${d.id}: not called: the user-facing authorization page, not an API call`, () => undefined);
        continue;
      }
      it(
        `${d.id} (${fn}): sent as ${TARGET}, no violations, a 2xx, data in the ${rev} shape`,
        async () => {
          if (prism === undefined) throw new Error("Prism did not start");
          const { args, bodySchema } = buildArgs(rev, ops.get(d.id)!, d.body);
          if (bodySchema !== undefined)
            expect(schemaErrors(bodySchema, args.body), `${rev} ${d.id}: sampled body invalid`).toBeUndefined();
          const log: Exchange[] = [];
          const warnings: string[] = [];
          const client = entry.createClient({
            baseUrl: prism.url,
            auth: AUTH,
            fetch: recordingFetch(log),
            retry: false,
            timeoutMs: CALL_TIMEOUT_MS,
            onWarning: (w: string) => warnings.push(w),
            upgradeTo: TARGET,
          });
          const call = (a: CallArgs) => entry[fn](client, a);
          let result: any;
          try {
            result = await call(args);
          } catch (e) {
            const err = e as { name?: string; change?: string; message?: string };
            if (err.name !== "UnshimmableChangeError")
              throw new Error(`${rev} ${d.id} threw ${err.name}: ${err.message}\n  wire: ${shown(log.at(-1))}`);
            // Refused before anything was sent; only the one change no shim converts may do that here.
            expect(log, "nothing was sent").toEqual([]);
            expect(err.change).toBe("RemoveAttributionFromEventCreation");
            result = await call(withoutAttribution(args) as CallArgs);
          }
          if (d.auth === "basic" && log.at(-1)?.authorization === null && result.status === 401) {
            // The runtime sends no Basic credentials (see client-prism.test.ts); the wire checks below still hold.
            expect(log.at(-1)?.violations ?? null).toBeNull();
            return;
          }
          const what = `${rev} ${d.id}: HTTP ${result.status}${result.error ? `; error: ${result.error.message}` : ""}\n  wire: ${shown(log.at(-1))}`;
          expect(log, `${rev} ${d.id}: exactly one request`).toHaveLength(1);
          expect(log[0]!.revision, what).toBe(TARGET);
          expect(log[0]!.violations, what).toBeNull();
          expect(result.error, what).toBeUndefined();
          expect(result.status >= 200 && result.status < 300, what).toBe(true);
          const newer = targetDescriptors.get(d.id)!;
          if (newer.emptyOk !== true) expect(result.data, `${what}\n  (data missing)`).toBeDefined();
          const older = successSchema(ops.get(d.id)!);
          if (older !== undefined && result.data !== undefined)
            expect(schemaErrors(older, result.data), `${what}\n  data is not a ${rev} response`).toBeUndefined();
        },
        TEST_TIMEOUT_MS,
      );
    }
  });
}
