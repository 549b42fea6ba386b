/**
 * The facts of the service document that the specs encode, one row per fact, each naming the document section it
 * comes from. A row fails when a spec loses its fact. Revision ranges: `from` is the first revision with the fact,
 * `until` the first without it; every revision in range is checked, and every revision out of range is checked for
 * its absence where the row says what "absent" means.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { betaOnly, operationTable } from "./operations-table.js";
import {
  loadSpec,
  operation,
  operations,
  param,
  prop,
  requestSchema,
  responseSchema,
  revisions,
  type Json,
} from "../support/specs.js";

const specs = new Map<string, Json>();
beforeAll(async () => {
  for (const r of revisions) specs.set(r, await loadSpec(r));
}, 60_000);

/** The GA date a revision's content follows (the beta follows its GA revision). */
const base = (rev: string) => rev.replace(/\.pre$/, "");
const inRange = (rev: string, from: string, until = "9999") => base(rev) >= from && base(rev) < until;

interface Fact {
  section: string;
  fact: string;
  from?: string;
  until?: string;
  /** Asserted on every revision in [from, until). */
  holds: (spec: Json, rev: string) => void;
  /** Asserted on every other revision, where the fact's absence is itself a fact (the B items). */
  otherwise?: (spec: Json, rev: string) => void;
}

const op = (spec: Json, id: string) => operation(spec, id).op;
const body = (spec: Json, id: string) => requestSchema(op(spec, id));
const ok200 = (spec: Json, id: string) => responseSchema(op(spec, id), "200");
const oauthScheme = (spec: Json) => spec.components.securitySchemes.oauth;
const tokenOp = (spec: Json) => spec.paths["/oauth/token"].post;
const formBody = (o: Json) => requestSchema(o, "application/x-www-form-urlencoded");
const example = (o: Json, status: string, name: string) =>
  o.responses[status].content["application/json"].examples[name].value;
const filterFields = (p: Json) => Object.keys(p?.["x-filter"]?.fields ?? {});
const enumOf = (p: Json) => p?.schema?.items?.enum ?? p?.schema?.enum;
const eventAttrs = (spec: Json) => prop(body(spec, "create_event"), "data.attributes");
const profileAttrs = (spec: Json) => prop(ok200(spec, "get_profiles"), "data.[].attributes");
const subscribeData = (spec: Json) => prop(body(spec, "subscribe_profiles"), "data");

const facts: Fact[] = [
  // --- Resources and their fields ------------------------------------------------------------------------------
  {
    section: "Resources / OAuth app",
    fact: "the OAuth scheme lists every scope value the document names",
    holds: (s) =>
      expect(Object.keys(oauthScheme(s).flows.authorizationCode.scopes).sort()).toEqual(
        [
          "accounts:read",
          "campaigns:write",
          "events:read",
          "events:write",
          "lists:write",
          "metrics:read",
          "profiles:read",
          "profiles:write",
          "webhooks:read",
          "webhooks:write",
        ].sort(),
      ),
  },
  {
    section: "Resources / Token response",
    fact: "access_token up to 4096, token_type bearer, expires_in integer, refresh_token 512, scope string",
    holds: (s) => {
      const t = responseSchema(tokenOp(s), "200");
      expect(t.required.sort()).toEqual(["access_token", "expires_in", "refresh_token", "scope", "token_type"]);
      expect(t.properties.access_token.maxLength).toBe(4096);
      expect(t.properties.token_type.enum).toEqual(["bearer"]);
      expect(t.properties.expires_in.type).toBe("integer");
      expect([t.properties.refresh_token.minLength, t.properties.refresh_token.maxLength]).toEqual([512, 512]);
      expect(t.properties.scope.type).toBe("string");
    },
  },
  {
    section: "Resources / Revoke response",
    fact: "success is the string True and error an empty array",
    holds: (s) => {
      const r = responseSchema(s.paths["/oauth/revoke"].post, "200");
      expect(r.properties.success.const).toBe("True");
      expect(r.properties.error).toMatchObject({ type: "array", maxItems: 0 });
    },
  },
  {
    section: "Resources / Authorization callback query parameters",
    fact: "the callback carries code, state (always), error=access_denied and error_description",
    holds: (s) => {
      const cb = s.paths["/oauth/authorize"].get.callbacks.authorizationResult["{$request.query.redirect_uri}"].get;
      const names = Object.fromEntries(cb.parameters.map((p: Json) => [p.name, p]));
      expect(Object.keys(names).sort()).toEqual(["code", "error", "error_description", "state"]);
      expect(names.state.required).toBe(true);
      expect(names.error.schema.enum).toEqual(["access_denied"]);
    },
  },
  {
    section: "Resources / API error object",
    fact: "errors[] of id (uuid), status (integer), code, title, detail, source.pointer",
    holds: (s) => {
      const item = prop(responseSchema(op(s, "get_profiles"), "4XX"), "errors.[]");
      expect(item.properties.id).toMatchObject({ type: "string", format: "uuid" });
      expect(item.properties.status.type).toBe("integer");
      for (const k of ["code", "title", "detail"]) expect(item.properties[k].type).toBe("string");
      expect(item.properties.source.properties.pointer.type).toBe("string");
    },
  },
  {
    section: "Resources / Profile",
    fact: "the profile payload has the document's attributes and location fields",
    holds: (s) => {
      const a = prop(body(s, "create_profile"), "data.attributes");
      expect(Object.keys(a.properties).sort()).toEqual(
        [
          "_kx",
          "anonymous_id",
          "email",
          "external_id",
          "first_name",
          "image",
          "last_name",
          "location",
          "organization",
          "phone_number",
          "properties",
          "title",
        ].sort(),
      );
      expect(Object.keys(a.properties.location.properties).sort()).toEqual(
        ["address1", "address2", "city", "country", "ip", "region", "timezone", "zip"].sort(),
      );
      expect(prop(body(s, "create_profile"), "data.type").enum).toEqual(["profile"]);
    },
  },
  {
    section: "Resources / Profile",
    fact: "Update Profile takes meta.patch_properties with append, unappend and unset (string)",
    from: "2023-07-15",
    holds: (s) => {
      const pp = prop(body(s, "update_profile"), "data.meta.patch_properties");
      expect(Object.keys(pp.properties).sort()).toEqual(["append", "unappend", "unset"]);
      expect(pp.properties.unset.type).toBe("string");
      expect(pp.properties.append.type).toBe("object");
    },
    otherwise: (s) => expect(prop(body(s, "update_profile"), "data.meta")).toBeUndefined(),
  },
  {
    section: "Resources / Profile",
    fact: "joined_group_at (a datetime) on list and segment profile endpoints",
    from: "2023-09-15",
    holds: (s) =>
      expect(prop(ok200(s, "get_list_profiles"), "data.[].attributes.joined_group_at").format).toBe("date-time"),
    otherwise: (s) => expect(prop(ok200(s, "get_list_profiles"), "data.[].attributes.joined_group_at")).toBeUndefined(),
  },
  {
    section: "Resources / Profile subscription object",
    fact: "the subscription object has the sms and email marketing fields of 2023-10-15",
    from: "2023-10-15",
    holds: (s) => {
      const sub = profileAttrs(s).allOf[1].properties.subscriptions;
      expect(Object.keys(prop(sub, "sms.marketing").properties).sort()).toEqual(
        ["can_receive_sms_marketing", "consent_timestamp", "last_updated"].sort(),
      );
      const email = prop(sub, "email.marketing");
      expect(Object.keys(email.properties).sort()).toEqual(
        ["can_receive_email_marketing", "consent_timestamp", "last_updated", "list_suppressions", "suppression"].sort(),
      );
      expect(Object.keys(email.properties.suppression.items.properties).sort()).toEqual(["reason", "timestamp"]);
      expect(email.properties.suppression.items.properties.reason.examples).toContain("user_suppressed");
      expect(Object.keys(email.properties.list_suppressions.items.properties).sort()).toEqual(["list_id", "timestamp"]);
    },
  },
  {
    section: "Resources / Profile subscription object",
    fact: "subscriptions via additional-fields[profile] on Get Profile(s), Get List/Segment Profiles, Get Event Profile",
    from: "2023-10-15",
    holds: (s) => {
      for (const id of [
        "get_profile",
        "get_profiles",
        "get_list_profiles",
        "get_segment_profiles",
        "get_event_profile",
      ])
        expect(enumOf(param(op(s, id), "additional-fields[profile]")), id).toContain("subscriptions");
      expect(enumOf(param(op(s, "get_profiles"), "additional-fields[profile]"))).toContain("predictive_analytics");
    },
  },
  {
    section: "Resources / Event",
    fact: "the event payload: profile and metric as data objects, properties, value, time, unique_id; none required",
    from: "2023-07-15",
    holds: (s) => {
      const a = eventAttrs(s);
      expect(Object.keys(a.properties).sort()).toEqual([
        "metric",
        "profile",
        "properties",
        "time",
        "unique_id",
        "value",
      ]);
      expect(prop(a, "profile.data.type").enum).toEqual(["profile"]);
      expect(prop(a, "metric.data.type").enum).toEqual(["metric"]);
      expect(prop(a, "metric.data.attributes.name").type).toBe("string");
      expect(a.properties.value.type).toBe("number");
      expect(a.properties.time.format).toBe("date-time");
      expect(a.required).toBeUndefined();
    },
  },
  {
    section: "Resources / Bulk jobs",
    fact: "the suppress job: profile-suppression-bulk-create-job with profiles.data[] of {email}, at most 100",
    holds: (s) => {
      const d = prop(body(s, "suppress_profiles"), "data");
      expect(d.properties.type.enum).toEqual(["profile-suppression-bulk-create-job"]);
      const list = prop(d, "attributes.profiles.data");
      expect(list.maxItems).toBe(100);
      expect(Object.keys(list.items.properties.attributes.properties)).toEqual(["email"]);
    },
  },
  {
    section: "Resources / Bulk jobs",
    fact: "subscribe and unsubscribe jobs have their document types and at most 100 profiles",
    holds: (s, rev) => {
      expect(prop(subscribeData(s), "type").enum).toEqual(["profile-subscription-bulk-create-job"]);
      const unsub = prop(body(s, "unsubscribe_profiles"), "data");
      if (inRange(rev, "2023-07-15")) {
        expect(unsub.properties.type.enum).toEqual(["profile-subscription-bulk-delete-job"]);
        expect(prop(subscribeData(s), "attributes.profiles.data").maxItems).toBe(100);
        expect(prop(unsub, "attributes.profiles.data").maxItems).toBe(100);
      } else {
        expect(prop(subscribeData(s), "attributes.profiles").maxItems).toBe(100);
        expect(prop(unsub, "attributes.profiles").maxItems).toBe(100);
      }
    },
  },
  {
    section: "Resources / Bulk jobs",
    fact: "subscription input subscriptions.{email,sms}.marketing.consent = SUBSCRIBED",
    from: "2023-10-15",
    holds: (s) => {
      const subs = prop(subscribeData(s), "attributes.profiles.data.[].attributes.attributes");
      const p = prop(subscribeData(s), "attributes.profiles.data").items.properties.attributes;
      expect(subs).toBeUndefined();
      for (const ch of ["email", "sms"])
        expect(prop(p, `subscriptions.${ch}.marketing.consent`).enum).toEqual(["SUBSCRIBED"]);
    },
  },
  // --- States and transitions ------------------------------------------------------------------------------------
  {
    section: "States and transitions / Authorization and token lifecycle",
    fact: "an authorization code exchange needs the code, the code_verifier and the identical redirect_uri",
    holds: (s) => {
      const grants = formBody(tokenOp(s)).oneOf;
      const code = grants.find((g: Json) => g.properties.grant_type.const === "authorization_code");
      expect(code.required.sort()).toEqual(["code", "code_verifier", "grant_type", "redirect_uri"]);
      const refresh = grants.find((g: Json) => g.properties.grant_type.const === "refresh_token");
      expect(refresh.required.sort()).toEqual(["grant_type", "refresh_token"]);
    },
  },
  {
    section: "States and transitions / Authorization and token lifecycle",
    fact: "only owner, admin and manager users can grant (403 otherwise); codes live 5 minutes",
    holds: (s) => {
      const a = s.paths["/oauth/authorize"].get;
      expect(a.responses["403"].description).toMatch(/owner, admin or manager/);
      const cb = a.callbacks.authorizationResult["{$request.query.redirect_uri}"].get;
      expect(cb.parameters.find((p: Json) => p.name === "code").description).toMatch(/5 minutes/);
    },
  },
  {
    section: "States and transitions / Authorization and token lifecycle",
    fact: "refresh returns the same refresh token and every invalid_grant means uninstalled",
    holds: (s) => {
      expect(tokenOp(s).description).toMatch(/returns the same refresh token/);
      expect(tokenOp(s).description).toMatch(/Every `invalid_grant` means the app has been uninstalled/);
    },
  },
  // --- Endpoints -------------------------------------------------------------------------------------------------
  {
    section: "Endpoints",
    fact: "each revision has exactly the operations the document and specs/operations.md give it, at their paths",
    holds: (s, rev) => {
      const expected = new Map<string, string>();
      for (const r of operationTable) {
        const beta = betaOnly[rev]?.includes(r.operationId);
        if (!beta && r.since > base(rev)) continue;
        const p = r.paths.filter(([from]) => from <= base(rev)).at(-1)?.[1] ?? r.paths[0]![1];
        expected.set(r.operationId, `${r.method.toUpperCase()} ${p}`);
      }
      const actual = new Map([...operations(s)].map(([id, o]) => [id, `${o.method.toUpperCase()} ${o.path}`]));
      expect(Object.fromEntries([...actual].sort())).toEqual(Object.fromEntries([...expected].sort()));
    },
  },
  {
    section: "Endpoints / OAuth endpoints",
    fact: "authorize has all seven required parameters on the {authorize_url} server",
    holds: (s) => {
      const item = s.paths["/oauth/authorize"];
      expect(item.servers[0].url).toBe("{authorize_url}");
      const ps = item.get.parameters;
      expect(ps.map((p: Json) => p.name).sort()).toEqual(
        [
          "client_id",
          "code_challenge",
          "code_challenge_method",
          "redirect_uri",
          "response_type",
          "scope",
          "state",
        ].sort(),
      );
      expect(ps.every((p: Json) => p.required && p.in === "query")).toBe(true);
      expect(param(item.get, "response_type").schema.enum).toEqual(["code"]);
      expect(param(item.get, "code_challenge_method").schema.enum).toEqual(["S256"]);
    },
  },
  {
    section: "Endpoints / OAuth endpoints",
    fact: "token and revoke take only form-urlencoded bodies and HTTP Basic client credentials",
    holds: (s) => {
      for (const o of [tokenOp(s), s.paths["/oauth/revoke"].post]) {
        expect(Object.keys(o.requestBody.content)).toEqual(["application/x-www-form-urlencoded"]);
        expect(o.security).toEqual([{ client_credentials: [] }]);
      }
      expect(formBody(s.paths["/oauth/revoke"].post).properties.token_type_hint.enum).toEqual([
        "refresh_token",
        "access_token",
      ]);
    },
  },
  {
    section: "Endpoints / Revisioned API operations",
    fact: "Create Event and Suppress Profiles take JSON only",
    holds: (s) => {
      for (const id of ["create_event", "suppress_profiles"])
        expect(Object.keys(op(s, id).requestBody.content)).toEqual(["application/json"]);
    },
  },
  {
    section: "Endpoints / Revisioned API operations",
    fact: "Get Profiles filters by updated with greater-than and less-than, and sorts by updated",
    from: "2023-02-22",
    holds: (s) => {
      const o = op(s, "get_profiles");
      expect(param(o, "filter")["x-filter"].fields.updated).toEqual(["greater-than", "less-than"]);
      expect(param(o, "sort").schema.enum).toContain("updated");
    },
    otherwise: (s) => expect(filterFields(param(op(s, "get_profiles"), "filter"))).not.toContain("updated"),
  },
  {
    section: "Endpoints / Revisioned API operations",
    fact: "Get Profiles filters on the suppression and list suppression fields",
    from: "2023-10-15",
    holds: (s) =>
      expect(filterFields(param(op(s, "get_profiles"), "filter"))).toEqual(
        expect.arrayContaining([
          "subscriptions.email.marketing.suppression.timestamp",
          "subscriptions.email.marketing.suppression.reason",
          "subscriptions.email.marketing.list_suppressions.timestamp",
          "subscriptions.email.marketing.list_suppressions.list_id",
        ]),
      ),
    otherwise: (s) => expect(filterFields(param(op(s, "get_profiles"), "filter")).join()).not.toMatch(/suppression/),
  },
  {
    section: "Endpoints / Revisioned API operations",
    fact: "Get List and Segment Profiles sort by joined_group_at and filter greater-than(joined_group_at)",
    from: "2023-09-15",
    holds: (s) => {
      for (const id of ["get_list_profiles", "get_segment_profiles"]) {
        expect(param(op(s, id), "sort").schema.enum).toEqual(["joined_group_at"]);
        expect(param(op(s, id), "filter")["x-filter"].fields.joined_group_at).toEqual(["greater-than"]);
      }
    },
  },
  {
    section: "Endpoints / Revisioned API operations",
    fact: "page[size] up to 1000 on the list and segment relationships profiles endpoints",
    from: "2023-09-15",
    holds: (s) => {
      for (const id of ["get_list_relationships_profiles", "get_segment_relationships_profiles"])
        expect(param(op(s, id), "page[size]").schema).toMatchObject({ type: "integer", maximum: 1000 });
    },
  },
  {
    section: "Endpoints / Revisioned API operations",
    fact: "Get List and Get Segment return member counts with additional-fields[list|segment]=profile_count",
    from: "2023-06-15",
    holds: (s) => {
      expect(enumOf(param(op(s, "get_list"), "additional-fields[list]"))).toEqual(["profile_count"]);
      expect(enumOf(param(op(s, "get_segment"), "additional-fields[segment]"))).toEqual(["profile_count"]);
      expect(prop(ok200(s, "get_list"), "data.attributes.profile_count").type).toBe("integer");
    },
  },
  {
    section: "Endpoints / Revisioned API operations",
    fact: "Get Flow Message takes include=template (flow message templates)",
    from: "2023-08-15",
    holds: (s) => expect(enumOf(param(op(s, "get_flow_message"), "include"))).toEqual(["template"]),
    otherwise: (s) => expect(param(op(s, "get_flow_message"), "include")).toBeUndefined(),
  },
  {
    section: "Endpoints / Revisioned API operations",
    fact: "Get Campaign Messages takes include=template",
    from: "2023-07-15",
    holds: (s) => expect(enumOf(param(op(s, "get_campaign_campaign_messages"), "include"))).toEqual(["template"]),
  },
  {
    section: "Endpoints / Revisioned API operations",
    fact: "Get Events filters by metric_id, and by profile_id from 2023-02-22 (2023-03-28)",
    holds: (s, rev) => {
      const fields = filterFields(param(op(s, "get_events"), "filter"));
      expect(fields).toContain("metric_id");
      expect(fields.includes("profile_id")).toBe(inRange(rev, "2023-02-22"));
    },
  },
  {
    section: "Endpoints / Revisioned API operations",
    fact: "Create Tag carries related object ids in relationships; Merge Profiles the destination id and source",
    holds: (s, rev) => {
      if (inRange(rev, "2023-01-24")) expect(prop(body(s, "create_tag"), "data.relationships").type).toBe("object");
      if (inRange(rev, "2023-09-15")) {
        const d = prop(body(s, "merge_profiles"), "data");
        expect(d.required).toEqual(expect.arrayContaining(["id", "relationships"]));
      }
    },
  },
  {
    section: "Endpoints",
    fact: "every /api/ and /client/ operation requires the revision header, constrained to the revision",
    holds: (s, rev) => {
      for (const [id, o] of operations(s)) {
        if (!/^\/(api|client)\//.test(o.path)) continue;
        const h = param(o.op, "revision", "header");
        expect(h?.required, id).toBe(true);
        expect(h.schema.enum, id).toEqual([rev]);
      }
      expect(s.info.version).toBe(rev);
    },
  },
  {
    section: "Endpoints",
    fact: "the API is served from {base_url}",
    holds: (s) => expect(s.servers.map((x: Json) => x.url)).toEqual(["{base_url}"]),
  },
  // --- Authentication --------------------------------------------------------------------------------------------
  {
    section: "Authentication",
    fact: "security schemes: private key header, OAuth authorization code, Basic client credentials, public key query",
    holds: (s) => {
      const ss = s.components.securitySchemes;
      expect(ss.private_key).toMatchObject({ type: "apiKey", in: "header", name: "Authorization" });
      expect(ss.oauth.flows.authorizationCode.authorizationUrl).toMatch(/\/oauth\/authorize$/);
      expect(ss.oauth.flows.authorizationCode.tokenUrl).toMatch(/\/oauth\/token$/);
      expect(ss.client_credentials).toMatchObject({ type: "http", scheme: "basic" });
      expect(ss.public_key).toMatchObject({ type: "apiKey", in: "query", name: "company_id" });
    },
  },
  {
    section: "Authentication",
    fact: "/api/ takes a private key or a bearer token; /client/ only the public key in company_id",
    holds: (s) => {
      expect(s.security).toEqual([{ private_key: [] }, { oauth: [] }]);
      for (const [id, o] of operations(s)) {
        if (o.path.startsWith("/client/")) expect(o.op.security, id).toEqual([{ public_key: [] }]);
        else if (o.path.startsWith("/api/") && o.op.security) expect(o.op.security.length, id).toBe(2);
      }
    },
  },
  {
    section: "Authentication",
    fact: "Get Accounts needs the accounts:read scope",
    from: "2023-06-15",
    holds: (s) => expect(op(s, "get_accounts").security).toContainEqual({ oauth: ["accounts:read"] }),
  },
  {
    section: "Authentication",
    fact: "the code_verifier pattern ^[a-zA-Z0-9\\-._~]{43,128}$ and an S256 base64url challenge",
    holds: (s) => {
      const code = formBody(tokenOp(s)).oneOf.find((g: Json) => g.properties.grant_type.const === "authorization_code");
      expect(code.properties.code_verifier.pattern).toBe("^[a-zA-Z0-9\\-._~]{43,128}$");
      expect([code.properties.code_verifier.minLength, code.properties.code_verifier.maxLength]).toEqual([43, 128]);
      expect(param(s.paths["/oauth/authorize"].get, "code_challenge").schema.pattern).toBe("^[A-Za-z0-9_-]{43}$");
    },
  },
  // --- Events ----------------------------------------------------------------------------------------------------
  {
    section: "Events",
    fact: "webhook scopes exist; the 2024-03-29 metric rename, listed under 2024-02-15, holds from then on",
    holds: (s, rev) => {
      expect(Object.keys(oauthScheme(s).flows.authorizationCode.scopes)).toEqual(
        expect.arrayContaining(["webhooks:read", "webhooks:write"]),
      );
      expect(s.info.description.includes("Clicked email to unsubscribe")).toBe(rev >= "2024-02-15");
    },
  },
  {
    section: "Events",
    fact: "Create Event: the event appears under the metric named in the payload; `service` is ignored",
    holds: (s) =>
      expect(op(s, "create_event").description).toMatch(/metric named in the payload.*`service` is ignored/s),
  },
  // --- Errors ----------------------------------------------------------------------------------------------------
  {
    section: "Errors / Token endpoint",
    fact: "token errors: invalid_grant (three descriptions), invalid_request, unsupported_grant_type, invalid_client, 429, 503, code_verifier",
    holds: (s) => {
      const t = tokenOp(s);
      const descs = ["invalid_grant_revoked", "invalid_grant_not_found", "invalid_grant_inactive"].map(
        (n) => example(t, "400", n).error_description,
      );
      expect(descs).toEqual([
        "Refresh token has been revoked",
        "Refresh token does not exist",
        "Refresh token expired due to inactivity",
      ]);
      expect(example(t, "400", "invalid_request").error).toBe("invalid_request");
      expect(example(t, "400", "unsupported_grant_type").error).toBe("unsupported_grant_type");
      expect(example(t, "401", "invalid_client").error).toBe("invalid_client");
      expect(example(t, "429", "rate_limit_exceeded").error).toBe("rate_limit_exceeded");
      expect(t.responses["503"].content).toBeUndefined();
      expect(example(t, "4XX", "invalid_code_verifier")).toBe('Invalid "code_verifier"');
      expect(Object.keys(t.responses["403"].content)).toEqual(["text/html"]);
    },
  },
  {
    section: "Errors / Revoke endpoint",
    fact: "revoke errors: 400 invalid_client and invalid_request, 503",
    holds: (s) => {
      const r = s.paths["/oauth/revoke"].post;
      expect(example(r, "400", "invalid_client").error).toBe("invalid_client");
      expect(example(r, "400", "invalid_request").error).toBe("invalid_request");
      expect(r.responses["503"]).toBeDefined();
    },
  },
  {
    section: "Errors / API calls",
    fact: "every /api/ operation answers 4XX and 5XX with the error object, and 503",
    holds: (s) => {
      for (const [id, o] of operations(s)) {
        if (!o.path.startsWith("/api/")) continue;
        for (const st of ["4XX", "5XX"]) expect(responseSchema(o.op, st)?.required, `${id} ${st}`).toEqual(["errors"]);
        expect(o.op.responses["503"], id).toBeDefined();
      }
    },
  },
  {
    section: "Errors / API calls",
    fact: "named examples: 401 authentication_failed, 401 not_authenticated with source.pointer /data/, 404 revision",
    holds: (s) => {
      const o = op(s, "get_profiles");
      expect(example(o, "4XX", "authentication_failed").errors[0]).toMatchObject({
        status: 401,
        code: "authentication_failed",
      });
      expect(example(o, "4XX", "not_authenticated").errors[0]).toMatchObject({
        status: 401,
        code: "not_authenticated",
        source: { pointer: "/data/" },
      });
      expect(example(o, "4XX", "unknown_revision").errors[0].status).toBe(404);
    },
  },
  // --- Limits ----------------------------------------------------------------------------------------------------
  {
    section: "Limits",
    fact: "10 refresh calls per minute per refresh token",
    holds: (s) => expect(tokenOp(s)["x-rate-limit"].refresh).toBe("10/m per refresh token"),
  },
  {
    section: "Limits",
    fact: "Create Events is tier XL, 3500 per minute",
    holds: (s) => expect(op(s, "create_event")["x-rate-limit"]).toMatchObject({ tier: "XL", steady: "3500/m" }),
  },
  {
    section: "Limits",
    fact: "Create Client Subscription 700 per minute since 2023-06-06",
    from: "2023-06-15",
    holds: (s) =>
      expect(op(s, "create_client_subscription")["x-rate-limit"]).toEqual({ steady: "700/m", since: "2023-06-06" }),
    otherwise: (s) => expect(op(s, "create_client_subscription")["x-rate-limit"]).toBeUndefined(),
  },
  {
    section: "Limits",
    fact: "Get Profiles, Get List Profiles and Get Segment Profiles are tier L since 2023-06-15",
    from: "2023-06-15",
    holds: (s) => {
      for (const id of ["get_profiles", "get_list_profiles", "get_segment_profiles"])
        expect(op(s, id)["x-rate-limit"], id).toEqual({ tier: "L", since: "2023-06-15" });
    },
    otherwise: (s) => expect(op(s, "get_profiles")["x-rate-limit"]).toBeUndefined(),
  },
  // --- Versioning: each breaking item as a change of shape -------------------------------------------------------
  {
    section: "Versioning / 2023-01-24 B",
    fact: "template render and clone leave /api/templates/{id}/ for /api/template-render/ and /api/template-clone/",
    from: "2023-01-24",
    holds: (s) => {
      expect(operation(s, "create_template_render").path).toBe("/api/template-render/");
      expect(operation(s, "create_template_clone").path).toBe("/api/template-clone/");
    },
    otherwise: (s) => expect(operation(s, "create_template_render").path).toBe("/api/templates/{id}/render/"),
  },
  {
    section: "Versioning / 2023-02-22 B",
    fact: "Flows endpoints use cursor-based pagination",
    from: "2023-02-22",
    holds: (s) => {
      expect(op(s, "get_flows")["x-pagination"]).toBe("cursor");
      expect(param(op(s, "get_flows"), "page[cursor]")).toBeDefined();
    },
    otherwise: (s) => expect(op(s, "get_flows")["x-pagination"]).toBe("unspecified"),
  },
  {
    section: "Versioning / 2023-02-22 B",
    fact: "null clears a profile field on update",
    from: "2023-02-22",
    holds: (s) => {
      const a = prop(body(s, "update_profile"), "data.attributes");
      expect(a["x-null-clears"]).toBe(true);
      expect(a.properties.email.type).toEqual(["string", "null"]);
    },
    otherwise: (s) => expect(prop(body(s, "update_profile"), "data.attributes.email").type).toBe("string"),
  },
  {
    section: "Versioning / 2023-07-15 B",
    fact: "relationship standardization: events share the profile shape, related ids move to relationships",
    from: "2023-07-15",
    holds: (s) => {
      for (const id of ["create_event", "create_client_event"])
        expect(prop(body(s, id), "data.attributes.profile.data.type").enum).toEqual(["profile"]);
      expect(prop(ok200(s, "get_events"), "data.[].relationships.metric.data.type").enum).toEqual(["metric"]);
      expect(prop(ok200(s, "get_event"), "data.attributes.metric_id")).toBeUndefined();
      expect(prop(subscribeData(s), "relationships.list.data.type").enum).toEqual(["list"]);
      expect(prop(subscribeData(s), "attributes.list_id")).toBeUndefined();
      expect(prop(body(s, "unsubscribe_profiles"), "data.relationships.list.data.type").enum).toEqual(["list"]);
      expect(prop(body(s, "create_client_subscription"), "data.relationships.list.data.type").enum).toEqual(["list"]);
      expect(prop(body(s, "create_client_subscription"), "data.attributes.profile.data.type").enum).toEqual([
        "profile",
      ]);
      expect(prop(body(s, "request_profile_deletion"), "data.attributes.profile.data.type").enum).toEqual(["profile"]);
    },
    otherwise: (s, rev) => {
      expect(prop(body(s, "create_event"), "data.attributes.profile.email").type).toBe("string");
      expect(prop(body(s, "create_event"), "data.attributes.metric.name").type).toBe("string");
      expect(prop(ok200(s, "get_event"), "data.attributes.metric_id").type).toBe("string");
      expect(prop(subscribeData(s), "attributes.list_id").type).toBe("string");
      expect(prop(body(s, "unsubscribe_profiles"), "data.attributes.list_id").type).toBe("string");
      expect(prop(body(s, "create_client_subscription"), "data.attributes.list_id").type).toBe("string");
      if (rev >= "2023-01-24")
        expect(prop(body(s, "request_profile_deletion"), "data.attributes.profile_id").type).toBe("string");
    },
  },
  {
    section: "Versioning / 2023-07-15 B",
    fact: "company_id leaves Get Template(s)",
    from: "2023-07-15",
    holds: (s) => expect(prop(ok200(s, "get_templates"), "data.[].attributes.company_id")).toBeUndefined(),
    otherwise: (s) => {
      expect(prop(ok200(s, "get_templates"), "data.[].attributes.company_id").type).toBe("string");
      expect(prop(ok200(s, "get_template"), "data.attributes.company_id").type).toBe("string");
    },
  },
  {
    section: "Versioning / 2023-10-15 B",
    fact: "the subscription request structure: channels arrays become subscriptions.*.marketing.consent",
    from: "2023-10-15",
    holds: (s) => {
      const p = prop(subscribeData(s), "attributes.profiles.data").items.properties.attributes;
      expect(p.properties.channels).toBeUndefined();
      expect(p.required).toEqual(["subscriptions"]);
    },
    otherwise: (s, rev) => {
      if (rev < "2023-01-24") return; // channels came with the 2023-02-07 update of 2023-01-24
      const items = inRange(rev, "2023-07-15")
        ? prop(subscribeData(s), "attributes.profiles.data").items.properties.attributes
        : prop(subscribeData(s), "attributes.profiles").items;
      expect(items.properties.channels.properties.email.items.enum).toEqual(["MARKETING"]);
      expect(items.properties.subscriptions).toBeUndefined();
    },
  },
  {
    section: "Versioning / 2023-10-15 B",
    fact: "subscription response fields renamed (timestamp to consent_timestamp, suppressions to suppression)",
    from: "2023-10-15",
    holds: (s) => {
      const m = prop(profileAttrs(s).allOf[1], "subscriptions.email.marketing");
      expect(Object.keys(m.properties)).toEqual(expect.arrayContaining(["consent_timestamp", "suppression"]));
      expect(m.properties.timestamp).toBeUndefined();
      expect(m.properties.suppressions).toBeUndefined();
    },
    otherwise: (s, rev) => {
      const sub = profileAttrs(s).allOf?.[1]?.properties?.subscriptions;
      if (rev < "2023-02-22") return expect(sub).toBeUndefined();
      expect(Object.keys(prop(sub, "email.marketing").properties).sort()).toEqual(["suppressions", "timestamp"]);
    },
  },
  {
    section: "Versioning / 2023-10-15 B",
    fact: "the subscription object is no longer returned by default (additional-fields[profile]=subscriptions)",
    from: "2023-10-15",
    holds: (s) =>
      expect(profileAttrs(s).allOf[1].properties.subscriptions["x-opt-in"]).toEqual({
        parameter: "additional-fields[profile]",
        value: "subscriptions",
      }),
    otherwise: (s) => expect(profileAttrs(s).allOf?.[1]?.properties?.subscriptions?.["x-opt-in"]).toBeUndefined(),
  },
  {
    section: "Versioning / 2024-02-15 B",
    fact: "$attribution leaves event properties; attribution data comes with include=attributions",
    from: "2024-02-15",
    holds: (s) => {
      expect(prop(eventAttrs(s), "properties").propertyNames).toEqual({ not: { const: "$attribution" } });
      for (const id of ["get_events", "get_event"])
        expect(enumOf(param(op(s, id), "include"))).toEqual(["attributions"]);
    },
    otherwise: (s) => {
      expect(prop(eventAttrs(s), "properties.$attribution").type).toBe("object");
      expect(param(op(s, "get_events"), "include")).toBeUndefined();
    },
  },
  {
    section: "Versioning / 2022-10-17 B",
    fact: "the updated filter is gone from Get Profiles in the base revision (2022-11-02, immediate)",
    until: "2023-01-24",
    holds: (s) => expect(op(s, "get_profiles").description).toMatch(/`updated` filter was removed/),
  },
];

describe.each(facts)("$section: $fact", (f) => {
  it.each(revisions)("%s", (rev) => {
    const spec = specs.get(rev);
    if (inRange(rev, f.from ?? "0000", f.until)) f.holds(spec, rev);
    else if (f.otherwise) f.otherwise(spec, rev);
  });
});
