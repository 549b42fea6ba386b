/**
 * The generated package as integrators get it: `npm pack` of generated/client (once per run), checked by publint and
 * attw, then installed offline into real projects copied from test/consumer/<name>/, one per module system:
 *
 * - nodenext (ES modules): tsc under NodeNext (strict, exactOptionalPropertyTypes, skipLibCheck off, declaration
 *   emit) and again under Node16 resolution must report nothing; the emitted dist/main.js then runs under node;
 * - bundler: tsc under Bundler resolution with the DOM lib and no Node types must report nothing; tsx (standing in for
 *   the bundler's transpiler) then runs src/main.ts;
 * - commonjs: tsc emits require() calls, which node serves with the ES-module package (require(esm)).
 *
 * The programs call a fake API on 127.0.0.1 (api.ts) through the bare "@revforge/client" and a pinned revision; the
 * test checks what they got back and what the server saw (revision header per entry point, Authorization, query
 * serialisation, bodies). The programs print one `RESULT <json>` line.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeApi, type FakeApi, type Seen } from "./api.js";
import { declaredValueExports, runtimeExports } from "./exports.js";
import { bin, makeProject, node, output, pack, result, root, run } from "./project.js";

const PRIVATE_KEY = "pk_consumer_test_0123456789";

let work: string;
let tarball: string;
let api: FakeApi;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "revforge-consumer-"));
  const started = performance.now();
  tarball = await pack(work);
  console.info(`npm pack: ${Math.round(performance.now() - started)} ms`);
  api = await startFakeApi();
}, 60_000);

afterAll(async () => {
  await api?.close();
  if (work !== undefined) rmSync(work, { recursive: true, force: true });
});

/** Runs a consumer program with the fake API's URL and the key in its environment; returns what the server saw. */
async function runConsumer(file: string, args: string[], cwd: string) {
  api.requests.length = 0;
  const r = await run(file, args, {
    cwd,
    env: { REVFORGE_BASE_URL: api.url, REVFORGE_PRIVATE_KEY: PRIVATE_KEY },
    timeoutMs: 60_000,
  });
  return { r, seen: [...api.requests] };
}

const only = (seen: Seen[], method: string, p: string) => seen.filter((s) => s.method === method && s.path === p);

describe("the packed @revforge/client", () => {
  it("contains the files of generated/client and nothing else", async () => {
    const r = await run("tar", ["-tzf", tarball], { cwd: root, timeoutMs: 30_000 });
    expect(r.code, output(r)).toBe(0);
    const files = r.stdout.split("\n").filter(Boolean);
    expect(files).toContain("package/package.json");
    expect(files).toContain("package/revisions/2023-08-15.pre/index.d.ts");
    expect(files).toContain("package/runtime/index.js");
    expect(
      files.filter(
        (f) =>
          !/^package\/(package\.json|README\.md|stamp\.json|revisions\/|runtime\/|oauth\/|legacy\/|upgrades\/)/.test(f),
      ),
    ).toEqual([]);
  });

  it("passes publint with no errors or warnings", async () => {
    const r = await node(bin.publint, ["run", tarball, "--strict"], { cwd: work, timeoutMs: 60_000 });
    console.info(`publint: ${r.ms} ms`);
    expect(r.code, output(r)).toBe(0);
    expect(r.stdout).toContain("All good!");
  }, 60_000);

  it("passes attw (are the types wrong) under the esm-only profile", async () => {
    const r = await node(bin.attw, [tarball, "--profile", "esm-only", "--no-color"], { cwd: work, timeoutMs: 60_000 });
    console.info(`attw: ${r.ms} ms`);
    expect(r.code, output(r)).toBe(0);
    expect(r.stdout).toContain('"@revforge/client/2023-09-15"');
  }, 60_000);

  describe("in a NodeNext project compiled by tsc and run by node", () => {
    let dir: string;
    beforeAll(async () => {
      dir = await makeProject("nodenext", tarball, work, { linkNodeTypes: true });
    }, 120_000);

    it("compiles with zero errors, declarations included", async () => {
      const r = await node(bin.tsc, ["-p", dir, "--pretty", "false"], { cwd: dir, timeoutMs: 120_000 });
      console.info(`nodenext tsc: ${r.ms} ms`);
      expect(output(r)).toBe(`exit 0 after ${r.ms} ms`);
      expect(readFileSync(path.join(dir, "dist/main.d.ts"), "utf8")).toContain(
        // named through an entry point the program imports, which re-exports the runtime's Client
        'export declare const latest: rev20230915.Client<"2024-05-15">;',
      );
    }, 120_000);

    it("type-checks under Node16 resolution too", async () => {
      const r = await node(bin.tsc, ["-p", path.join(dir, "tsconfig.node16.json"), "--pretty", "false"], {
        cwd: dir,
        timeoutMs: 120_000,
      });
      console.info(`node16 tsc: ${r.ms} ms`);
      expect(output(r)).toBe(`exit 0 after ${r.ms} ms`);
    }, 120_000);

    it("every entry point's JavaScript exports the values its .d.ts declares, and no others", async () => {
      const declared = declaredValueExports(dir);
      const actual = await runtimeExports(dir);
      expect(Object.keys(actual).sort()).toEqual(Object.keys(declared).sort());
      // Every subpath of the exports map but ./package.json: ".", the 12 revisions, ./runtime, ./oauth...
      const exportsMap = JSON.parse(readFileSync(path.join(root, "generated/client/package.json"), "utf8")).exports;
      const subpaths = Object.keys(exportsMap).filter((k) => k !== "./package.json");
      expect(Object.keys(declared)).toHaveLength(subpaths.length);
      expect(subpaths.length).toBeGreaterThanOrEqual(15);
      for (const [specifier, names] of Object.entries(declared)) {
        const got = new Set(actual[specifier]);
        const kind = /\/(runtime|oauth|oauth\/file-store|legacy|upgrade)$/.test(specifier) ? "support" : "revision";
        expect(
          names.filter((n) => !got.has(n)),
          `${specifier}: declared, not exported`,
        ).toEqual([]);
        expect(
          [...got].filter((n) => !names.includes(n)),
          `${specifier}: exported, not declared`,
        ).toEqual([]);
        if (kind === "revision") expect(names.length, specifier).toBeGreaterThan(5);
      }
    }, 60_000);

    it("calls the API through the default and a pinned entry point", async () => {
      const { r, seen } = await runConsumer(process.execPath, ["dist/main.js"], dir);
      console.info(`nodenext run: ${r.ms} ms`);
      expect(r.code, output(r)).toBe(0);
      expect(result(r)).toEqual({
        revision: "2024-05-15",
        clientRevisions: ["2024-05-15", "2023-09-15"],
        people: [
          { id: "01HPROFILEADA", email: "ada@example.com" },
          { id: "01HPROFILEGRACE", email: "grace@example.com" },
        ],
        subscribeStatus: 202,
        missing: { isApiError: true, status: 404, codes: ["not_found"] },
        warnings: expect.any(Number),
      });

      const [list] = only(seen, "GET", "/api/profiles/");
      expect(list?.headers["revision"]).toBe("2024-05-15");
      expect(list?.headers["authorization"]).toBe(PRIVATE_KEY);
      expect(list?.query.get("filter")).toBe(
        "greater-than(updated,2024-01-01T00:00:00Z),less-than(updated,2024-06-01T00:00:00Z)",
      );
      expect(list?.query.get("additional-fields[profile]")).toBe("subscriptions");

      const [job] = only(seen, "POST", "/api/profile-subscription-bulk-create-jobs/");
      expect(job?.headers["revision"]).toBe("2023-09-15");
      expect(job?.headers["authorization"]).toBe(PRIVATE_KEY);
      expect(job?.headers["content-type"]).toMatch(/json/);
      expect(JSON.parse(job?.body ?? "null")).toEqual({
        data: {
          type: "profile-subscription-bulk-create-job",
          attributes: {
            profiles: {
              data: [{ type: "profile", attributes: { email: "ada@example.com", channels: { email: ["MARKETING"] } } }],
            },
          },
          relationships: { list: { data: { type: "list", id: "LIST01" } } },
        },
      });

      const [missing] = only(seen, "GET", "/api/profiles/missing/");
      expect(missing?.headers["revision"]).toBe("2023-09-15");
      expect(seen).toHaveLength(3);
    }, 60_000);
  });

  describe("in a CommonJS project compiled by tsc and loaded through require(esm)", () => {
    let dir: string;
    beforeAll(async () => {
      dir = await makeProject("commonjs", tarball, work, { linkNodeTypes: true });
    }, 120_000);

    it("compiles with zero errors into require() calls", async () => {
      const r = await node(bin.tsc, ["-p", dir, "--pretty", "false"], { cwd: dir, timeoutMs: 120_000 });
      console.info(`commonjs tsc: ${r.ms} ms`);
      expect(output(r)).toBe(`exit 0 after ${r.ms} ms`);
      const js = readFileSync(path.join(dir, "dist/main.js"), "utf8");
      expect(js).toContain('require("@revforge/client")');
      expect(js).toContain('require("@revforge/client/2023-12-15")');
      expect(js).not.toMatch(/^import /m);
    }, 120_000);

    it("calls the API, upgrades a pinned revision, and gets one set of error classes", async () => {
      const { r, seen } = await runConsumer(process.execPath, ["dist/main.js"], dir);
      console.info(`commonjs run: ${r.ms} ms`);
      expect(r.code, output(r)).toBe(0);
      expect(r.stderr).toBe(""); // no experimental-feature warning either
      expect(result(r)).toEqual({
        loadedBy: "require",
        profileIds: ["01HPROFILEADA", "01HPROFILEGRACE"],
        upgradedIds: ["01HPROFILEADA", "01HPROFILEGRACE"],
        unshimmable: { change: "RemoveAttributionFromEventCreation", code: "request_error", to: "2024-05-15" },
        missing: { isApiError: true, status: 404 },
        sameClasses: [true, true, true],
        warnings: expect.any(Number),
      });
      // Every call went out as 2024-05-15, the pinned client's through the upgrade; the refused one never left.
      expect(seen.map((s) => `${s.method} ${s.path} ${s.headers["revision"]}`)).toEqual([
        "GET /api/profiles/ 2024-05-15",
        "GET /api/profiles/ 2024-05-15",
        "GET /api/profiles/missing/ 2024-05-15",
      ]);
    }, 60_000);
  });

  describe("in a Bundler-resolution project type-checked by tsc and run by tsx", () => {
    let dir: string;
    beforeAll(async () => {
      dir = await makeProject("bundler", tarball, work, { linkNodeTypes: false });
    }, 120_000);

    it("type-checks with zero errors without Node types", async () => {
      const r = await node(bin.tsc, ["-p", dir, "--pretty", "false"], { cwd: dir, timeoutMs: 120_000 });
      console.info(`bundler tsc: ${r.ms} ms`);
      expect(output(r)).toBe(`exit 0 after ${r.ms} ms`);
    }, 120_000);

    it("pages through links.next, unwraps, and calls a client-side operation with the public key", async () => {
      const { r, seen } = await runConsumer(process.execPath, [bin.tsx, "src/main.ts"], dir);
      console.info(`bundler run: ${r.ms} ms`);
      expect(r.code, output(r)).toBe(0);
      expect(result(r)).toEqual({
        flowPages: [["FLOW1", "FLOW2"], ["FLOW3"]],
        profileIds: ["01HPROFILEADA", "01HPROFILEGRACE"],
        eventStatus: 202,
        eventError: null,
        thrown: "request_error",
        warnings: expect.any(Number),
      });

      const flows = only(seen, "GET", "/api/flows/");
      expect(flows.map((s) => s.query.get("page[cursor]"))).toEqual([null, "page2"]);
      for (const s of flows) {
        expect(s.headers["revision"]).toBe("2024-05-15");
        expect(s.headers["authorization"]).toBe(PRIVATE_KEY);
      }

      // One request only: the call with an invalid timeoutMs threw before sending.
      const profiles = only(seen, "GET", "/api/profiles/");
      expect(profiles).toHaveLength(1);
      expect(profiles[0]?.headers["revision"]).toBe("2023-09-15");

      const [event] = only(seen, "POST", "/client/events/");
      expect(event?.headers["revision"]).toBe("2023-09-15");
      expect(event?.headers["authorization"]).toBeUndefined();
      expect(event?.query.get("company_id")).toBe("PUB123");
      expect(JSON.parse(event?.body ?? "null")).toMatchObject({ data: { type: "event" } });
      expect(seen).toHaveLength(4);
    }, 60_000);
  });
});
