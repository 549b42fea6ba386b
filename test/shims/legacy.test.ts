/**
 * The legacy entry point (`@revforge/client/legacy`, templates/runtime/upgrade-legacy.ts): every row of the service
 * document's legacy identifier mapping table, the track fields, the chunking of subscribe / unsubscribe / suppress
 * calls to 100 profiles (250 subscriptions are three requests), legacy `data` as JSON text or base64, and every
 * output valid against the target revision's request schema (2024-05-15), for fixed examples and for legacy payloads
 * generated from specs/legacy.yaml.
 */
import fc from "fast-check";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { schemaErrors } from "../support/call-args.js";
import { loadSpec, operation, requestSchema, type Json } from "../support/specs.js";
import { arbitraryOf } from "./support/arbitrary.js";
import { GENERATED } from "./support/shims.js";
import {
  exclusionRequests,
  identifyRequest,
  legacyData,
  subscribeRequests,
  trackRequest,
  unsubscribeRequests,
} from "../../templates/runtime/upgrade-legacy.js";

let latest: Json;
let legacy: Json;
const target = (id: string) => requestSchema(operation(latest, id).op);
beforeAll(async () => {
  latest = await loadSpec("2024-05-15");
  legacy = await loadSpec("legacy");
}, 60_000);

/** The identify request's profile for legacy properties. */
const identified = (properties: Record<string, unknown>) => identifyRequest({ properties }).body as Json;

describe("the legacy identifier mapping table, row by row", () => {
  it.each([
    ["$email", "email", "sarah.mason@example.com"],
    ["$phone_number", "phone_number", "+15005550006"],
    ["$anonymous", "anonymous_id", "anon-7f3"],
    ["$id", "external_id", "crm-42"],
    ["$exchange_id", "_kx", "kx.abc"],
    ["$first_name", "first_name", "Sarah"],
    ["$last_name", "last_name", "Mason"],
    ["$image", "image", "https://example.com/sarah.png"],
  ])("%s → %s", (legacyField, field, value) => {
    const body = identified({ [legacyField]: value });
    expect(body).toEqual({ data: { type: "profile", attributes: { [field]: value } } });
    expect(schemaErrors(target("create_or_update_profile"), body)).toBeUndefined();
  });

  it("$kid → the profile's data.id", () => {
    const body = identified({ $kid: "01GDDKASAP8TKDDA2GRZDSVP4H", $email: "a@b.io" });
    expect(body).toEqual({
      data: { type: "profile", id: "01GDDKASAP8TKDDA2GRZDSVP4H", attributes: { email: "a@b.io" } },
    });
    expect(schemaErrors(target("create_or_update_profile"), body)).toBeUndefined();
  });

  it.each([
    ["$city", "city", "Boston"],
    ["$region", "region", "MA"],
    ["$country", "country", "United States"],
    ["$zip", "zip", "02110"],
  ])("%s → location.%s", (legacyField, field, value) => {
    const body = identified({ [legacyField]: value });
    expect(body).toEqual({ data: { type: "profile", attributes: { location: { [field]: value } } } });
    expect(schemaErrors(target("create_or_update_profile"), body)).toBeUndefined();
  });

  it("other custom properties → properties", () => {
    const body = identified({ plan: "gold", $organization: "Acme", visits: 3 });
    expect(body).toEqual({
      data: { type: "profile", attributes: { properties: { plan: "gold", $organization: "Acme", visits: 3 } } },
    });
    expect(schemaErrors(target("create_or_update_profile"), body)).toBeUndefined();
  });

  it("keeps a custom property named __proto__ as data", () => {
    const props = JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    const attributes = (identified(props).data as Json).attributes;
    expect(Object.prototype.hasOwnProperty.call(attributes.properties, "__proto__")).toBe(true);
    expect(({} as Json).polluted).toBeUndefined();
  });
});

describe("track", () => {
  it("customer_properties → the event's profile, $event_id → unique_id, $value → value, event → the metric", () => {
    const args = trackRequest({
      token: "AbC123",
      event: "Placed Order",
      customer_properties: { $email: "sarah.mason@example.com", $kid: "p1", $city: "Boston", tier: "gold" },
      properties: { $event_id: "order-1001", $value: 29.98, ItemNames: ["Winnie", "Piglet"] },
    });
    expect(args.body).toEqual({
      data: {
        type: "event",
        attributes: {
          profile: {
            data: {
              type: "profile",
              id: "p1",
              attributes: {
                email: "sarah.mason@example.com",
                location: { city: "Boston" },
                properties: { tier: "gold" },
              },
            },
          },
          metric: { data: { type: "metric", attributes: { name: "Placed Order" } } },
          unique_id: "order-1001",
          value: 29.98,
          properties: { ItemNames: ["Winnie", "Piglet"] },
        },
      },
    });
    expect(schemaErrors(target("create_event"), args.body)).toBeUndefined();
  });

  it("refuses $attribution, which the revisioned API removed", () => {
    expect(() => trackRequest({ event: "x", properties: { $attribution: {} } })).toThrow(
      /RemoveAttributionFromEventCreation/,
    );
  });

  it("reads legacy data as an object, JSON text or base64 JSON", () => {
    const data = { event: "Viewed", customer_properties: { $email: "a@b.io" } };
    const text = JSON.stringify(data);
    expect(legacyData(data)).toEqual(data);
    expect(legacyData(text)).toEqual(data);
    expect(legacyData(Buffer.from(text).toString("base64"))).toEqual(data);
    expect(() => legacyData("not json")).toThrow("legacy data is neither JSON nor base64-encoded JSON");
  });
});

describe("subscribe, unsubscribe, exclude: 100 profiles per request", () => {
  it("turns 250 legacy subscriptions into three requests of 100, 100 and 50", () => {
    const profiles = Array.from({ length: 250 }, (_, i) =>
      i % 5 === 0
        ? { phone_number: `+1500555${String(i).padStart(4, "0")}`, sms_consent: true }
        : { email: `p${i}@example.com` },
    );
    const requests = subscribeRequests({ path: { list_id: "Y6nRLr" }, body: { profiles } });
    expect(requests.map((r) => ((r.body as Json).data.attributes.profiles.data as unknown[]).length)).toEqual([
      100, 100, 50,
    ]);
    for (const r of requests) expect(schemaErrors(target("subscribe_profiles"), r.body)).toBeUndefined();
    expect((requests[0]!.body as Json).data.attributes.profiles.data.slice(0, 2)).toEqual([
      {
        type: "profile",
        attributes: { phone_number: "+15005550000", subscriptions: { sms: { marketing: { consent: "SUBSCRIBED" } } } },
      },
      {
        type: "profile",
        attributes: { email: "p1@example.com", subscriptions: { email: { marketing: { consent: "SUBSCRIBED" } } } },
      },
    ]);
    expect((requests[2]!.body as Json).data.relationships).toEqual({ list: { data: { type: "list", id: "Y6nRLr" } } });
  });

  it("subscribes a phone number without SMS consent to no channel", () => {
    const [r] = subscribeRequests({ path: { list_id: "L" }, body: { profiles: [{ phone_number: "+15005550006" }] } });
    expect((r!.body as Json).data.attributes.profiles.data[0].attributes).toEqual({
      phone_number: "+15005550006",
      subscriptions: {},
    });
  });

  it("unsubscribes emails then phone numbers, the list as a relationship", () => {
    const emails = Array.from({ length: 120 }, (_, i) => `u${i}@example.com`);
    const requests = unsubscribeRequests({ path: { list_id: "L" }, body: { emails, phone_numbers: ["+15005550006"] } });
    expect(requests.map((r) => (r.body as Json).data.attributes.profiles.data.length)).toEqual([100, 21]);
    expect((requests[1]!.body as Json).data.attributes.profiles.data.at(-1)).toEqual({
      type: "profile",
      attributes: { phone_number: "+15005550006" },
    });
    for (const r of requests) expect(schemaErrors(target("unsubscribe_profiles"), r.body)).toBeUndefined();
  });

  it("excludes from all email as Suppress Profiles jobs", () => {
    const many = exclusionRequests(Array.from({ length: 201 }, (_, i) => `s${i}@example.com`));
    expect(many.map((r) => (r.body as Json).data.attributes.profiles.data.length)).toEqual([100, 100, 1]);
    for (const r of many) expect(schemaErrors(target("suppress_profiles"), r.body)).toBeUndefined();
  });
});

describe("converted legacy payloads generated from specs/legacy.yaml are valid 2024-05-15 requests", () => {
  const legacySchema = (id: string, media = "application/json") => requestSchema(operation(legacy, id).op, media);
  it("track", () => {
    const data = legacySchema("legacy_track_profile_activity", "application/x-www-form-urlencoded").properties.data
      .contentSchema;
    fc.assert(
      fc.property(arbitraryOf(data), (d) => {
        expect(schemaErrors(target("create_event"), trackRequest(d as never).body)).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });
  it("identify", () => {
    const data = legacySchema("legacy_identify_profile", "application/x-www-form-urlencoded").properties.data
      .contentSchema;
    fc.assert(
      fc.property(arbitraryOf(data), (d) => {
        expect(schemaErrors(target("create_or_update_profile"), identifyRequest(d as never).body)).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });
  it("subscribe and unsubscribe", () => {
    fc.assert(
      fc.property(
        arbitraryOf(legacySchema("legacy_subscribe_profiles_to_list")),
        arbitraryOf(legacySchema("legacy_unsubscribe_profiles_from_list")),
        (s, u) => {
          for (const r of subscribeRequests({ path: { list_id: "L" }, body: s as never }))
            expect(schemaErrors(target("subscribe_profiles"), r.body)).toBeUndefined();
          for (const r of unsubscribeRequests({ path: { list_id: "L" }, body: u as never }))
            expect(schemaErrors(target("unsubscribe_profiles"), r.body)).toBeUndefined();
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe("@revforge/client/legacy", () => {
  async function legacyEntry() {
    return (await import(pathToFileURL(`${GENERATED}legacy/index.js`).href)) as Record<
      string,
      (...a: unknown[]) => unknown
    >;
  }
  function wire() {
    const sent: { url: string; revision: string | null; body: Json }[] = [];
    const fetch = async (url: string, init: RequestInit) => {
      sent.push({ url, revision: new Headers(init.headers).get("revision"), body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ data: { type: "job", id: "j" } }), {
        status: 202,
        headers: { "content-type": "application/json" },
      });
    };
    return { sent, fetch };
  }

  it("sends 250 legacy subscriptions as three Subscribe Profiles requests to the latest revision", async () => {
    const m = await legacyEntry();
    const { sent, fetch } = wire();
    const client = m.createClient!({
      auth: { privateKey: "pk_test" },
      baseUrl: "http://127.0.0.1:9",
      fetch,
      retry: false,
    });
    const profiles = Array.from({ length: 250 }, (_, i) => ({ email: `p${i}@example.com` }));
    const results = (await m.legacySubscribeProfilesToList!(client, {
      path: { list_id: "L" },
      body: { profiles },
    })) as unknown[];
    expect(results).toHaveLength(3);
    expect(sent.map((s) => [s.url, s.revision, s.body.data.attributes.profiles.data.length])).toEqual([
      ["http://127.0.0.1:9/api/profile-subscription-bulk-create-jobs/", "2024-05-15", 100],
      ["http://127.0.0.1:9/api/profile-subscription-bulk-create-jobs/", "2024-05-15", 100],
      ["http://127.0.0.1:9/api/profile-subscription-bulk-create-jobs/", "2024-05-15", 50],
    ]);
  });

  it("tracks and identifies from the legacy form `data` and the GET variants' base64", async () => {
    const m = await legacyEntry();
    const { sent, fetch } = wire();
    const client = m.createClient!({
      auth: { privateKey: "pk_test" },
      baseUrl: "http://127.0.0.1:9",
      fetch,
      retry: false,
    });
    const data = JSON.stringify({ token: "AbC123", event: "Viewed", customer_properties: { $email: "a@b.io" } });
    await m.legacyTrackProfileActivity!(client, { body: { data } });
    await m.legacyTrackProfileActivityGet!(client, { query: { data: Buffer.from(data).toString("base64") } });
    await m.legacyIdentifyProfile!(client, { body: { data: JSON.stringify({ properties: { $id: "crm-1" } }) } });
    await m.legacyExcludeProfileFromAllEmail!(client, { body: { email: "a@b.io" } });
    expect(sent.map((s) => s.url.replace("http://127.0.0.1:9", ""))).toEqual([
      "/api/events/",
      "/api/events/",
      "/api/profile-import/",
      "/api/profile-suppression-bulk-create-jobs/",
    ]);
    expect(sent[0]!.body).toEqual(sent[1]!.body);
    expect(JSON.stringify(sent[0]!.body)).not.toContain("AbC123");
    expect(sent[2]!.body).toEqual({ data: { type: "profile", attributes: { external_id: "crm-1" } } });
  });
});

describe("emitLegacy", () => {
  it("names the config's legacy spec when it lacks an operation the legacy entry point maps", async () => {
    const { emitLegacy } = await import("../../generator/shims/legacy.js");
    const { buildModel } = await import("../../generator/model/index.js");
    const empty = buildModel({ openapi: "3.1.0", info: { title: "legacy", version: "1" }, paths: {} });
    expect(() => emitLegacy(empty, empty, "2024-05-15", "banner", "api/v1-v2.yaml")).toThrow(
      /^api\/v1-v2\.yaml has no operation legacy_/,
    );
  });
});
