// End-to-end check of every spec against Prism's request validation.
//
// For each revision spec (and the legacy spec) a Prism mock server is started, one spec at a time, and one realistic
// request per operation group (the spec's tags) is sent. Each must get a 2xx and no `sl-violations` header. The
// requests follow the service document (specs/README.md, "Where the facts come from"), not the specs: they are written
// per revision from the document's change history, so a spec that disagrees with the document shows up as a violation
// here.
//
// Negative facts checked on every revision spec: a wrong `revision` header is a violation; a /client/ request without
// `company_id` is a 401; a token request with a JSON body is rejected.
//
// OAuth is exercised through the token endpoint (code exchange and refresh), not GET /oauth/authorize: Prism answers
// the authorize request with a 302 whose Location is a generated placeholder (not the redirect_uri with code and
// state), and it "executes" the spec's `authorizationResult` callback as a real server-side GET to the redirect_uri,
// without the callback's required `state`. That is neither the documented redirect nor something a test should do.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import YAML from "yaml";
import { startPrism, type PrismServer } from "../../scripts/support/prism.js";

type Json = any;

const SPECS_DIR = fileURLToPath(new URL("../../specs/", import.meta.url));

const START_TIMEOUT_MS = 40_000; // startPrism waits up to 30 s for the port
const STOP_TIMEOUT_MS = 15_000; // SIGTERM, SIGKILL after 5 s
const REQUEST_TIMEOUT_MS = 10_000;

// ---------------------------------------------------------------------------------------------------------------------
// Revisions and the facts every request is built from.

/** The revision specs present in specs/, oldest first (a `.pre` beta sorts next to the GA revision of its date). */
const REVISIONS = readdirSync(SPECS_DIR)
  .filter((f) => /^\d{4}-\d{2}-\d{2}(\.pre)?\.yaml$/.test(f))
  .map((f) => f.replace(/\.yaml$/, ""))
  .sort();

/** True when `rev` is `since` or later. A beta (`2023-08-15.pre`) counts as its date. */
const at = (rev: string, since: string): boolean => rev.slice(0, 10) >= since;

const PRIVATE_KEY = "pk_4f1c2b7e9a0d4e6b8c3a5f7d9e1b2c4a7f";
const PUBLIC_KEY = "AbC123"; // the 6-character public key (site ID)
const CLIENT_ID = "9c2f6a1e-4b7d-4e0a-8f3b-2d5c7e9a1b4f";
const CLIENT_SECRET = "s3cr3t-5b8e2f7a9c1d4e6f";
const REDIRECT_URI = "https://app.example.com/oauth/callback";
const LIST_ID = "Y6nRLr";
const PROFILE_ID = "01GDDKASAP8TKDDA2GRZDSVP4H";
const EMAIL = "sarah.mason@example.com";
const PHONE = "+15005550006";

/** PKCE verifier: the unpadded base64url of 32 bytes is exactly 43 characters of `[A-Za-z0-9_-]`. */
const CODE_VERIFIER = createHash("sha256").update("revforge e2e verifier").digest("base64url");
/** A refresh token is 512 characters (the document's token response); 384 bytes in base64url. */
const REFRESH_TOKEN = Buffer.concat(
  Array.from({ length: 12 }, (_, i) => createHash("sha256").update(`refresh ${i}`).digest()),
).toString("base64url");

// ---------------------------------------------------------------------------------------------------------------------
// Request bodies that change across revisions.

/** Subscribe Profiles: the job payload of the document's "Bulk jobs" table, as it was at `rev`. */
function subscribeProfilesBody(rev: string): Json {
  const type = "profile-subscription-bulk-create-job";
  // `channels` arrays (update 2023-02-07, under 2023-01-24), replaced by `subscriptions` consent from 2023-10-15.
  const consent = at(rev, "2023-10-15")
    ? {
        subscriptions: {
          email: { marketing: { consent: "SUBSCRIBED" } },
          sms: { marketing: { consent: "SUBSCRIBED" } },
        },
      }
    : at(rev, "2023-01-24")
      ? { channels: { email: ["MARKETING"], sms: ["MARKETING"] } }
      : {};
  const profile = { email: EMAIL, phone_number: PHONE, ...consent };
  if (!at(rev, "2023-07-15")) {
    // Before the relationship standardization: list id and a plain profile array in attributes.
    return { data: { type, attributes: { list_id: LIST_ID, profiles: [profile] } } };
  }
  return {
    data: {
      type,
      attributes: { profiles: { data: [{ type: "profile", attributes: profile }] } },
      relationships: { list: { data: { type: "list", id: LIST_ID } } },
    },
  };
}

/** Update Profile: null clears a field from 2023-02-22; `meta.patch_properties` from 2023-07-15. */
function updateProfileBody(rev: string): Json {
  const attributes = at(rev, "2023-02-22")
    ? { first_name: "Sarah", title: "Regional Manager", organization: null }
    : { first_name: "Sarah", title: "Regional Manager" };
  const meta = at(rev, "2023-07-15")
    ? { meta: { patch_properties: { append: { interests: "hiking" }, unset: "legacy_segment" } } }
    : {};
  return { data: { type: "profile", id: PROFILE_ID, attributes, ...meta } };
}

/** Create Event (and Create Client Event): flat profile and metric before 2023-07-15, `{data: {type, attributes}}` after. */
function createEventBody(rev: string): Json {
  const profileAttributes = { email: EMAIL, phone_number: PHONE, first_name: "Sarah" };
  const relatedShape = at(rev, "2023-07-15")
    ? {
        profile: { data: { type: "profile", attributes: profileAttributes } },
        metric: { data: { type: "metric", attributes: { name: "Viewed Product" } } },
      }
    : { profile: profileAttributes, metric: { name: "Viewed Product" } };
  return {
    data: {
      type: "event",
      attributes: {
        ...relatedShape,
        properties: { ProductName: "Winnie the Pooh", Brand: "Kids Books", Categories: ["Books"] },
        value: 9.99,
        time: "2024-01-05T10:15:00Z",
        unique_id: "4b5d3f6e-2c1a-4e8b-9f7d-0a3c5e7b9d1f",
      },
    },
  };
}

/** Create Client Subscription: list id and profile fields in attributes before 2023-07-15; relationships after. */
function clientSubscriptionBody(rev: string): Json {
  const properties = { signup_source: "footer form" };
  if (!at(rev, "2023-07-15")) {
    return {
      data: {
        type: "subscription",
        attributes: { list_id: LIST_ID, email: EMAIL, phone_number: PHONE, properties },
      },
    };
  }
  return {
    data: {
      type: "subscription",
      attributes: {
        profile: { data: { type: "profile", attributes: { email: EMAIL, phone_number: PHONE, properties } } },
      },
      relationships: { list: { data: { type: "list", id: LIST_ID } } },
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// The request table: one entry per operation group (spec tag).

type Method = "GET" | "POST" | "PATCH" | "DELETE";

interface Request {
  /** The operationId the spec must give this method and path (specs/operations.md). */
  operationId: string;
  method: Method;
  /** The path template as written in the spec. */
  path: string;
  pathParams?: Record<string, string>;
  query?: Record<string, string>;
  /** A JSON body (`application/json`). */
  json?: Json;
  /** A form body (`application/x-www-form-urlencoded`). */
  form?: Record<string, string>;
  /** Extra or overriding headers. */
  headers?: Record<string, string>;
  /** The documented status; any 2xx when absent. */
  status?: number;
}

interface Group {
  /** The spec tag. */
  tag: string;
  /** Whether the revision has this group, from the document's change history. */
  available: (rev: string) => boolean;
  requests: (rev: string) => Request[];
}

const always = () => true;
/** `value` when `condition` holds, else nothing (for query parameters that exist from some revision on). */
const when = (condition: boolean, value: Record<string, string>): Record<string, string> => (condition ? value : {});
const basicAuth = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64")}`;

const GROUPS: Group[] = [
  {
    tag: "OAuth",
    available: always,
    requests: (): Request[] => [
      {
        operationId: "oauth_token",
        method: "POST",
        path: "/oauth/token",
        headers: { Authorization: basicAuth },
        form: {
          grant_type: "authorization_code",
          code: "f3Hk2pQx9ZbW7cVn",
          code_verifier: CODE_VERIFIER,
          redirect_uri: REDIRECT_URI,
        },
        status: 200,
      },
      {
        operationId: "oauth_token",
        method: "POST",
        path: "/oauth/token",
        headers: { Authorization: basicAuth },
        form: { grant_type: "refresh_token", refresh_token: REFRESH_TOKEN },
        status: 200,
      },
    ],
  },
  {
    tag: "Profiles",
    available: always,
    requests: (rev) => [
      {
        operationId: "subscribe_profiles",
        method: "POST",
        path: "/api/profile-subscription-bulk-create-jobs/",
        json: subscribeProfilesBody(rev),
      },
      {
        operationId: "update_profile",
        method: "PATCH",
        path: "/api/profiles/{id}/",
        pathParams: { id: PROFILE_ID },
        json: updateProfileBody(rev),
      },
    ],
  },
  {
    tag: "Client",
    available: always,
    requests: (rev) => [
      {
        operationId: "create_client_subscription",
        method: "POST",
        path: "/client/subscriptions/",
        json: clientSubscriptionBody(rev),
      },
    ],
  },
  {
    tag: "Events",
    available: always,
    requests: (rev) => [
      { operationId: "create_event", method: "POST", path: "/api/events/", json: createEventBody(rev) },
    ],
  },
  {
    tag: "Lists and segments",
    available: always,
    requests: (rev) => [
      {
        operationId: "get_list_profiles",
        method: "GET",
        // The path parameter is renamed from list_id to id in 2023-06-15 (the URL is the same).
        path: at(rev, "2023-06-15") ? "/api/lists/{id}/profiles/" : "/api/lists/{list_id}/profiles/",
        pathParams: { [at(rev, "2023-06-15") ? "id" : "list_id"]: LIST_ID },
        query: {
          ...when(at(rev, "2023-09-15"), {
            sort: "joined_group_at",
            filter: "greater-than(joined_group_at,2023-09-01T00:00:00Z)",
          }),
          ...when(at(rev, "2023-10-15"), { "additional-fields[profile]": "subscriptions" }),
        },
      },
    ],
  },
  {
    tag: "Flows",
    available: always,
    requests: (rev) => [
      {
        operationId: "get_flows",
        method: "GET",
        path: "/api/flows/",
        // Cursor-based pagination from 2023-02-22: the cursor of `links.next`.
        query: when(at(rev, "2023-02-22"), { "page[cursor]": "bmV4dDo6aWQ6OjQzNTk5NjQ1" }),
      },
    ],
  },
  {
    tag: "Templates",
    available: always,
    requests: (rev) =>
      at(rev, "2023-01-24")
        ? [
            {
              operationId: "create_template_render",
              method: "POST",
              path: "/api/template-render/",
              json: { data: { type: "template", id: "RipRmi", attributes: { context: { first_name: "Sarah" } } } },
            },
          ]
        : [
            {
              operationId: "create_template_render",
              method: "POST",
              path: "/api/templates/{id}/render/",
              pathParams: { id: "RipRmi" },
              json: { data: { type: "template", attributes: { context: { first_name: "Sarah" } } } },
            },
          ],
  },
  {
    tag: "Catalog",
    available: always,
    requests: (rev) => [
      {
        operationId: "create_catalog_item",
        method: "POST",
        path: "/api/catalog-items/",
        json: {
          data: {
            type: "catalog-item",
            attributes: {
              external_id: "SKU-1001",
              title: "Winnie the Pooh",
              description: "A children's classic.",
              url: "https://shop.example.com/products/1001",
              // Optional `price` (update 2023-02-14, under 2023-01-24).
              ...(at(rev, "2023-01-24") ? { price: 9.99 } : {}),
            },
          },
        },
      },
    ],
  },
  {
    tag: "Tags",
    available: (rev) => at(rev, "2023-01-24"),
    requests: () => [
      {
        operationId: "create_tag",
        method: "POST",
        path: "/api/tags/",
        json: {
          data: {
            type: "tag",
            attributes: { name: "Spring 2024" },
            relationships: { "tag-group": { data: { type: "tag-group", id: "1" } } },
          },
        },
      },
    ],
  },
  {
    tag: "Campaigns",
    available: (rev) => at(rev, "2023-02-22"),
    requests: (rev) => [
      {
        operationId: "create_campaign",
        method: "POST",
        path: "/api/campaigns/",
        json: {
          data: {
            type: "campaign",
            attributes: {
              name: "Spring sale",
              // Update 2023-07-20, under 2023-07-15.
              ...(at(rev, "2023-07-15")
                ? { reply_to_email: "support@example.com", cc_email: "cc@example.com", bcc_email: "audit@example.com" }
                : {}),
            },
          },
        },
      },
    ],
  },
  {
    tag: "Accounts",
    available: (rev) => at(rev, "2023-06-15"),
    requests: () => [{ operationId: "get_accounts", method: "GET", path: "/api/accounts/" }],
  },
  {
    tag: "Back in stock",
    available: (rev) => at(rev, "2023-07-15"),
    requests: () => [
      {
        operationId: "create_back_in_stock_subscription",
        method: "POST",
        path: "/api/back-in-stock-subscriptions/",
        json: {
          data: {
            type: "back-in-stock-subscription",
            attributes: {
              channels: ["EMAIL", "SMS"],
              profile: { data: { type: "profile", attributes: { email: EMAIL, phone_number: PHONE } } },
            },
            relationships: { variant: { data: { type: "catalog-variant", id: "$custom:::$default:::SKU-1001-RED" } } },
          },
        },
      },
    ],
  },
  {
    tag: "Push tokens",
    available: (rev) => at(rev, "2023-08-15"),
    requests: () => [
      {
        operationId: "create_push_token",
        method: "POST",
        path: "/api/push-tokens/",
        json: {
          data: {
            type: "push-token",
            attributes: {
              token: "1234567890abcdef1234567890abcdef1234567890abcdef1234567890abcdef",
              platform: "ios",
              vendor: "apns",
              enablement_status: "AUTHORIZED",
              profile: { data: { type: "profile", attributes: { email: EMAIL } } },
            },
          },
        },
      },
    ],
  },
  {
    tag: "Coupons",
    // Beta in 2023-08-15.pre, GA from 2023-09-15 (not in 2023-08-15 itself).
    available: (rev) => rev === "2023-08-15.pre" || at(rev, "2023-09-15"),
    requests: () => [
      {
        operationId: "create_coupon",
        method: "POST",
        path: "/api/coupons/",
        json: {
          data: { type: "coupon", attributes: { external_id: "SPRING10", description: "10% off spring orders" } },
        },
      },
    ],
  },
  {
    tag: "Images",
    available: (rev) => at(rev, "2023-09-15"),
    requests: () => [
      {
        operationId: "update_image",
        method: "PATCH",
        path: "/api/images/{id}/",
        pathParams: { id: "7" },
        json: { data: { type: "image", id: "7", attributes: { name: "Spring hero banner", hidden: false } } },
      },
    ],
  },
  {
    tag: "Reporting",
    available: (rev) => at(rev, "2024-02-15"),
    requests: () => [
      {
        operationId: "query_campaign_values",
        method: "POST",
        path: "/api/campaign-values-reports/",
        json: {
          data: {
            type: "campaign-values-report",
            attributes: {
              statistics: ["opens", "clicks", "conversion_value"],
              timeframe: { key: "last_30_days" },
              conversion_metric_id: "RESQ6t",
            },
          },
        },
      },
    ],
  },
];

/** The legacy v1/v2 spec: its own groups, its own authentication (public key in `data.token`, private key in `api_key`). */
const LEGACY_GROUPS: Group[] = [
  {
    tag: "Legacy Track and Identify",
    available: always,
    requests: () => [
      {
        operationId: "legacy_track_profile_activity",
        method: "POST",
        path: "/api/track",
        form: {
          data: JSON.stringify({
            token: PUBLIC_KEY,
            event: "Ordered Product",
            customer_properties: { $email: EMAIL, $first_name: "Sarah", $city: "Boston" },
            properties: { $event_id: "1234-5678", $value: 29.99, ItemName: "Winnie the Pooh" },
          }),
        },
        status: 200,
      },
    ],
  },
  {
    tag: "Legacy Lists",
    available: always,
    requests: () => [
      {
        operationId: "legacy_subscribe_profiles_to_list",
        method: "POST",
        path: "/api/v2/list/{list_id}/subscribe",
        pathParams: { list_id: LIST_ID },
        query: { api_key: PRIVATE_KEY },
        json: { profiles: [{ email: EMAIL }, { phone_number: PHONE, sms_consent: true }] },
        status: 200,
      },
    ],
  },
  {
    tag: "Legacy Exclusions",
    available: always,
    requests: () => [
      {
        operationId: "legacy_exclude_profile_from_all_email",
        method: "POST",
        path: "/v1/people/exclusions",
        query: { api_key: PRIVATE_KEY },
        form: { email: EMAIL },
        status: 200,
      },
    ],
  },
];

/**
 * The breaking changes seen from the other side: the payload of the other era is a violation. (The old shapes are
 * not all rejected by the later schemas: before 2023-07-15 a nested `{data: ...}` profile is still a valid object of
 * profile attributes, so only the directions a schema can tell apart are listed.)
 */
interface OtherEra {
  name: string;
  applies: (rev: string) => boolean;
  request: () => Request;
}

const SUBSCRIBE = {
  operationId: "subscribe_profiles",
  method: "POST",
  path: "/api/profile-subscription-bulk-create-jobs/",
} as const;
const CREATE_EVENT = { operationId: "create_event", method: "POST", path: "/api/events/" } as const;

const OTHER_ERA_PAYLOADS: OtherEra[] = [
  {
    name: "Subscribe Profiles rejects attributes.list_id + profiles[] (relationships since 2023-07-15)",
    applies: (rev) => at(rev, "2023-07-15"),
    request: () => ({ ...SUBSCRIBE, json: subscribeProfilesBody("2023-06-15") }),
  },
  {
    name: "Subscribe Profiles rejects channels arrays without subscriptions consent (since 2023-10-15)",
    applies: (rev) => at(rev, "2023-10-15"),
    request: () => ({ ...SUBSCRIBE, json: subscribeProfilesBody("2023-09-15") }),
  },
  {
    name: "Create Event rejects a flat profile and metric (since 2023-07-15)",
    applies: (rev) => at(rev, "2023-07-15"),
    request: () => ({ ...CREATE_EVENT, json: createEventBody("2023-06-15") }),
  },
  {
    name: "Create Event rejects $attribution in the event properties (since 2024-02-15)",
    applies: (rev) => at(rev, "2024-02-15"),
    request: () => {
      const body = createEventBody("2024-02-15");
      body.data.attributes.properties.$attribution = { $message: "01HMSJ2YB8ZBM1BD8QDKDCQTZE" };
      return { ...CREATE_EVENT, json: body };
    },
  },
  {
    name: "Update Profile rejects null in a profile field (null clears only from 2023-02-22)",
    applies: (rev) => !at(rev, "2023-02-22"),
    request: () => ({
      operationId: "update_profile",
      method: "PATCH",
      path: "/api/profiles/{id}/",
      pathParams: { id: PROFILE_ID },
      json: updateProfileBody("2023-02-22"),
    }),
  },
];

// ---------------------------------------------------------------------------------------------------------------------
// Spec reading: enough to find the operationId at a method and path (path items may be $refs into shared/).

function loadYaml(file: string): Json {
  return YAML.parse(readFileSync(file, "utf8"));
}

function deref(node: Json, file: string): Json {
  let current = node;
  let base = file;
  for (let hops = 0; current && typeof current === "object" && typeof current.$ref === "string"; hops++) {
    if (hops > 20) throw new Error(`$ref chain too long in ${file}`);
    const [target = "", pointer = ""] = (current.$ref as string).split("#");
    if (target) base = join(dirname(base), target);
    let doc = loadYaml(base);
    for (const key of pointer.split("/").filter(Boolean)) {
      doc = doc?.[key.replace(/~1/g, "/").replace(/~0/g, "~")];
    }
    if (doc === undefined) throw new Error(`unresolved $ref ${current.$ref} in ${file}`);
    current = doc;
  }
  return current;
}

interface Spec {
  file: string;
  tags: string[];
  operationIdAt(method: Method, path: string): string | undefined;
}

function readSpec(file: string): Spec {
  const doc = loadYaml(file);
  return {
    file,
    tags: ((doc.tags ?? []) as Array<{ name: string }>).map((t) => t.name),
    operationIdAt(method, path) {
      const item = doc.paths?.[path];
      return item === undefined ? undefined : deref(item, file)[method.toLowerCase()]?.operationId;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// Sending a request.

interface Outcome {
  status: number;
  violations: string | null;
  body: string;
}

function urlOf(base: string, request: Request, extraQuery: Record<string, string> = {}): string {
  const path = request.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = request.pathParams?.[name];
    if (value === undefined) throw new Error(`no value for path parameter ${name} of ${request.path}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams({ ...request.query, ...extraQuery }).toString();
  return `${base}${path}${query ? `?${query}` : ""}`;
}

/** The headers the document asks for, by kind of path. `rev` is undefined for the legacy spec. */
function defaultHeaders(path: string, rev: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (rev !== undefined && path.startsWith("/api/")) {
    headers.revision = rev;
    headers.Authorization = PRIVATE_KEY;
  }
  if (rev !== undefined && path.startsWith("/client/")) headers.revision = rev;
  return headers;
}

async function send(
  base: string,
  request: Request,
  rev: string | undefined,
  overrides: { headers?: Record<string, string>; query?: Record<string, string>; omitCompanyId?: boolean } = {},
): Promise<Outcome> {
  const headers: Record<string, string> = {
    ...defaultHeaders(request.path, rev),
    ...request.headers,
    ...overrides.headers,
  };
  let body: string | undefined;
  if (request.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(request.json);
  } else if (request.form !== undefined) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(request.form).toString();
  }
  const clientQuery = when(request.path.startsWith("/client/") && !overrides.omitCompanyId, { company_id: PUBLIC_KEY });
  const response = await fetch(urlOf(base, request, { ...clientQuery, ...overrides.query }), {
    method: request.method,
    headers,
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS - 1_000),
  });
  return { status: response.status, violations: response.headers.get("sl-violations"), body: await response.text() };
}

function describeOutcome(request: Request, outcome: Outcome): string {
  return (
    `${request.method} ${request.path} (${request.operationId}) -> ${outcome.status}\n` +
    `sl-violations: ${outcome.violations ?? "(none)"}\nbody: ${outcome.body.slice(0, 500)}`
  );
}

// ---------------------------------------------------------------------------------------------------------------------
// The suites.

function groupTests(spec: Spec, groups: Group[], rev: string | undefined, prism: () => PrismServer): void {
  const label = rev ?? "legacy";

  it("has exactly the operation groups the document gives it", () => {
    const expected = groups.filter((g) => g.available(label)).map((g) => g.tag);
    expect([...spec.tags].sort()).toEqual([...expected].sort());
  });

  for (const group of groups.filter((g) => g.available(label))) {
    it(
      `${group.tag}: documented requests pass validation`,
      async () => {
        for (const request of group.requests(label)) {
          expect(
            spec.operationIdAt(request.method, request.path),
            `${spec.file} has no ${request.operationId} at ${request.method} ${request.path}`,
          ).toBe(request.operationId);
          const outcome = await send(prism().url, request, rev);
          const what = describeOutcome(request, outcome);
          expect(outcome.violations, what).toBeNull();
          if (request.status !== undefined) expect(outcome.status, what).toBe(request.status);
          else {
            expect(outcome.status, what).toBeGreaterThanOrEqual(200);
            expect(outcome.status, what).toBeLessThan(300);
          }
        }
      },
      REQUEST_TIMEOUT_MS,
    );
  }
}

it("covers every revision of the catalog (specs/revisions.yaml)", () => {
  const catalog = loadYaml(join(SPECS_DIR, "revisions.yaml")) as { revisions: Array<{ id: string }> };
  expect(REVISIONS).toEqual(catalog.revisions.map((r) => r.id).sort());
});

for (const rev of REVISIONS) {
  describe(`revision ${rev}`, () => {
    const spec = readSpec(join(SPECS_DIR, `${rev}.yaml`));
    let prism: PrismServer | undefined;
    const server = (): PrismServer => {
      if (!prism) throw new Error("Prism did not start");
      return prism;
    };

    beforeAll(async () => {
      prism = await startPrism(spec.file);
    }, START_TIMEOUT_MS);
    afterAll(async () => {
      await prism?.stop();
    }, STOP_TIMEOUT_MS);

    groupTests(spec, GROUPS, rev, server);

    for (const otherEra of OTHER_ERA_PAYLOADS.filter((o) => o.applies(rev))) {
      it(
        otherEra.name,
        async () => {
          const request = otherEra.request();
          const outcome = await send(server().url, request, rev);
          const what = describeOutcome(request, outcome);
          expect(outcome.violations, what).not.toBeNull();
          expect(outcome.status, what).toBe(422);
        },
        REQUEST_TIMEOUT_MS,
      );
    }

    it(
      "reports a wrong revision header as a violation",
      async () => {
        const other = REVISIONS.find((r) => r !== rev) ?? "2099-01-01";
        const request: Request = { operationId: "get_profiles", method: "GET", path: "/api/profiles/" };
        const outcome = await send(server().url, request, rev, { headers: { revision: other } });
        const what = describeOutcome(request, outcome);
        expect(outcome.status === 422 || outcome.violations !== null, what).toBe(true);
        expect(outcome.violations ?? "", what).toContain('"revision"');
      },
      REQUEST_TIMEOUT_MS,
    );

    it(
      "rejects a /client/ request without company_id (401)",
      async () => {
        const request: Request = {
          operationId: "create_client_subscription",
          method: "POST",
          path: "/client/subscriptions/",
          json: clientSubscriptionBody(rev),
        };
        const outcome = await send(server().url, request, rev, { omitCompanyId: true });
        expect(outcome.status, describeOutcome(request, outcome)).toBe(401);
      },
      REQUEST_TIMEOUT_MS,
    );

    it(
      "rejects a token request with a JSON body",
      async () => {
        const request: Request = {
          operationId: "oauth_token",
          method: "POST",
          path: "/oauth/token",
          headers: { Authorization: basicAuth },
          json: { grant_type: "refresh_token", refresh_token: REFRESH_TOKEN },
        };
        const outcome = await send(server().url, request, rev);
        const what = describeOutcome(request, outcome);
        expect([415, 422], what).toContain(outcome.status);
        expect(outcome.violations ?? "", what).toContain("application/x-www-form-urlencoded");
      },
      REQUEST_TIMEOUT_MS,
    );
  });
}

describe("legacy v1/v2", () => {
  const spec = readSpec(join(SPECS_DIR, "legacy.yaml"));
  let prism: PrismServer | undefined;

  beforeAll(async () => {
    prism = await startPrism(spec.file);
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await prism?.stop();
  }, STOP_TIMEOUT_MS);

  groupTests(spec, LEGACY_GROUPS, undefined, () => {
    if (!prism) throw new Error("Prism did not start");
    return prism;
  });
});
