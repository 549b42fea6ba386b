/**
 * Response data cast to `any` or `unknown` (`x as any`, `<any>x`, `x as unknown as Mine`, `const y: any = x`) hides
 * every read past the cast from the type checker, the net included: each change a read there would need is flagged at
 * the cast, and a cast of data no change touches is left alone. Data given to an `any` or `unknown` parameter, return
 * type or property of the user's own code is cast there; given to a library's (`console.log`), it is not.
 */
import { afterAll, describe, expect, it } from "vitest";
import { makeProject, manualSteps, removeProjects, upgrade } from "./project.js";

afterAll(removeProjects);

const head = [
  `import { createClient, getProfile, getTemplate } from "@revforge/client/2023-09-15";`,
  `const client = createClient({ auth: { privateKey: "pk_test" } });`,
  `const res = await getProfile(client, { path: { id: "P1" }, query: { "additional-fields[profile]": ["subscriptions"] } });`,
];
const rename = "RenameSubscriptionTimestampToConsentTimestamp";

async function flagged(lines: string[]) {
  const p = makeProject({ "main.ts": [...head, ...lines, ``].join("\n") });
  const r = await upgrade(p.tsconfig, "2023-09-15", "2023-10-15");
  return manualSteps(r.changed[0]?.after ?? "");
}

describe("a read past a cast to any or unknown", () => {
  it("is flagged at the cast, for every change a read there would need", async () => {
    const lines = [
      `export const a = (res.data as any).data.attributes.subscriptions.email.marketing.timestamp;`,
      `type Mine = { data: { attributes: { subscriptions: { sms: { marketing: { timestamp: string } } } } } };`,
      `export const b = (res.data as unknown as Mine).data.attributes.subscriptions.sms.marketing.timestamp;`,
      `export const c = (<any>res).data.data.attributes.subscriptions.email.suppressions;`,
      `const loose: any = res.data?.data?.attributes;`,
      `export const d = loose.subscriptions.email.marketing.timestamp;`,
    ];
    const marks = await flagged(lines);
    expect(new Set(marks.map(([line]) => line))).toEqual(new Set([lines[0], lines[2], lines[3], lines[4]]));
    expect(marks.filter(([line]) => line === lines[0]).map(([, change]) => change)).toContain(rename);
    expect(marks.filter(([line]) => line === lines[3]).map(([, change]) => change)).toEqual(
      expect.arrayContaining([rename, "RenameEmailSuppressionsToSuppression"]),
    );
  }, 120_000);

  it("is flagged at an assignment to a variable typed any or unknown", async () => {
    const lines = [
      `let d: any;`,
      `d = res.data?.data?.attributes;`,
      `export const e = d.subscriptions.email.marketing.timestamp;`,
      `let u: unknown = null;`,
      `u = res.data;`,
      `export const id = res.data?.data?.id;`,
    ];
    const marks = await flagged(lines);
    expect(new Set(marks.map(([line]) => line))).toEqual(new Set([lines[1], lines[4]]));
    expect(marks.filter(([line]) => line === lines[1]).map(([, change]) => change)).toContain(rename);
  }, 120_000);

  it("is flagged where it is given to an any or unknown of the user's own code, not of a library", async () => {
    const lines = [
      `const mk = res.data?.data?.attributes?.subscriptions?.email?.marketing;`,
      `function show(m: any) { return m.timestamp; }`,
      `const show2 = (m: unknown) => (m as { timestamp: string }).timestamp;`,
      `export const a = [show(mk), show2(mk)];`,
      `function loose(): any { return mk; }`,
      `const box: { p: any } = { p: mk };`,
      `console.log(mk, JSON.stringify(mk));`,
      `export const b = [loose().timestamp, box.p.timestamp];`,
    ];
    const marks = await flagged(lines);
    expect(new Set(marks.map(([line]) => line))).toEqual(new Set([lines[3], lines[4], lines[5]]));
    expect(marks.filter(([line]) => line === lines[3]).map(([, change]) => change)).toContain(rename);
  }, 120_000);

  it("is flagged where given to an any parameter whose function reads a changed property, or the value past names", async () => {
    const lines = [
      `const mk = res.data?.data?.attributes?.subscriptions?.email?.marketing;`,
      `function none(m: any) { return 1; }`,
      `function other(m: any) { return [m.method, m["can_receive_email_marketing"], m?.consent]; }`,
      `function deep(r: any) { return r.data.attributes.subscriptions.email.marketing.method; }`,
      `export const kept = [none(mk), other(mk), deep(res.data)];`,
      `function named(m: any) { return m.timestamp; }`,
      `export const a = named(mk);`,
      `function stops(r: any) { return r.data.attributes.subscriptions; }`,
      `export const b = stops(res.data);`,
      `function passes(m: any) { return named(m); }`,
      `export const c = passes(mk);`,
      `function listed(m: any) { return arguments[0]; }`,
      `export const d = listed(mk);`,
      `class Kept { constructor(private m: any) {} }`,
      `export const e = new Kept(mk);`,
    ];
    const marks = await flagged(lines);
    expect(new Set(marks.map(([line]) => line))).toEqual(new Set([6, 8, 10, 12, 14].map((i) => lines[i])));
    expect(marks.filter(([line]) => line === lines[6]).map(([, change]) => change)).toEqual([rename]);
    expect(marks.filter(([line]) => line === lines[8]).map(([, change]) => change)).toEqual(
      expect.arrayContaining([rename, "RenameEmailSuppressionsToSuppression"]),
    );
  }, 120_000);

  it("is flagged at a deep copy through JSON (JSON.parse(JSON.stringify(x)) is any), unless the copy is typed", async () => {
    const lines = [
      `const copy = JSON.parse(JSON.stringify(res.data));`,
      `export const a = copy.data.attributes.subscriptions.email.marketing.timestamp;`,
      `export const b = (JSON.parse(JSON.stringify(res.data?.data?.attributes)) as any).subscriptions;`,
      `const typed: typeof res.data = JSON.parse(JSON.stringify(res.data));`,
      `export const c = JSON.stringify(res.data).length + (typed?.data?.id ?? "").length;`,
    ];
    const marks = await flagged(lines);
    expect(new Set(marks.map(([line]) => line))).toEqual(new Set([lines[0], lines[2]]));
    expect(marks.filter(([line]) => line === lines[0]).map(([, change]) => change)).toContain(rename);
  }, 120_000);

  it("is left alone when no change touches the data cast", async () => {
    const marks = await flagged([
      `export const id = (res.data?.data?.id as any) ?? "none";`,
      `const t = await getTemplate(client, { path: { id: "T1" } });`,
      `export const name = (t.data as any).data.attributes.name;`,
      `export const n = ({ timestamp: "x" } as any).timestamp;`,
    ]);
    expect(marks).toEqual([]);
  }, 120_000);
});
