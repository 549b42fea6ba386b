/**
 * The command line (docs/safety.md B23 to B30): every bad argument or path gets one clear line and a non-zero exit,
 * nothing is half-written, and no secret reaches the output. Which output targets are refused and which are written is
 * output-targets.test.ts.
 * Most cases run `main()` in-process (fast); the kill and concurrency cases spawn the real `bin/revforge.js`.
 */
import { spawn } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { printedIn } from "../support/cli.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkRelativePath } from "../../generator/output/write-tree.js";

const root = path.resolve(import.meta.dirname, "../..");
const tiny = path.join(root, "test/fixtures/cli/tiny.yaml");
let work: string;

beforeAll(() => {
  work = mkdtempSync(path.join(root, "test-output", "cli-"));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs the CLI in-process from the work folder. */
const run = (...argv: string[]) => printedIn(work, ...argv);

function oneLine(text: string): string {
  expect(text).not.toMatch(/\n\s+at /); // no stack trace
  return text.split("\n")[0]!;
}

describe("revforge generate: arguments and paths", () => {
  it("generates a package from any spec with --spec and --out", async () => {
    const r = await run("generate", "--quiet", "--spec", tiny, "--out", "pkg");
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(readFileSync(path.join(work, "pkg/revisions/api/index.d.ts"), "utf8")).toContain(
      "export declare function getThing(",
    );
  });

  it("23: --out that is not a portable path is refused", async () => {
    const r = await run("generate", "--spec", tiny, "--out", "C:\\x");
    expect(r.code).toBe(2);
    expect(oneLine(r.err)).toBe('revforge generate: refusing --out "C:\\\\x": not a portable folder path');
  });

  it.each([
    ["a sibling of the current folder", () => `../${path.basename(work)}-outside`],
    ["an absolute path elsewhere", () => path.join(tmpdir(), `${path.basename(work)}-outside`)],
  ])("23: --out outside the current folder (%s) is written, with no flag", async (_what, outside) => {
    const out = outside();
    const target = path.resolve(work, out);
    try {
      const r = await run("generate", "--quiet", "--spec", tiny, "--out", out);
      expect([r.code, r.err]).toEqual([0, ""]);
      expect(readFileSync(path.join(target, "revisions/api/index.d.ts"), "utf8")).toContain(
        "export declare function getThing(",
      );
    } finally {
      rmSync(target, { recursive: true, force: true });
    }
  });

  it.each([
    "../../x",
    "..\\..\\x",
    "/abs",
    "CON",
    "nul.ts",
    "a\0b",
    "x".repeat(256),
    ".git/hooks/pre-commit",
    "a/../b",
  ])("24: the generated file name %j is refused", (name) =>
    expect(() => checkRelativePath(name)).toThrow(/refusing to write/),
  );

  it("25: an output folder that is a symbolic link is neither followed nor replaced", async () => {
    const target = path.join(work, "elsewhere");
    mkdirSync(target, { recursive: true });
    symlinkSync(target, path.join(work, "linked"));
    const r = await run("generate", "--quiet", "--spec", tiny, "--out", "linked");
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      "revforge generate: refusing to write linked: it is a symbolic link; give the path it points to\n",
    );
    expect(readdirSync(target)).toEqual([]);
    expect(lstatSync(path.join(work, "linked")).isSymbolicLink()).toBe(true);
  });

  it.each([
    ["a directory", () => path.join(root, "specs"), /not a regular file|is a directory/],
    ["a missing file", () => path.join(work, "missing.yaml"), /does not exist|not found|no such file/i],
    ["stdin as -", () => "-", /does not exist|not found|no such file/i],
  ])("26: input that is %s gets one line and exit 1", async (_what, spec, why) => {
    const r = await run("generate", "--spec", spec(), "--out", "never");
    expect(r.code).toBe(1);
    expect(oneLine(r.err)).toMatch(why);
    expect(existsSync(path.join(work, "never"))).toBe(false);
  });

  it.each(["https://example.com/openapi.yaml", "http://127.0.0.1:9/x.json", "file:///etc/passwd"])(
    "27: the remote input %s is refused without any fetch",
    async (spec) => {
      const r = await run("generate", "--spec", spec, "--out", "never");
      expect(r.code).toBe(2);
      expect(oneLine(r.err)).toMatch(/remote specs are not loaded/);
    },
  );

  it.each([
    [["--nope"], /unknown option --nope/],
    [["--check", "--check"], /--check given twice/],
    [["--max-size", "-1"], /needs a value|positive number/],
    [["--max-size", "1e999"], /positive number/],
    [["--max-size", "abc"], /positive number/],
    [["--check=yes"], /takes no value/],
    [["stray"], /expected no positional arguments/],
    [["--spec", tiny], /--spec needs --out/],
    // The package.json name and the README's imports: npm's rules, as a config's package.name.
    [["--spec", tiny, "--out", "named", "--name", 'a"b'], /--name "a\\"b" is not a valid npm package name/],
    [["--spec", tiny, "--out", "named", "--name", "Bad Name"], /--name "Bad Name" is not a valid npm package name/],
  ])("28: %j is a strict usage error", async (args, why) => {
    const r = await run("generate", ...args);
    expect(r.code).toBe(2);
    expect(oneLine(r.err)).toMatch(why);
  });

  it.each([
    [["generate", "--check", "--clean"], "revforge generate: --clean goes with writing, not with --check"],
    [["diff", "2023-06-15", "2023-10-15", "--clean"], "revforge diff: --clean goes with --out"],
    // package.json's name, as a config's package.name is checked: npm refuses to install anything else.
    [
      ["generate", "--spec", tiny, "--out", "never", "--name", "Acme Client"],
      'revforge generate: --name "Acme Client" is not a valid npm package name (lower case, @scope/name)',
    ],
    [
      ["generate", "--spec", tiny, "--out", "never", "--name="],
      'revforge generate: --name "" is not a valid npm package name (lower case, @scope/name)',
    ],
    [
      ["generate", "--spec", tiny, "--out", "never", "--name", "@acme/../x"],
      'revforge generate: --name "@acme/../x" is not a valid npm package name (lower case, @scope/name)',
    ],
    [
      ["generate", "--spec", tiny, "--out", "never", "--name", "http"],
      "revforge generate: --name \"http\" is one of Node's own modules: an import of it gets Node's module, never the package (name it http-client, or scope it: @acme/http)",
    ],
    // An empty path is no file: resolved, it would be the current folder, and the line would be about that.
    [["generate", "--spec=", "--out", "never"], 'revforge generate: --spec needs a file, got ""'],
    [["generate", "--config", "", "--check"], 'revforge generate: --config needs a file, got ""'],
    [["diff", "", tiny], 'revforge diff: expected a revision id or a spec file, got ""'],
  ])("%j is a usage error", async (args, line) => {
    const r = await run(...args);
    expect(r.code).toBe(2);
    expect(oneLine(r.err)).toBe(line);
    expect(existsSync(path.join(work, "never"))).toBe(false);
  });

  // /proc takes no new folder: the write fails where target.ts could not tell it would.
  it.runIf(process.platform === "linux")(
    "a folder that cannot be written is named, not the staging folder beside it",
    async () => {
      const r = await run("generate", "--quiet", "--spec", tiny, "--out", "/proc/revforge-client");
      expect([r.code, r.err, r.out]).toEqual([
        1,
        "revforge generate: cannot write /proc/revforge-client: ENOENT\n",
        "",
      ]);
    },
  );

  // A flag where a value goes is a value missing, as `--out --check` is: `-h` and `--help` there are no request for
  // help (which would print it and exit 0, as if the command had run), and never a folder or a format named so.
  it.each([
    [["generate", "--spec", tiny, "--out", "-h"], "revforge generate: option --out needs a value"],
    [["generate", "--spec", tiny, "--out", "--help"], "revforge generate: option --out needs a value"],
    [["generate", "--config", "-h"], "revforge generate: option --config needs a value"],
    [["diff", tiny, tiny, "--format", "-h"], "revforge diff: option --format needs a value"],
    [["diff", tiny, tiny, "--out", "--help", "--format", "json"], "revforge diff: option --out needs a value"],
    [["upgrade", "--from", "-h", "--to", "latest"], "revforge upgrade: option --from needs a value"],
  ])("%j: -h or --help as an option's value is a usage error", async (args, line) => {
    const r = await run(...args);
    expect([r.code, r.out]).toEqual([2, ""]);
    expect(oneLine(r.err)).toBe(line);
    expect(existsSync(path.join(work, "-h"))).toBe(false);
  });

  // "Run revforge generate." alone would read the current folder's config: no config here, or another package.
  it("--check names the command that writes what differs, with the run's own flags", async () => {
    const r = await run("generate", "--quiet", "--spec", tiny, "--out", "checked", "--check", "--max-size", "30");
    expect(r.code).toBe(1);
    expect(r.out.split("\n")[0]).toMatch(
      new RegExp(
        `^checked is stale: \\d+ file\\(s\\) differ from what the specs produce\\. Run revforge generate --quiet --spec ${tiny.replace(/[.]/g, "\\.")} --out checked --max-size 30\\.$`,
      ),
    );
    expect(existsSync(path.join(work, "checked"))).toBe(false);
  });

  // `.5` was "needs a positive number": a size as people write it is a size, and the limit is applied, not ignored.
  it.each([".5", "0.5", "1."])("--max-size %s is read as a number of MiB", async (size) => {
    const r = await run("generate", "--quiet", "--spec", tiny, "--out", `sized${size}`, "--max-size", size);
    expect([r.code, r.err]).toEqual([0, ""]);
  });

  it("--max-size .0000001 applies the limit it says", async () => {
    const r = await run("generate", "--quiet", "--spec", tiny, "--out", "never", "--max-size", ".0000001");
    expect(r.code).toBe(1);
    expect(oneLine(r.err)).toMatch(/tiny\.yaml:1:1 # file is \d+ bytes, over the \d+-byte limit$/);
  });

  it("a folder named help is written, not taken for a request for help", async () => {
    const r = await run("generate", "--quiet", "--spec", tiny, "--out", "help");
    expect([r.code, r.err, r.out]).toEqual([0, "", expect.stringMatching(/^wrote \d+ files to help in /)]);
    expect(existsSync(path.join(work, "help/package.json"))).toBe(true);
  });

  it("28: an unknown command is a usage error", async () => {
    const r = await run("frobnicate");
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/unknown command "frobnicate"/);
  });

  it("30: secrets in the environment never appear in the output", async () => {
    const secrets = {
      REVFORGE_TEST_PRIVATE_KEY: "pk_live_supersecret_0123456789",
      OAUTH_CLIENT_SECRET: "cs_hush_9876543210",
    };
    Object.assign(process.env, secrets);
    try {
      const r = await run("generate", "--spec", tiny, "--out", "env-pkg");
      const all = r.out + r.err + readdirSync(path.join(work, "env-pkg"), { recursive: true }).join("\n");
      for (const s of Object.values(secrets)) expect(all).not.toContain(s);
    } finally {
      for (const k of Object.keys(secrets)) delete process.env[k];
    }
  });
});

/** Spawns the real command; resolves with its exit code and output. */
function spawnCli(args: string[], killAfterMs?: number): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, "bin/revforge.js"), ...args], { cwd: work });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    if (killAfterMs !== undefined) setTimeout(() => child.kill("SIGKILL"), killAfterMs);
    child.on("exit", (code) => resolve({ code, out }));
  });
}

function tree(dir: string): Record<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return Object.fromEntries(
    files.map((e) => [
      path.relative(dir, path.join(e.parentPath, e.name)),
      readFileSync(path.join(e.parentPath, e.name), "utf8"),
    ]),
  );
}

describe("revforge generate: no half-written output (B29)", () => {
  it("two runs on the same folder both succeed and leave one complete package", async () => {
    const [a, b] = await Promise.all([
      spawnCli(["generate", "--quiet", "--spec", tiny, "--out", "twice"]),
      spawnCli(["generate", "--quiet", "--spec", tiny, "--out", "twice"]),
    ]);
    expect([a.code, b.code], a.out + b.out).toEqual([0, 0]);
    const single = await run("generate", "--quiet", "--spec", tiny, "--out", "once");
    expect(single.code).toBe(0);
    expect(tree(path.join(work, "twice"))).toEqual(tree(path.join(work, "once")));
  }, 60_000);

  it("a run killed mid-generation leaves the previous output intact", async () => {
    expect((await run("generate", "--quiet", "--spec", tiny, "--out", "kept")).code).toBe(0);
    const before = tree(path.join(work, "kept"));
    for (const ms of [300, 900, 1500]) {
      await spawnCli(["generate", "--spec", path.join(root, "specs/2024-05-15.yaml"), "--out", "kept"], ms);
      const after = tree(path.join(work, "kept"));
      // Either the old package, or (if the run got as far as the swap) a complete new one; never a mixture.
      if (JSON.stringify(after) !== JSON.stringify(before)) expect(Object.keys(after)).toContain("stamp.json");
      else expect(after).toEqual(before);
    }
  }, 60_000);
});

// Spawned: under the test runner a module is parsed and run by its loader, which places errors its own way.
describe("revforge generate: a config module that fails is placed in it", () => {
  it.each([
    [
      "throw.mjs",
      "const x = undefined;\nexport default { package: { name: x.y } };\n",
      "throw.mjs:2:37",
      "Cannot read",
    ],
    ["syntax.mjs", "const a = 1;\nexport default { a: a b };\n", "syntax.mjs:2:23", "Unexpected identifier"],
    // TypeScript's transpiler goes on past this one (`{ name: 1, name: 2 }`): the config never runs. Node 22.18 and
    // later strip the types themselves, and say it in their own words.
    [
      "syntax.ts",
      "export default {\n  package: { name: 1 name: 2 },\n};\n",
      "syntax.ts:2:22",
      "(',' expected\\.|Expected ',', got 'ident')$",
    ],
  ])("%s", async (file, text, where, message) => {
    writeFileSync(path.join(work, file), text);
    const r = await spawnCli(["generate", "--config", file]);
    expect(r.code).toBe(1);
    expect(oneLine(r.out)).toMatch(
      new RegExp(`^revforge generate: ${where} # cannot load the config module: ${message}`),
    );
  });
});
