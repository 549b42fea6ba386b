/**
 * Response data that flows into a value of the user's own type (a typed variable's initializer, an assignment, an
 * argument) is read through that type's properties, which the checker does not tie to the package's: a renamed
 * property read there keeps its old name without an error, so each change one of the properties both types hold needs
 * is flagged where the data flows in; properties the user's type does not hold are left alone.
 */
import { afterAll, describe, expect, it } from "vitest";
import { makeProject, manualSteps, removeProjects, upgrade } from "./project.js";

afterAll(removeProjects);

const head = [
  `import { createClient, getProfile } from "@revforge/client/2023-09-15";`,
  `const client = createClient({ auth: { privateKey: "pk_test" } });`,
  `const res = await getProfile(client, { path: { id: "P1" }, query: { "additional-fields[profile]": ["subscriptions"] } });`,
  `interface MyMarketing { timestamp?: string; can_receive_email_marketing?: boolean }`,
  `interface Consent { can_receive_email_marketing?: boolean }`,
];

async function marks(lines: string[]) {
  const p = makeProject({ "main.ts": [...head, ...lines, ``].join("\n") });
  const r = await upgrade(p.tsconfig, "2023-09-15", "2023-10-15");
  return manualSteps(r.changed[0]?.after ?? "").map(([line, change]) => `${line} (${change})`);
}

describe("response data given to a value of the user's own type", () => {
  it("is flagged where it flows in, for each change of a property the user's type holds", async () => {
    const lines = [
      `const m: MyMarketing = res.data?.data?.attributes?.subscriptions?.email?.marketing ?? {};`,
      `export const at = m.timestamp;`,
      `function toModel(x: MyMarketing) { return x.timestamp; }`,
      `export const at2 = toModel(res.data!.data!.attributes!.subscriptions!.email!.marketing!);`,
      `let later: { sms?: { marketing?: MyMarketing } } = {};`,
      `later = res.data!.data!.attributes!.subscriptions!;`,
      `export const at3 = later.sms?.marketing?.timestamp;`,
    ];
    const rename = "(RenameSubscriptionTimestampToConsentTimestamp)";
    expect(await marks(lines)).toEqual([`${lines[0]} ${rename}`, `${lines[3]} ${rename}`, `${lines[5]} ${rename}`]);
  }, 120_000);

  it("is flagged where it is returned or yielded as the user's type or put in an object literal typed as one", async () => {
    const lines = [
      `const mk = res.data?.data?.attributes?.subscriptions?.email?.marketing;`,
      `function f(): MyMarketing { return mk ?? {}; }`,
      `const g = async (): Promise<MyMarketing | undefined> => mk;`,
      `const h: () => MyMarketing | undefined = () => mk;`,
      `const w: { p?: MyMarketing; list: MyMarketing[] } = {`,
      `  p: mk,`,
      `  list: [{ ...mk }],`,
      `};`,
      `export const all = [f().timestamp, (await g())?.timestamp, h()?.timestamp, w.p?.timestamp, w.list[0]?.timestamp];`,
      `async function* pages(): AsyncGenerator<MyMarketing> { yield mk ?? {}; }`,
      `for await (const m of pages()) console.log(m.timestamp);`,
    ];
    const rename = "(RenameSubscriptionTimestampToConsentTimestamp)";
    expect(await marks(lines)).toEqual([1, 2, 3, 5, 6, 9].map((i) => `${lines[i]!.trim()} ${rename}`));
  }, 120_000);

  it("is flagged where it is cast to the user's type or is a typed property's or parameter's value", async () => {
    const lines = [
      `const mk = res.data?.data?.attributes?.subscriptions?.email?.marketing;`,
      `export const a = (mk as MyMarketing).timestamp;`,
      `export const b = (<MyMarketing>mk).timestamp;`,
      `class Store { m: MyMarketing = mk ?? {}; loose: any = mk; }`,
      `function dflt(m: MyMarketing = mk ?? {}) { return m.timestamp; }`,
      `export const c = [new Store().m.timestamp, new Store().loose.timestamp, dflt()];`,
    ];
    const rename = "(RenameSubscriptionTimestampToConsentTimestamp)";
    const all = [1, 2, 3, 4].map((i) => `${lines[i]} ${rename}`);
    // the field typed any holds every property of the marketing object
    all.push(`${lines[3]} (RenameEmailSuppressionsToSuppression)`);
    expect(new Set(await marks(lines))).toEqual(new Set(all));
  }, 120_000);

  it("is flagged where a call's value or a promise flows into the user's type", async () => {
    const lines = [
      `const load = async () => res.data?.data?.attributes?.subscriptions?.email?.marketing ?? {};`,
      `interface Repo { load(): Promise<MyMarketing> }`,
      `const repo: Repo = { load: () => load() };`,
      `const later: Promise<MyMarketing> = load().then((m) => m);`,
      `function pick(): MyMarketing { return structuredClone(res.data!.data!.attributes!.subscriptions!.email!.marketing!); }`,
      `export const all = [(await repo.load()).timestamp, (await later).timestamp, pick().timestamp];`,
    ];
    const rename = "(RenameSubscriptionTimestampToConsentTimestamp)";
    expect(await marks(lines)).toEqual([2, 3, 4].map((i) => `${lines[i]} ${rename}`));
  }, 120_000);

  it("is flagged where a class's method returns it into the user's type it implements", async () => {
    const lines = [
      `interface Repo { load(): Promise<MyMarketing | undefined> }`,
      `class ApiRepo implements Repo {`,
      `  async load() { return res.data?.data?.attributes?.subscriptions?.email?.marketing; }`,
      `}`,
      `export const at = (repo: Repo) => repo.load().then((m) => m?.timestamp);`,
      `export const repo = new ApiRepo();`,
    ];
    expect(await marks(lines)).toEqual([`${lines[2]!.trim()} (RenameSubscriptionTimestampToConsentTimestamp)`]);
  }, 120_000);

  it("is flagged where a class's arrow property returns it into the user's type it implements", async () => {
    const lines = [
      `interface Repo { load(): Promise<MyMarketing | undefined> }`,
      `class ApiRepo implements Repo {`,
      `  load = async () => res.data?.data?.attributes?.subscriptions?.email?.marketing;`,
      `}`,
      `export const at = (repo: Repo) => repo.load().then((m) => m?.timestamp);`,
      `export const repo = new ApiRepo();`,
    ];
    expect(await marks(lines)).toEqual([`${lines[2]!.trim()} (RenameSubscriptionTimestampToConsentTimestamp)`]);
  }, 120_000);

  it("is flagged where a generator or a Map of it flows into the same generic of the user's type", async () => {
    const lines = [
      `const mk = res.data?.data?.attributes?.subscriptions?.email?.marketing;`,
      `function* inner() { if (mk) yield mk; }`,
      `function* all(): Generator<MyMarketing> { yield* inner(); }`,
      `async function* pages() { if (mk) yield mk; }`,
      `async function* allPages(): AsyncGenerator<MyMarketing> { yield* pages(); }`,
      `const byId: Map<string, MyMarketing> = new Map([["a", mk ?? {}]]);`,
      `for await (const m of allPages()) console.log(m.timestamp);`,
      `export const at = [[...all()][0]?.timestamp, byId.get("a")?.timestamp];`,
    ];
    const rename = "(RenameSubscriptionTimestampToConsentTimestamp)";
    expect(await marks(lines)).toEqual([2, 4, 5].map((i) => `${lines[i]} ${rename}`));
  }, 120_000);

  it("is flagged where Object.assign copies it into the user's object or a literal typed by an index signature holds it", async () => {
    const lines = [
      `const mk = res.data?.data?.attributes?.subscriptions?.email?.marketing;`,
      `const mine: MyMarketing = {};`,
      `Object.assign(mine, mk);`,
      `const byKey: { [k: string]: MyMarketing } = { a: mk ?? {} };`,
      `const rec: Record<string, MyMarketing> = { a: mk ?? {} };`,
      `export const at = [mine.timestamp, byKey["a"]?.timestamp, rec["a"]?.timestamp];`,
    ];
    const rename = "(RenameSubscriptionTimestampToConsentTimestamp)";
    expect(await marks(lines)).toEqual([2, 3, 4].map((i) => `${lines[i]} ${rename}`));
  }, 120_000);

  it("is rewritten, not flagged, where satisfies checks it against the user's type (its type stays the package's)", async () => {
    const p = makeProject({
      "main.ts": [
        ...head,
        `const mk = res.data?.data?.attributes?.subscriptions?.email?.marketing;`,
        `const s = { inner: mk, list: [mk], ...{ more: mk } } satisfies { inner?: MyMarketing; list: unknown[]; more?: MyMarketing };`,
        `export const at = [s.inner?.timestamp, s.list[0]?.timestamp, s.more?.timestamp];`,
        ``,
      ].join("\n"),
    });
    const after = (await upgrade(p.tsconfig, "2023-09-15", "2023-10-15")).changed[0]?.after ?? "";
    expect(manualSteps(after)).toEqual([]);
    expect(after).toContain(
      `export const at = [s.inner?.consent_timestamp, s.list[0]?.consent_timestamp, s.more?.consent_timestamp];`,
    );
  }, 120_000);

  it("is left alone when the user's type holds no property a change touches", async () => {
    expect(
      await marks([
        `const c: Consent = res.data?.data?.attributes?.subscriptions?.email?.marketing ?? {};`,
        `export const ok = c.can_receive_email_marketing;`,
      ]),
    ).toEqual([]);
  }, 120_000);
});
