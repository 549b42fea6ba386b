// Every operation of every revision, called once through the generated client against Prism serving that revision's
// spec: no request violations.
//
// For each revision of the catalog (specs/revisions.yaml, oldest first) one Prism mock server is started on
// 127.0.0.1 (scripts/support/prism.ts: spawned directly, stopped by its own PID), the revision's entry point
// generated/client/revisions/<rev>/index.js is imported, and every exported operation function is called once with
// arguments built from the dereferenced spec (test/support/call-args.ts): a plain id for path parameters, required
// query parameters, optional ones whose values the spec gives (sort, include, additional-fields enums, an `x-filter`
// expression, a page size), and a body sampled from the request schema (test/support/sample.ts), checked with ajv
// before it is sent so that a sampler mistake is never blamed on the client.
// Each call must come back as a success Result (2xx; data present unless the descriptor says emptyOk) without an
// `sl-violations` header. A client that is created with a recording `fetch` (it only observes) lets a failure say what
// went over the wire and what Prism objected to, even when the runtime throws.
//
// OAuth (shared/oauth.yaml, the same in every revision):
// - oauth_token and oauth_revoke take HTTP Basic client credentials (descriptor auth "basic"). They are checked on the
//   wire with a direct fetch carrying Basic auth and a form body sampled from the spec (always), and through the
//   generated function with `auth.clientCredentials` when the generated runtime sends Basic credentials for "basic"
//   operations (probed without network at collection time). A runtime that sends none gets an explicit skip naming
//   the reason: Prism would answer 401 to a correct client call, which says nothing about the operation.
// - oauth_authorize is skipped, explicitly: it is the user-facing authorization page on another host
//   ({authorize_url}), answered with a 302 that the runtime by design never follows (RedirectError), and Prism
//   "executes" the spec's authorizationResult callback as a real GET to the redirect_uri. Not an API call.
//
// Prism is started and stopped per revision, one at a time (two cores), with explicit timeouts.
import { readdirSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { entryRuntimeValues } from "../../generator/emit/entry-runtime-exports.js";
import { startPrism, type PrismServer } from "../../scripts/support/prism.js";
import { buildArgs, schemaErrors, specOperations, type CallArgs } from "../support/call-args.js";
import { loadSpec, revisions, type Json } from "../support/specs.js";

const CLIENT_REVISIONS = fileURLToPath(new URL("../../generated/client/revisions/", import.meta.url));
const SPECS_DIR = fileURLToPath(new URL("../../specs/", import.meta.url));

const START_TIMEOUT_MS = 40_000; // startPrism waits up to 30 s for the port
const STOP_TIMEOUT_MS = 15_000; // SIGTERM, SIGKILL after 5 s
const CALL_TIMEOUT_MS = 8_000; // the client's per-attempt timeout
const TEST_TIMEOUT_MS = 12_000;

const PRIVATE_KEY = "pk_test";
const PUBLIC_KEY = "AbC123";
const CLIENT_ID = "9c2f6a1e-4b7d-4e0a-8f3b-2d5c7e9a1b4f";
const CLIENT_SECRET = "s3cr3t-5b8e2f7a9c1d4e6f";

/** `auth` for createClient. `clientCredentials` is read by runtimes that send Basic credentials for "basic" ops. */
const AUTH = {
  privateKey: PRIVATE_KEY,
  publicKey: PUBLIC_KEY,
  clientCredentials: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
};

/** Operations that are not API calls; see the banner. */
const NOT_CALLABLE: Readonly<Record<string, string>> = {
  oauth_authorize:
    "user-facing authorization page on {authorize_url}: Prism answers 302 (never followed by the runtime) and " +
    "fires the authorizationResult callback at the redirect_uri",
};

// ---------------------------------------------------------------------------------------------------------------------
// The generated entry points, seen loosely: they are plain JavaScript imported by a path computed at run time.

interface Descriptor {
  id: string;
  method: string;
  path: string;
  auth: "api" | "client" | "basic" | "none";
  body?: "json" | "form";
  paginated?: boolean;
  emptyOk?: boolean;
}

interface ResultLike {
  data?: unknown;
  error?: { message: string; name?: string };
  status: number;
  headers: Headers;
}

type OperationFn = (client: unknown, args: CallArgs, options?: unknown) => Promise<ResultLike>;
type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

interface EntryPoint {
  createClient(options: Record<string, unknown>): unknown;
  [name: string]: unknown;
}

interface Planned {
  /** The exported function's name, e.g. `getProfiles`. */
  fn: string;
  descriptor: Descriptor;
}

function isDescriptor(value: unknown): value is Descriptor {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === "string" && typeof v.method === "string" && typeof v.path === "string";
}

/** The operation functions of an entry point: every `<fn>Operation` descriptor with its `<fn>`. */
function plannedOperations(entry: EntryPoint): Planned[] {
  const planned: Planned[] = [];
  for (const [name, value] of Object.entries(entry)) {
    if (name.endsWith("Operation") && isDescriptor(value)) {
      planned.push({ fn: name.slice(0, -"Operation".length), descriptor: value });
    }
  }
  return planned.sort((a, b) => a.descriptor.id.localeCompare(b.descriptor.id));
}

/**
 * Exported functions that are neither createClient, what the entry point re-exports from the runtime (unwrap, the
 * error classes), an operation function, nor its paginator helpers.
 */
function unaccountedFunctions(entry: EntryPoint, planned: Planned[]): string[] {
  const known = new Set(["createClient", ...entryRuntimeValues]);
  for (const { fn } of planned) for (const name of [fn, `${fn}Pages`, `${fn}Items`]) known.add(name);
  return Object.entries(entry)
    .filter(([name, value]) => typeof value === "function" && !known.has(name))
    .map(([name]) => name);
}

// ---------------------------------------------------------------------------------------------------------------------
// Calling, and describing what happened.

interface Exchange {
  method: string;
  url: string;
  authorization: string | null;
  status: number;
  violations: string | null;
}

/** A fetch that observes: it forwards every call unchanged and notes the request and Prism's verdict. */
function recordingFetch(log: Exchange[]): FetchLike {
  return async (input, init) => {
    const response = await globalThis.fetch(input, init);
    log.push({
      method: init.method ?? "GET",
      url: input,
      authorization: new Headers(init.headers).get("authorization"),
      status: response.status,
      violations: response.headers.get("sl-violations"),
    });
    return response;
  };
}

/** Prism's `sl-violations` header (a JSON array), one `location: message` per line. */
function formatViolations(raw: string | null): string {
  if (raw === null) return "(none)";
  try {
    const items = JSON.parse(raw) as Array<{ location?: string[]; message?: string; code?: unknown }>;
    return items
      .map((v) => `${(v.location ?? []).join(".") || "request"}: ${v.message ?? JSON.stringify(v)}`)
      .join(" | ");
  } catch {
    return raw;
  }
}

/** Redacts the credentials of this test from anything shown (they are fake, but a habit is a habit). */
function shown(text: string): string {
  return text.split(PRIVATE_KEY).join("<private key>").split(CLIENT_SECRET).join("<client secret>");
}

function describeExchange(exchange: Exchange | undefined): string {
  if (exchange === undefined) return "no request reached Prism";
  const url = new URL(exchange.url);
  return shown(
    `${exchange.method} ${url.pathname}${url.search} -> HTTP ${exchange.status}; ` +
      `sl-violations: ${formatViolations(exchange.violations)}`,
  );
}

const basicAuth = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`;

/** A client on `baseUrl` whose requests are observed into `log`; lifecycle warnings are collected, not printed. */
function makeClient(entry: EntryPoint, baseUrl: string, log: Exchange[], fetch: FetchLike = recordingFetch(log)) {
  return entry.createClient({
    baseUrl,
    auth: AUTH,
    fetch,
    retry: false, // one attempt: a retried 5xx or 429 would hide what Prism said the first time
    timeoutMs: CALL_TIMEOUT_MS,
    onWarning: () => undefined, // past end-of-support warnings for old revisions are expected here
  });
}

/**
 * Whether the generated runtime sends `Authorization: Basic …` for a "basic" operation when `auth.clientCredentials`
 * is configured. Probed with a fake fetch: no network, nothing started.
 */
async function runtimeSendsBasic(entry: EntryPoint, planned: Planned): Promise<boolean> {
  let authorization: string | null = null;
  const fake: FetchLike = async (_input, init) => {
    authorization = new Headers(init.headers).get("authorization");
    return new Response('{"ok":true}', { status: 200, headers: { "content-type": "application/json" } });
  };
  const client = makeClient(entry, "http://127.0.0.1:9", [], fake);
  const call = entry[planned.fn] as OperationFn;
  try {
    await call(client, { body: { token: "probe", token_type_hint: "refresh_token" } });
  } catch {
    return false;
  }
  return authorization === basicAuth;
}

/** The arguments shown in a failure message (bodies cut short). */
function describeArgs(args: CallArgs): string {
  const text = JSON.stringify(args);
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
}

// ---------------------------------------------------------------------------------------------------------------------
// Collection: every revision's spec and entry point, loaded before the suites are declared.

interface RevisionPlan {
  rev: string;
  specFile: string;
  spec: Json;
  entry: EntryPoint | undefined;
  importError?: string;
  planned: Planned[];
  sendsBasic: boolean;
}

async function planRevision(rev: string): Promise<RevisionPlan> {
  const specFile = `${SPECS_DIR}${rev}.yaml`;
  const spec = await loadSpec(rev);
  let entry: EntryPoint | undefined;
  let importError: string | undefined;
  try {
    entry = (await import(pathToFileURL(`${CLIENT_REVISIONS}${rev}/index.js`).href)) as EntryPoint;
  } catch (e) {
    importError = e instanceof Error ? e.message : String(e);
  }
  const planned = entry === undefined ? [] : plannedOperations(entry);
  const basic = planned.find((p) => p.descriptor.auth === "basic");
  const sendsBasic = entry !== undefined && basic !== undefined && (await runtimeSendsBasic(entry, basic));
  return { rev, specFile, spec, entry, importError, planned, sendsBasic };
}

const plans: RevisionPlan[] = [];
for (const rev of revisions) plans.push(await planRevision(rev));

it("has a generated entry point for every revision of the catalog, and no other", () => {
  const generated = readdirSync(CLIENT_REVISIONS).sort();
  expect(generated).toEqual([...revisions].sort());
});

for (const plan of plans) {
  const { rev } = plan;

  describe(`revision ${rev}`, () => {
    let prism: PrismServer | undefined;
    const server = (): PrismServer => {
      if (!prism) throw new Error(`Prism for ${rev} did not start`);
      return prism;
    };

    beforeAll(async () => {
      prism = await startPrism(plan.specFile);
    }, START_TIMEOUT_MS);
    afterAll(async () => {
      await prism?.stop();
    }, STOP_TIMEOUT_MS);

    const specOps = specOperations(plan.spec);

    it("imports generated/client/revisions/<rev>/index.js", () => {
      expect(plan.importError, `${rev}: import failed`).toBeUndefined();
      expect(typeof plan.entry?.createClient).toBe("function");
    });

    it("exports one operation function per spec operation (same method and path), and no unaccounted function", () => {
      const entry = plan.entry;
      if (entry === undefined) throw new Error(`${rev}: the entry point did not import`);
      const fromClient = plan.planned.map((p) => `${p.descriptor.id} ${p.descriptor.method} ${p.descriptor.path}`);
      const fromSpec = [...specOps.values()].map((o) => `${o.id} ${o.method} ${o.path}`);
      expect(fromClient.sort(), `${rev}: client operations vs spec operations`).toEqual(fromSpec.sort());
      for (const { fn } of plan.planned) expect(typeof entry[fn], `${rev}: ${fn} is not a function`).toBe("function");
      expect(unaccountedFunctions(entry, plan.planned), `${rev}: exported functions that are not operations`).toEqual(
        [],
      );
    });

    for (const planned of plan.planned) {
      const { descriptor, fn } = planned;
      const name = `${descriptor.id} (${fn})`;
      const operation = specOps.get(descriptor.id);

      if (NOT_CALLABLE[descriptor.id] !== undefined) {
        // Explicitly not called; the reason is in the test name and in the banner.
        it.skip(`${name}: not called: ${NOT_CALLABLE[descriptor.id]}`, () => undefined);
        continue;
      }

      if (descriptor.auth === "basic") {
        it(
          `${name}: the spec's request with Basic client credentials passes Prism (direct fetch)`,
          async () => {
            if (operation === undefined) throw new Error(`${rev}: ${descriptor.id} is not in the spec`);
            const { args, bodySchema } = buildArgs(rev, operation, descriptor.body);
            if (bodySchema !== undefined) {
              expect(
                schemaErrors(bodySchema, args.body),
                `${rev} ${descriptor.id}: sampled body invalid`,
              ).toBeUndefined();
            }
            const response = await fetch(`${server().url}${descriptor.path}`, {
              method: descriptor.method,
              headers: {
                accept: "application/json",
                authorization: basicAuth,
                "content-type": "application/x-www-form-urlencoded",
              },
              body: new URLSearchParams(args.body as Record<string, string>).toString(),
              redirect: "manual",
              signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
            });
            const text = await response.text();
            const what = shown(
              `${rev} ${descriptor.id}: ${descriptor.method} ${descriptor.path} -> HTTP ${response.status}; ` +
                `sl-violations: ${formatViolations(response.headers.get("sl-violations"))}; body: ${text.slice(0, 300)}`,
            );
            expect(response.headers.get("sl-violations"), what).toBeNull();
            expect(response.status >= 200 && response.status < 300, what).toBe(true);
            expect(() => JSON.parse(text), what).not.toThrow();
          },
          TEST_TIMEOUT_MS,
        );
      }

      // A "basic" operation through the client needs a runtime that sends the client credentials (see the banner).
      const skipReason =
        descriptor.auth === "basic" && !plan.sendsBasic
          ? "generated runtime sends no Basic client credentials for auth 'basic' " +
            "(generated/client/runtime/auth.js; auth.clientCredentials not supported yet): Prism would answer 401"
          : undefined;
      if (skipReason !== undefined) {
        it.skip(`${name}: through the client: ${skipReason}`, () => undefined);
        continue;
      }

      it(
        `${name}: through the client, no violations and a 2xx`,
        async () => {
          if (operation === undefined) throw new Error(`${rev}: ${descriptor.id} is not in the spec`);
          const entry = plan.entry;
          if (entry === undefined) throw new Error(`${rev}: the entry point did not import`);
          const { args, bodySchema } = buildArgs(rev, operation, descriptor.body);
          if (bodySchema !== undefined) {
            // A sampler bug, not a client bug: say so before anything is sent.
            expect(
              schemaErrors(bodySchema, args.body),
              `${rev} ${descriptor.id}: the sampled body does not match the spec's request schema`,
            ).toBeUndefined();
          }
          const log: Exchange[] = [];
          const client = makeClient(entry, server().url, log);
          const call = entry[fn] as OperationFn;
          let result: ResultLike;
          try {
            result = await call(client, args);
          } catch (e) {
            const error = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
            throw new Error(
              `${rev} ${descriptor.id}: the call threw ${shown(error)}\n` +
                `  wire: ${describeExchange(log.at(-1))}\n  args: ${describeArgs(args)}`,
            );
          }
          const violations = result.headers.get("sl-violations");
          const what =
            `${rev} ${descriptor.id}: HTTP ${result.status}; sl-violations: ${formatViolations(violations)}` +
            (result.error === undefined ? "" : `; error: ${shown(result.error.message)}`) +
            `\n  wire: ${describeExchange(log.at(-1))}\n  args: ${describeArgs(args)}`;
          expect(log, `${rev} ${descriptor.id}: exactly one request`).toHaveLength(1);
          expect(violations, what).toBeNull();
          expect(result.error, what).toBeUndefined();
          expect(result.status >= 200 && result.status < 300, what).toBe(true);
          if (descriptor.emptyOk !== true) expect(result.data, `${what}\n  (data missing)`).toBeDefined();
        },
        TEST_TIMEOUT_MS,
      );
    }
  });
}
