/**
 * bin/compile-cache.js: V8's code cache for the CommonJS packages the command loads. An entry must be used when it
 * matches, and never when the module changed (even to the same length, with its old modification time) or the entry
 * is damaged: the module then runs as written and the entry is written again. It stays off when asked, and in a
 * folder others may write to. A real run fills it from both threads (ts-morph's TypeScript in the main thread, the
 * `typescript` package in the emit worker) and makes the same package with it as without it.
 */
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import Module from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import vm from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error TS7016: bin/ is plain JavaScript without declarations
import { compileCacheDir } from "../../bin/compile-cache.js";

const root = path.resolve(import.meta.dirname, "../..");
const hook = path.join(root, "bin/compile-cache.js");
let work: string;
let modulePath: string;

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), "revforge-cc-"));
  modulePath = path.join(work, "node_modules", "answer", "index.js");
  mkdirSync(path.dirname(modulePath), { recursive: true });
  writeFileSync(modulePath, "module.exports = { value: 'aaa', double: (x) => x * 2 };\n");
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Loads the module in a fresh process with the cache on (folder `cache`); returns what it exported. */
function load(cache: string): string {
  const script = [
    `import { enableCompileCache } from ${JSON.stringify(hook)};`,
    `import { createRequire } from "node:module";`,
    `enableCompileCache();`,
    `const m = createRequire(import.meta.url)(${JSON.stringify(modulePath)});`,
    `console.log(m.value + " " + m.double(21));`,
  ].join("\n");
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    env: { ...process.env, REVFORGE_COMPILE_CACHE: cache },
    encoding: "utf8",
  });
  expect(run.stderr).toBe("");
  return run.stdout.trim();
}

const entries = (cache: string) => {
  const dir = path.join(cache, readdirSync(cache)[0]!);
  return readdirSync(dir).map((f) => path.join(dir, f));
};
/** An entry's identity: a rewrite renames a new file into place. */
const identity = (file: string) => statSync(file).ino;

describe("bin/compile-cache.js", () => {
  it("writes an entry, then uses it as long as it matches", () => {
    const cache = path.join(work, "c1");
    expect(load(cache)).toBe("aaa 42");
    const [entry] = entries(cache);
    expect(readFileSync(entry!).subarray(0, 13).toString()).toBe("revforge-cc2\n");
    expect(readFileSync(entry!).includes(modulePath)).toBe(true);
    const before = identity(entry!);
    expect(load(cache)).toBe("aaa 42");
    expect(identity(entry!)).toBe(before);
  });

  it("writes an entry after the run, with the functions that ran compiled", () => {
    const cache = path.join(work, "c5");
    expect(load(cache)).toBe("aaa 42");
    const [entry] = entries(cache);
    const bytes = readFileSync(entry!);
    const keyLength = bytes.readUInt32LE(13);
    const data = bytes.subarray(13 + 4 + keyLength + 20);
    // What V8 caches for the module at load time, before `double` is ever called: its top-level code alone.
    const source = readFileSync(modulePath, "utf8");
    const atLoad = new vm.Script(Module.wrap(source), { filename: modulePath }).createCachedData();
    expect(data.length).toBeGreaterThan(atLoad.length);
    expect(new vm.Script(Module.wrap(source), { filename: modulePath, cachedData: data }).cachedDataRejected).toBe(
      false,
    );
  });

  it("runs a module changed to the same length, with its old time, as written", () => {
    const cache = path.join(work, "c2");
    expect(load(cache)).toBe("aaa 42");
    const [entry] = entries(cache);
    const before = identity(entry!);
    const { atime, mtime } = statSync(modulePath);
    writeFileSync(modulePath, "module.exports = { value: 'bbb', double: (x) => x * 3 };\n");
    utimesSync(modulePath, atime, mtime);
    try {
      expect(load(cache)).toBe("bbb 63");
      expect(identity(entry!)).not.toBe(before);
    } finally {
      writeFileSync(modulePath, "module.exports = { value: 'aaa', double: (x) => x * 2 };\n");
    }
  });

  it("ignores and rewrites a damaged entry", () => {
    const cache = path.join(work, "c3");
    expect(load(cache)).toBe("aaa 42");
    const [entry] = entries(cache);
    const bytes = readFileSync(entry!);
    bytes[bytes.length - 5]! ^= 0xff;
    writeFileSync(entry!, bytes);
    const damaged = identity(entry!);
    expect(load(cache)).toBe("aaa 42");
    expect(identity(entry!)).not.toBe(damaged);
    writeFileSync(entry!, "not an entry");
    expect(load(cache)).toBe("aaa 42");
  });

  it("stays off when asked, and out of a folder others can write to", () => {
    expect(compileCacheDir({ REVFORGE_COMPILE_CACHE: "off" })).toBeUndefined();
    const open = path.join(work, "open");
    mkdirSync(open);
    chmodSync(open, 0o777);
    const dir = compileCacheDir({ REVFORGE_COMPILE_CACHE: open });
    if (typeof process.getuid === "function") expect(dir).toBeUndefined();
    const cache = path.join(work, "c4");
    expect(compileCacheDir({ REVFORGE_COMPILE_CACHE: cache })).toBe(
      path.join(cache, `v8-${process.versions.v8}-${process.arch}`),
    );
    expect(load("off")).toBe("aaa 42");
    expect(existsSync(path.join(process.cwd(), "off"))).toBe(false);
  });

  it("is filled by both threads of a run, which makes the same package with it as without", () => {
    const cache = path.join(work, "run");
    const spec = path.join(root, "test/fixtures/cli/tiny.yaml");
    const generate = (out: string, setting: string) => {
      const run = spawnSync(
        process.execPath,
        [path.join(root, "bin/revforge.js"), "generate", "--quiet", "--spec", spec, "--out", out],
        { cwd: work, env: { ...process.env, REVFORGE_COMPILE_CACHE: setting }, encoding: "utf8" },
      );
      expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: "" });
      return readdirSync(path.join(work, out), { recursive: true })
        .map(String)
        .sort()
        .map((f) => {
          const file = path.join(work, out, f);
          return statSync(file).isFile() ? `${f}\n${readFileSync(file, "utf8")}` : f;
        });
    };
    const without = generate("without", "off");
    expect(generate("cold", cache)).toEqual(without);
    const keys = entries(cache).map((e) => readFileSync(e).toString("latin1"));
    const has = (suffix: string) => keys.some((k) => k.includes(suffix));
    expect(has(path.join("node_modules", "typescript", "lib", "typescript.js"))).toBe(true);
    expect(has(path.join("node_modules", "@ts-morph", "common", "dist", "typescript.js"))).toBe(true);
    expect(generate("warm", cache)).toEqual(without);
  }, 120_000);
});
