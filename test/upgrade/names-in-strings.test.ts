/**
 * Property names the checker sees only as strings: the keys `Object.keys(x)`, `Object.entries(x)` and
 * `for (const k in x)` list, and a property path handed to a function with the object it is taken from
 * (`_.get(res.data, "data.attributes...timestamp")`, `get(x, ["a", "b"])`). A renamed property would be listed or
 * looked up under its new name with no type error, so each change of a property listed or named is a manual step
 * there; a string that is not a path down from the object's type, or that is a key a collection keeps
 * (`map.set("timestamp", mk)`), is left alone. `Object.values(x)` lists no names: only a moved or removed property
 * changes what it gives.
 */
import { afterAll, describe, expect, it } from "vitest";
import { makeProject, manualSteps, removeProjects, upgrade } from "./project.js";

afterAll(removeProjects);

const head = [
  `import { createClient, createProfile, getProfile } from "@revforge/client/2023-09-15";`,
  `const client = createClient({ auth: { privateKey: "pk_test" } });`,
  `const res = await getProfile(client, { path: { id: "P1" }, query: { "additional-fields[profile]": ["subscriptions"] } });`,
  `const mk = res.data?.data?.attributes?.subscriptions?.email?.marketing;`,
];
const rename = "RenameSubscriptionTimestampToConsentTimestamp";
// Libraries' untyped path helpers and a test runner's expect, as declaration files declare them (not the user's own
// `any` or `unknown`, which would be a cast).
const libraries = [
  `declare module "lodash" { export function get(o: any, p: string | readonly (string | number)[]): any; const _: { get: typeof get }; export default _; }`,
  `declare function expect(x: unknown): { toHaveProperty(path: string): void; to: { have: { property(name: string): void } } };`,
  ``,
].join("\n");

async function flagged(lines: string[]) {
  const p = makeProject({ "main.ts": [...head, ...lines, ``].join("\n"), "libraries.d.ts": libraries });
  const r = await upgrade(p.tsconfig, "2023-09-15", "2023-10-15");
  return manualSteps(r.changed[0]?.after ?? "");
}

describe("property names in strings", () => {
  it("are flagged where Object.keys, entries or for...in list the properties of response data", async () => {
    const lines = [
      `for (const [k, v] of Object.entries(mk ?? {})) if (k === "timestamp") console.log(v);`,
      `export const has = Object.keys(mk ?? {}).includes("timestamp");`,
      `for (const k in mk) console.log(k);`,
      `export const top = Object.keys(res.data?.data ?? {});`,
    ];
    const marks = await flagged(lines);
    expect(new Set(marks.map(([line]) => line))).toEqual(new Set(lines.slice(0, 3)));
    expect(marks.filter(([, change]) => change === rename).map(([line]) => line)).toEqual(lines.slice(0, 3));
  }, 120_000);

  it("are no concern of Object.values after a rename, which keeps the values; a removal changes them", async () => {
    const lines = [
      `export const values = Object.values(mk ?? {});`,
      `const created = await createProfile(client, { body: { data: { type: "profile", attributes: { email: "a@b.c" } } } });`,
      `export const written = Object.values(created.data?.data?.attributes ?? {});`,
    ];
    const marks = await flagged(lines);
    expect(marks).toEqual([[lines[2], "OmitSubscriptionsFromProfileWriteResponses"]]);
  }, 120_000);

  it("are left alone where a string is a key a collection keeps or a value printed, not a path into the data", async () => {
    const lines = [
      `const byName = new Map<string, unknown>();`,
      `byName.set("timestamp", mk);`,
      `export const kept = new WeakMap<object, string>().set(mk ?? {}, "timestamp");`,
      // a value printed beside the data (console.log's message and ...optionalParams are any)
      `console.log("timestamp", mk);`,
      `console.info(mk, "timestamp", "consent_timestamp");`,
    ];
    expect(await flagged(lines)).toEqual([]);
  }, 120_000);

  it("are flagged where a path handed with response data names a changed property or ends at one", async () => {
    const lines = [
      `import _, { get } from "lodash";`,
      `export const a = _.get(res.data, "data.attributes.subscriptions.email.marketing.timestamp");`,
      `export const b = get(mk, ["timestamp"]);`,
      `export const c = get(res.data, ["data", "attributes", "subscriptions", "email"]).marketing.timestamp;`,
      `export const d = [get(res.data, "data.id"), get(mk, "data.timestamp"), get(mk, "can_receive_email_marketing")];`,
    ];
    const marks = await flagged(lines);
    expect(marks.map(([line, change]) => `${line} (${change})`)).toEqual([
      ...[1, 2, 3].map((i) => `${lines[i]} (${rename})`),
      // the value at the end of c's path is any: it holds the email object's suppressions too
      `${lines[3]} (RenameEmailSuppressionsToSuppression)`,
    ]);
  }, 120_000);

  it("are flagged where a path is handed to a method chained on a call given the data (a test's expect)", async () => {
    const lines = [
      `expect(mk).toHaveProperty("timestamp");`,
      `expect(res.data).to.have.property("data");`,
      `expect(res.data?.data).toHaveProperty("attributes.subscriptions.email.marketing.timestamp");`,
    ];
    const marks = await flagged(lines);
    expect(marks.map(([line, change]) => `${line} (${change})`)).toEqual([0, 2].map((i) => `${lines[i]} (${rename})`));
  }, 120_000);
});
