/**
 * `createClient({ auth, upgradeTo })` on older entry points of the generated package, with a fetch that records what
 * goes over the wire and answers like the newer revision: the client keeps its revision and functions, sends the
 * newer `revision` header, routes to moved operations, converts requests forward through every step (2022-10-17 to
 * 2024-05-15 walks them all) and responses back, throws UnshimmableChangeError before anything is sent, warns once
 * per client for advisory changes, follows pages through the shim, and is plain createRuntimeClient without
 * `upgradeTo`.
 */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { GENERATED } from "./support/shims.js";

/* eslint-disable @typescript-eslint/no-explicit-any */
type Entry = Record<string, any>;
const entry = async (rev: string): Promise<Entry> =>
  (await import(pathToFileURL(`${GENERATED}revisions/${rev}/index.js`).href)) as Entry;
const runtime = async (file: string): Promise<Entry> =>
  (await import(pathToFileURL(`${GENERATED}runtime/${file}`).href)) as Entry;

interface Sent {
  method: string;
  url: string;
  revision: string | null;
  body: unknown;
}

/** A fetch that records each request and answers with `answer(sent)` (JSON, 200 unless given). */
function wire(answer: (s: Sent) => unknown = () => ({ data: [] }), status = 200) {
  const sent: Sent[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    const s: Sent = {
      method: init.method ?? "GET",
      url: decodeURIComponent(url),
      revision: new Headers(init.headers).get("revision"),
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    };
    sent.push(s);
    return new Response(JSON.stringify(answer(s)), { status, headers: { "content-type": "application/json" } });
  };
  return { sent, fetch };
}

const base = {
  auth: { privateKey: "pk_test_shims" },
  baseUrl: "http://127.0.0.1:9",
  retry: false,
  now: () => Date.parse("2023-12-01T00:00:00Z"),
};

describe("without upgradeTo", () => {
  it("is the entry point's own client", async () => {
    const m = await entry("2023-09-15");
    const { sent, fetch } = wire();
    const client = m.createClient({ ...base, fetch });
    expect(client.revision).toBe("2023-09-15");
    expect(client.upgradeTo).toBeUndefined();
    await m.getProfiles(client, {});
    expect(sent[0]).toMatchObject({ url: "http://127.0.0.1:9/api/profiles/", revision: "2023-09-15" });
  });

  it("takes the entry point's own revision as no upgrade", async () => {
    const m = await entry("2023-09-15");
    const client = m.createClient({ ...base, fetch: wire().fetch, upgradeTo: "2023-09-15" });
    expect(client.upgradeTo).toBeUndefined();
  });

  it("lists the revisions it can upgrade to, and refuses others before anything is sent", async () => {
    const m = await entry("2023-09-15");
    expect(m.upgradeTargets).toEqual(["2023-10-15", "2023-12-15", "2024-02-15", "2024-05-15"]);
    expect(() => m.createClient({ ...base, upgradeTo: "2023-07-15" })).toThrow(
      "upgradeTo must be a later revision of this entry point's chain (2023-10-15, 2023-12-15, 2024-02-15, 2024-05-15), not 2023-07-15",
    );
    const latest = await entry("2024-05-15");
    expect(latest.upgradeTargets).toBeUndefined();
  });
});

describe("with upgradeTo", () => {
  it("keeps its revision, sends the newer one, converts both ways", async () => {
    const m = await entry("2023-09-15");
    const { sent, fetch } = wire(() => ({
      data: {
        type: "profile",
        id: "p1",
        attributes: { subscriptions: { email: { marketing: { consent_timestamp: "2024-01-01T00:00:00Z" } } } },
      },
    }));
    const client = m.createClient({ ...base, fetch, upgradeTo: "2024-05-15" });
    expect(client.revision).toBe("2023-09-15");
    expect(client.upgradeTo).toBe("2024-05-15");
    const result = await m.getProfile(client, { path: { id: "p1" } });
    expect(sent).toEqual([
      {
        method: "GET",
        url: "http://127.0.0.1:9/api/profiles/p1/?additional-fields[profile]=subscriptions",
        revision: "2024-05-15",
        body: undefined,
      },
    ]);
    expect(result.data).toEqual({
      data: {
        type: "profile",
        id: "p1",
        attributes: { subscriptions: { email: { marketing: { timestamp: "2024-01-01T00:00:00Z" } } } },
      },
    });
  });

  it("walks every step from 2022-10-17 to 2024-05-15", async () => {
    const m = await entry("2022-10-17");
    const { sent, fetch } = wire(() => ({ data: { type: "profile-subscription-bulk-delete-job", id: "j1" } }));
    const client = m.createClient({ ...base, fetch, upgradeTo: "2024-05-15" });
    await m.unsubscribeProfiles(client, {
      body: { data: { type: "unsubscribe", attributes: { list_id: "L1", profiles: [{ email: "a@b.io" }] } } },
    });
    await m.subscribeProfiles(client, {
      body: {
        data: {
          type: "profile-subscription-bulk-create-job",
          attributes: { list_id: "L1", profiles: [{ email: "a@b.io" }, { phone_number: "+15005550006" }] },
        },
      },
    });
    await m.getListProfiles(client, { path: { list_id: "L1" } });
    await m.createTemplateClone(client, { path: { id: "T1" }, body: { data: { type: "template" } } });
    expect(sent.map((s) => `${s.method} ${s.url} ${s.revision}`)).toEqual([
      "POST http://127.0.0.1:9/api/profile-subscription-bulk-delete-jobs/ 2024-05-15",
      "POST http://127.0.0.1:9/api/profile-subscription-bulk-create-jobs/ 2024-05-15",
      "GET http://127.0.0.1:9/api/lists/L1/profiles/?additional-fields[profile]=subscriptions 2024-05-15",
      "POST http://127.0.0.1:9/api/template-clone/ 2024-05-15",
    ]);
    expect(sent[0]!.body).toEqual({
      data: {
        type: "profile-subscription-bulk-delete-job",
        attributes: { profiles: { data: [{ type: "profile", attributes: { email: "a@b.io" } }] } },
        relationships: { list: { data: { type: "list", id: "L1" } } },
      },
    });
    expect(sent[1]!.body).toEqual({
      data: {
        type: "profile-subscription-bulk-create-job",
        attributes: {
          profiles: {
            data: [
              {
                type: "profile",
                attributes: { email: "a@b.io", subscriptions: { email: { marketing: { consent: "SUBSCRIBED" } } } },
              },
              {
                type: "profile",
                attributes: {
                  phone_number: "+15005550006",
                  subscriptions: { sms: { marketing: { consent: "SUBSCRIBED" } } },
                },
              },
            ],
          },
        },
        relationships: { list: { data: { type: "list", id: "L1" } } },
      },
    });
    expect(sent[3]!.body).toEqual({ data: { type: "template", id: "T1" } });
  });

  it("converts a response back through every step, newest first", async () => {
    const m = await entry("2023-06-15");
    const { fetch } = wire(() => ({
      data: [
        {
          type: "event",
          id: "e1",
          attributes: { properties: { a: 1 } },
          relationships: {
            metric: { data: { type: "metric", id: "m1" } },
            attributions: { data: [{ type: "attribution", id: "x" }] },
          },
        },
      ],
      included: [{ type: "attribution", id: "x", attributes: { flow: "F1" } }],
    }));
    const client = m.createClient({ ...base, fetch, upgradeTo: "2024-05-15" });
    const result = await m.getEvents(client, {});
    expect(result.data).toEqual({
      data: [
        {
          type: "event",
          id: "e1",
          attributes: { properties: { a: 1, $attribution: { flow: "F1" } }, metric_id: "m1" },
        },
      ],
    });
  });

  it("throws UnshimmableChangeError before anything is sent", async () => {
    const m = await entry("2023-09-15");
    const { UnshimmableChangeError } = await runtime("unshimmable-error.js");
    const { RequestError } = await runtime("errors.js");
    const { sent, fetch } = wire();
    const client = m.createClient({ ...base, fetch, upgradeTo: "2024-05-15" });
    const call = m.createEvent(client, {
      body: {
        data: {
          type: "event",
          attributes: { properties: { $attribution: { flow: "F1" } }, metric: { name: "Placed Order" } },
        },
      },
    });
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(sent).toEqual([]);
    expect(error).toBeInstanceOf(UnshimmableChangeError);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({
      name: "UnshimmableChangeError",
      code: "request_error",
      change: "RemoveAttributionFromEventCreation",
      catalogChange: "2024-02-15-attribution-removed",
      revision: "2024-02-15",
      operationId: "create_event",
      from: "2023-09-15",
      to: "2024-05-15",
      manualStep:
        "Remove `$attribution` from the properties of Create Event and Create Client Event; read attribution data with `include=attributions` on Get Events and Get Event.",
    });
  });

  it("routes the beta's coupons past 2023-08-15, and refuses them at it", async () => {
    const m = await entry("2023-08-15.pre");
    const { sent, fetch } = wire();
    const to0815 = m.createClient({ ...base, fetch, upgradeTo: "2023-08-15" });
    await expect(m.getCoupons(to0815, {})).rejects.toMatchObject({ change: "WithdrawCouponsBeta" });
    const toLatest = m.createClient({ ...base, fetch, upgradeTo: "2024-05-15" });
    await m.getCoupons(toLatest, {});
    expect(sent.map((s) => `${s.url} ${s.revision}`)).toEqual(["http://127.0.0.1:9/api/coupons/ 2024-05-15"]);
  });

  it("warns once per client for a change it lets through", async () => {
    const m = await entry("2023-06-15");
    const warnings: string[] = [];
    const { fetch } = wire();
    const client = m.createClient({
      ...base,
      fetch,
      upgradeTo: "2023-07-15",
      onWarning: (w: string) => warnings.push(w),
    });
    await m.getTemplates(client, {});
    await m.getTemplates(client, {});
    await m.getTemplate(client, { path: { id: "t" } });
    expect(warnings.filter((w) => w.includes("RemoveCompanyIdFromTemplates"))).toHaveLength(1);
    const again = m.createClient({
      ...base,
      fetch,
      upgradeTo: "2023-07-15",
      onWarning: (w: string) => warnings.push(w),
    });
    await m.getTemplates(again, {});
    expect(warnings.filter((w) => w.includes("RemoveCompanyIdFromTemplates"))).toHaveLength(2);
  });

  it("returns API errors as they are", async () => {
    const m = await entry("2023-09-15");
    const { fetch } = wire(
      () => ({ errors: [{ status: 404, code: "not_found", title: "Not found", detail: "no profile" }] }),
      404,
    );
    const client = m.createClient({ ...base, fetch, upgradeTo: "2024-05-15" });
    const result = await m.getProfile(client, { path: { id: "p1" } });
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ status: 404, operationId: "get_profile" });
  });

  it("follows links.next through the shim", async () => {
    const m = await entry("2023-09-15");
    const { sent, fetch } = wire((s) =>
      s.url.includes("cursor")
        ? { data: [{ type: "flow", id: "f2" }], links: { next: null } }
        : { data: [{ type: "flow", id: "f1" }], links: { next: "http://127.0.0.1:9/api/flows/?page[cursor]=c2" } },
    );
    const client = m.createClient({ ...base, fetch, upgradeTo: "2024-05-15" });
    const ids: string[] = [];
    for await (const page of m.getFlowsPages(client, {})) ids.push(...page.data.map((f: { id: string }) => f.id));
    expect(ids).toEqual(["f1", "f2"]);
    expect(sent.map((s) => s.revision)).toEqual(["2024-05-15", "2024-05-15"]);
  });

  it("loads the upgrade module only when a client upgrades (a dynamic import in createClient)", () => {
    const text = readFileSync(`${GENERATED}revisions/2023-09-15/index.js`, "utf8");
    expect(text).toContain('() => import("../../upgrades/2023-09-15.js")');
    expect(text).not.toMatch(/^import .*upgrades/m);
  });
});

describe("the package", () => {
  it("exports UnshimmableChangeError at @revforge/client/upgrade and the legacy entry point", () => {
    const pkg = JSON.parse(readFileSync(`${GENERATED}package.json`, "utf8"));
    expect(pkg.exports["./upgrade"]).toEqual({
      types: "./runtime/unshimmable-error.d.ts",
      default: "./runtime/unshimmable-error.js",
    });
    expect(pkg.exports["./legacy"]).toEqual({ types: "./legacy/index.d.ts", default: "./legacy/index.js" });
    expect(pkg.files).toEqual(expect.arrayContaining(["upgrades", "legacy"]));
  });
});
