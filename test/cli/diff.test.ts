/**
 * `revforge diff` and `revforge revisions`, in-process like generate.test.ts. The diff engine is replaced by the
 * stand-in of test/report/fake-engine.ts (it loads both specs with the real loader, then answers with a hand-made
 * report), so these tests pin the command line: formats, --fail-on exit codes, atomic --out, and one-line errors
 * for unknown revisions and unreadable files (the loader's own located line).
 */
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { commandHelp } from "../../generator/commands/usage.js";
import { tmpdir } from "node:os";
import path from "node:path";
import { printedIn } from "../support/cli.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadSpec } from "../../generator/load/index.js";
import { readCatalog } from "../../generator/load/catalog.js";
import { renderReport } from "../../generator/report/render.js";
import { fixture } from "../report/fake-engine.js";

vi.mock("../../generator/report/engine.js", async (importOriginal) => {
  const { fakeEngine } = await import("../report/fake-engine.js");
  const engine = fakeEngine();
  return { ...(await importOriginal<object>()), loadEngine: async () => engine };
});

const root = path.resolve(import.meta.dirname, "../..");
const tiny = path.join(root, "test/fixtures/cli/tiny.yaml");
let work: string;
let outside: string | undefined;

beforeAll(() => {
  mkdirSync(path.join(root, "test-output"), { recursive: true });
  work = mkdtempSync(path.join(root, "test-output", "cli-diff-"));
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  if (outside) rmSync(outside, { recursive: true, force: true });
});

/** Runs the CLI in-process from the work folder. */
const run = (...argv: string[]) => printedIn(work, ...argv);

/** A folder outside the current one and outside the repository, made on first use and removed at the end. */
function outsideDir(): string {
  return (outside ??= mkdtempSync(path.join(tmpdir(), "rf-diff-outside-")));
}

/** The one line of a failure: no second line, no stack. */
function oneLine(text: string): string {
  expect(text).not.toMatch(/\n\s+at /);
  expect(text.split("\n").filter(Boolean)).toHaveLength(1);
  return text.trimEnd();
}

describe("revforge diff: formats", () => {
  const full = { ...fixture("full"), from: "2023-06-15", to: "2023-10-15" };

  it("prints the Markdown report by default, labelled with the revision ids", async () => {
    const r = await run("diff", "2023-06-15", "2023-10-15");
    expect([r.code, r.err]).toEqual([0, ""]);
    expect(r.out).toBe(await renderReport("md", full, { catalog: readCatalog() }));
    expect(r.out.split("\n")[0]).toBe("## API changes from `2023-06-15` to `2023-10-15`");
  });

  it.each([
    ["json", (out: string) => expect(out).toBe(renderReport("json", full))],
    ["html", (out: string) => expect(out).toMatch(/^<!doctype html>\n[\s\S]*<article class="finding breaking"/)],
    [
      "github",
      (out: string) =>
        expect(
          out
            .split("\n")
            .filter(Boolean)
            .map((l) => l.split(" ")[0]),
        ).toEqual(["::notice", ...Array(4).fill("::error"), "::warning", ...Array(4).fill("::notice")]),
    ],
    ["md", (out: string) => expect(out).toContain("### Breaking (4)")],
  ] as const)("--format %s", async (format, check) => {
    const r = await run("diff", "2023-06-15", "2023-10-15", "--format", format);
    expect([r.code, r.err]).toEqual([0, ""]);
    check(r.out);
  });

  it("takes spec files on either side, labelled by their path and info.version", async () => {
    const rel = path.relative(work, tiny);
    const r = await run("diff", rel, rel, "--format=json");
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({
      from: rel,
      to: rel,
      fromVersion: "1.0.0",
      toVersion: "1.0.0",
      summary: { breaking: 1 },
    });
    const md = await run("diff", rel, "2024-05-15");
    expect(md.out.split("\n")[0]).toBe(`## API changes from \`1.0.0\` (\`${rel}\`) to \`2024-05-15\``);
  });

  it("accepts `latest` for the latest revision, and prints the summary notice alone for github without findings", async () => {
    const r = await run("diff", "2024-02-15", "latest", "--format", "github");
    expect(r).toEqual({
      code: 0,
      out: "::notice title=revforge diff%3A 0 breaking%2C 0 dangerous%2C 0 safe::API changes from 2024-02-15 to 2024-05-15: no changes.\n",
      err: "",
    });
    expect((await run("diff", "2024-02-15", "latest")).out).toContain(
      "No changes between `2024-02-15` and `2024-05-15`.",
    );
  });
});

describe("revforge diff: --fail-on", () => {
  it.each([
    [
      "2023-06-15",
      "2023-10-15",
      "breaking",
      1,
      "4 breaking, 1 dangerous, 4 safe (--fail-on breaking fails on 4 findings)",
    ],
    [
      "2023-06-15",
      "2023-10-15",
      "dangerous",
      1,
      "4 breaking, 1 dangerous, 4 safe (--fail-on dangerous fails on 5 findings)",
    ],
    ["2023-10-15", "2023-12-15", "breaking", 0, ""],
    [
      "2023-10-15",
      "2023-12-15",
      "dangerous",
      1,
      "0 breaking, 1 dangerous, 1 safe (--fail-on dangerous fails on 1 finding)",
    ],
    ["2024-02-15", "2024-05-15", "dangerous", 0, ""],
  ])("%s..%s --fail-on %s exits %i", async (from, to, level, code, why) => {
    const r = await run("diff", from, to, "--fail-on", level, "--format", "json");
    expect(r.code).toBe(code);
    expect(JSON.parse(r.out).from).toBe(from); // the report is printed either way
    if (code) expect(oneLine(r.err)).toBe(`revforge diff: ${from} to ${to}: ${why}`);
    else expect(r.err).toBe("");
  });
});

describe("revforge diff: --out", () => {
  it("writes the same bytes as stdout, through a temporary file renamed over the target (--clean)", async () => {
    const printed = (await run("diff", "2023-06-15", "2023-10-15", "--format", "html")).out;
    writeFileSync(path.join(work, "report.html"), "old report\n");
    linkSync(path.join(work, "report.html"), path.join(work, "old-link.html")); // still the old inode after a rename
    const refused = await run("diff", "2023-06-15", "2023-10-15", "--format", "html", "--out", "report.html");
    expect([refused.code, refused.err]).toEqual([
      2,
      "revforge diff: refusing to write report.html: the file exists; --clean replaces it\n",
    ]);
    expect(readFileSync(path.join(work, "report.html"), "utf8")).toBe("old report\n");
    const r = await run("diff", "2023-06-15", "2023-10-15", "--format", "html", "--out", "report.html", "--clean");
    expect([r.code, r.err]).toEqual([0, ""]);
    expect(r.out).toBe("wrote report.html (4 breaking, 1 dangerous, 4 safe)\n");
    expect(readFileSync(path.join(work, "report.html"), "utf8")).toBe(printed);
    expect(readFileSync(path.join(work, "old-link.html"), "utf8")).toBe("old report\n");
    expect(readdirSync(work).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("creates missing folders and still writes the report when --fail-on fails", async () => {
    const r = await run("diff", "2023-06-15", "2023-10-15", "--out", "nested/dir/r.md", "--fail-on", "breaking");
    expect(r.code).toBe(1);
    expect(readFileSync(path.join(work, "nested/dir/r.md"), "utf8")).toContain("### Breaking (4)");
  });

  it("writes the format the --out file's extension names when no --format is given", async () => {
    const html = await run("diff", "2023-06-15", "2023-10-15", "--out", "named.html");
    expect([html.code, html.err]).toEqual([0, ""]);
    expect(readFileSync(path.join(work, "named.html"), "utf8")).toMatch(/^<!doctype html>\n/);
    const json = await run("diff", "2023-06-15", "2023-10-15", "--out", "named.JSON");
    expect((JSON.parse(readFileSync(path.join(work, "named.JSON"), "utf8")) as { summary: object }).summary).toEqual({
      breaking: 4,
      dangerous: 1,
      safe: 4,
    });
    const given = await run("diff", "2023-06-15", "2023-10-15", "--format", "md", "--out", "given.html");
    expect(readFileSync(path.join(work, "given.html"), "utf8")).toMatch(/^## API changes/);
    expect(given.code).toBe(0);
  });

  it("takes --out - for stdout, as without --out, and writes no file named -", async () => {
    const plain = await run("diff", "2023-06-15", "2023-10-15", "--format", "json");
    const dash = await run("diff", "2023-06-15", "2023-10-15", "--format", "json", "--out", "-");
    expect([dash.code, dash.err, dash.out]).toEqual([plain.code, "", plain.out]);
    expect(existsSync(path.join(work, "-"))).toBe(false);
  });

  it("refuses a target that is a folder, with one line (exit 2)", async () => {
    mkdirSync(path.join(work, "a-folder"), { recursive: true });
    const r = await run("diff", "2023-06-15", "2023-10-15", "--out", "a-folder");
    expect([r.code, r.err]).toEqual([2, "revforge diff: refusing to write a-folder: it is a folder, not a file\n"]);
  });

  it("refuses --out that is not a portable path (exit 2)", async () => {
    const r = await run("diff", "2023-06-15", "2023-10-15", "--out", "C:\\x.md");
    expect(r.code).toBe(2);
    expect(r.err.split("\n")[0]).toBe('revforge diff: refusing --out "C:\\\\x.md": not a portable file path');
  });

  it("with --steps, --out is a folder and is named so when refused (exit 2)", async () => {
    const r = await run("diff", "--steps", "2023-06-15", "2023-10-15", "--out", "a:b");
    expect([r.code, r.err.split("\n")[0]]).toEqual([
      2,
      'revforge diff: refusing --out "a:b": not a portable folder path',
    ]);
  });

  it.each([
    ["a sibling of the current folder", () => `../${path.basename(work)}-outside.md`],
    ["an absolute path elsewhere", () => path.join(outsideDir(), "outside.md")],
    ["a folder elsewhere, through a symbolic link", () => "linked/x.md"],
  ])("writes --out outside the current folder (%s)", async (_what, out) => {
    if (!existsSync(path.join(work, "linked"))) symlinkSync(outsideDir(), path.join(work, "linked"));
    const target = path.resolve(work, out());
    const r = await run("diff", "2023-06-15", "2023-10-15", "--out", out());
    expect([r.code, r.err]).toEqual([0, ""]);
    expect(readFileSync(target, "utf8")).toContain("### Breaking (4)");
    rmSync(target);
  });
});

describe("revforge diff: --steps", () => {
  // The GA line from 2023-06-15 to 2023-10-15: the 2023-08-15.pre beta is not a step. The stand-in engine answers
  // 2023-09-15..2023-10-15 with the "full" fixture (4 breaking, 1 dangerous, 4 safe) and the other steps with none.
  const steps = [
    ["2023-06-15", "2023-07-15"],
    ["2023-07-15", "2023-08-15"],
    ["2023-08-15", "2023-09-15"],
    ["2023-09-15", "2023-10-15"],
  ];

  it("prints one JSON array of the reports of every step, in order", async () => {
    const r = await run("diff", "2023-06-15", "2023-10-15", "--steps", "--format", "json");
    expect([r.code, r.err]).toEqual([0, ""]);
    const reports = JSON.parse(r.out) as { from: string; to: string; summary: { breaking: number } }[];
    expect(reports.map((x) => [x.from, x.to])).toEqual(steps);
    expect(reports.map((x) => x.summary.breaking)).toEqual([0, 0, 0, 4]);
  });

  it("prints the Markdown reports one after another, each as the single-pair diff prints it", async () => {
    const r = await run("diff", "2023-06-15", "2023-10-15", "--steps");
    const one: string[] = [];
    for (const [a, b] of steps) one.push((await run("diff", a!, b!)).out);
    expect(r.out).toBe(one.join("\n"));
  });

  it("writes one file per step into the --out folder, named as in generated/reports, and sums --fail-on", async () => {
    const r = await run(
      "diff",
      "2023-06-15",
      "2023-10-15",
      "--steps",
      "--format",
      "html",
      "--out",
      "steps",
      "--fail-on",
      "breaking",
    );
    expect(r.code).toBe(1);
    expect(r.out).toBe("wrote 4 reports to steps (4 breaking, 1 dangerous, 4 safe)\n");
    expect(oneLine(r.err)).toBe(
      "revforge diff: 2023-06-15 to 2023-10-15: 4 breaking, 1 dangerous, 4 safe (--fail-on breaking fails on 4 findings)",
    );
    expect(readdirSync(path.join(work, "steps")).sort()).toEqual([
      ...steps.map(([a, b]) => `${a}..${b}.html`),
      "stamp.json",
    ]);
    expect(JSON.parse(readFileSync(path.join(work, "steps/stamp.json"), "utf8")).files).toEqual(
      steps.map(([a, b]) => `${a}..${b}.html`),
    );
    const last = await run("diff", "2023-09-15", "2023-10-15", "--format", "html");
    expect(readFileSync(path.join(work, "steps/2023-09-15..2023-10-15.html"), "utf8")).toBe(last.out);
  });

  it.each([
    [["2023-06-15", "2023-06-15"], /--steps needs two different revisions, got 2023-06-15 twice/],
    [
      ["2023-06-15", "2023-10-15", "--format", "html"],
      /--steps --format html writes one page per step: give --out <folder>/,
    ],
    [
      ["2023-06-15", "2023-10-15", "--out", "a-file.md"],
      /^revforge diff: refusing to write a-file.md: it is a file, not a folder$/,
    ],
  ])("%j is a usage error (exit 2)", async (args, why) => {
    writeFileSync(path.join(work, "a-file.md"), "kept\n");
    const r = await run("diff", ...args, "--steps");
    expect(r.code).toBe(2);
    expect(r.err.split("\n")[0]).toMatch(why);
    expect(readFileSync(path.join(work, "a-file.md"), "utf8")).toBe("kept\n");
  });

  it("steps back from a newer revision to an older one (a downgrade), through the steps an upgrade takes", async () => {
    const r = await run("diff", "2023-10-15", "2023-06-15", "--steps", "--format", "json");
    expect([r.code, r.err]).toEqual([0, ""]);
    const reports = JSON.parse(r.out) as { from: string; to: string }[];
    expect(reports.map((x) => `${x.from}..${x.to}`)).toEqual([
      "2023-10-15..2023-09-15",
      "2023-09-15..2023-08-15",
      "2023-08-15..2023-07-15",
      "2023-07-15..2023-06-15",
    ]);
  });
});

describe("revforge diff: --steps over a list of sides", () => {
  /** Copies of the tiny spec under three folders: the stand-in engine answers tiny..tiny with the small report. */
  const copies = () => {
    for (const dir of ["v1", "v2", "v3"]) {
      mkdirSync(path.join(work, dir), { recursive: true });
      writeFileSync(path.join(work, dir, "tiny.yaml"), readFileSync(tiny, "utf8").replace('"1.0.0"', `"${dir}.0"`));
    }
    return ["v1/tiny.yaml", "v2/tiny.yaml", "v3/tiny.yaml"];
  };

  it("diffs each consecutive pair of spec files in the order given, labelled by version and file", async () => {
    const r = await run("diff", ...copies(), "--steps", "--format", "json");
    expect([r.code, r.err]).toEqual([0, ""]);
    const reports = JSON.parse(r.out) as { from: string; to: string; fromVersion: string; toVersion: string }[];
    expect(reports.map((x) => [x.from, x.fromVersion, x.to, x.toVersion])).toEqual([
      ["v1/tiny.yaml", "v1.0", "v2/tiny.yaml", "v2.0"],
      ["v2/tiny.yaml", "v2.0", "v3/tiny.yaml", "v3.0"],
    ]);
    const alone = await run("diff", "v2/tiny.yaml", "v3/tiny.yaml", "--format", "json");
    expect(reports[1]).toEqual(JSON.parse(alone.out));
  });

  it("takes two spec files as one step, and mixes revisions with files", async () => {
    const [a, b] = copies();
    const two = await run("diff", a!, b!, "--steps", "--format", "json");
    expect((JSON.parse(two.out) as unknown[]).length).toBe(1);
    const mixed = await run("diff", "2023-06-15", "2023-07-15", a!, "--steps", "--format", "json");
    expect((JSON.parse(mixed.out) as { from: string; to: string }[]).map((x) => `${x.from}..${x.to}`)).toEqual([
      "2023-06-15..2023-07-15",
      `2023-07-15..${a}`,
    ]);
  });

  it("writes one numbered file per pair into the --out folder", async () => {
    const r = await run("diff", ...copies(), "v1/tiny.yaml", "--steps", "--out", "listed");
    expect([r.code, r.err]).toEqual([0, ""]);
    expect(r.out).toBe("wrote 3 reports to listed (3 breaking, 3 dangerous, 3 safe)\n");
    expect(readdirSync(path.join(work, "listed")).sort()).toEqual([
      "01-tiny..tiny.md",
      "02-tiny..tiny.md",
      "03-tiny..tiny.md",
      "stamp.json",
    ]);
    expect(readFileSync(path.join(work, "listed/03-tiny..tiny.md"), "utf8").split("\n")[0]).toBe(
      "## API changes from `v3.0` (`v3/tiny.yaml`) to `v1.0` (`v1/tiny.yaml`)",
    );
  });

  it("says one report in the singular", async () => {
    const [a, b] = copies();
    const r = await run("diff", a!, b!, "--steps", "--out", "single");
    expect([r.code, r.err, r.out]).toEqual([0, "", "wrote 1 report to single (1 breaking, 1 dangerous, 1 safe)\n"]);
  });

  it("needs --steps for more than two sides", async () => {
    const r = await run("diff", ...copies());
    expect(r.code).toBe(2);
    expect(r.err.split("\n")[0]).toBe(
      'revforge diff: expected <from> <to> (revision ids or spec files; a longer list with --steps), got "v1/tiny.yaml" "v2/tiny.yaml" "v3/tiny.yaml"',
    );
  });
});

describe("revforge diff: a report too long for a comment, and --stats", () => {
  const huge = () => {
    for (const name of ["huge-a.yaml", "huge-b 2.yaml"]) writeFileSync(path.join(work, name), readFileSync(tiny));
  };

  it("keeps the Markdown under 65,000 characters and names the command that writes the whole report", async () => {
    huge();
    const r = await run("diff", "huge-a.yaml", "huge-b 2.yaml");
    expect(r.code).toBe(0);
    expect(r.out.length).toBeLessThanOrEqual(65_001); // the report and the newline that ends the output
    expect(r.out).toContain(
      "Every finding is in the HTML report: `revforge diff huge-a.yaml 'huge-b 2.yaml' --format html --out huge-a..huge-b_2.html`.\n",
    );
    const out = await run("diff", "huge-a.yaml", "huge-b 2.yaml", "--out", "big/huge.md");
    expect(readFileSync(path.join(work, "big/huge.md"), "utf8")).toContain(
      "`revforge diff huge-a.yaml 'huge-b 2.yaml' --format html --out big/huge.html`",
    );
    expect(out.code).toBe(0);
    // with --steps, beside the stamped folder, not in it (a file added there would stop the next run)
    const steps = await run("diff", "huge-a.yaml", "huge-b 2.yaml", "--steps", "--out", "big/steps");
    expect(steps.code).toBe(0);
    expect(readFileSync(path.join(work, "big/steps/01-huge-a..huge-b_2.md"), "utf8")).toContain(
      "`revforge diff huge-a.yaml 'huge-b 2.yaml' --format html --out big/01-huge-a..huge-b_2.html`",
    );
  });

  it("names the command with the flags the run needed to read its sides: --config, --max-size, --allow-outside-refs", async () => {
    mkdirSync(path.join(work, "api"), { recursive: true });
    for (const name of ["huge-a.yaml", "huge-b.yaml"]) writeFileSync(path.join(work, "api", name), readFileSync(tiny));
    const config = {
      package: { name: "@acme/api" },
      revisions: [
        { id: "2024-01-01", spec: "huge-a.yaml" },
        { id: "2024-02-01", spec: "huge-b.yaml" },
      ],
      output: { client: "client" },
    };
    writeFileSync(path.join(work, "api/revforge.config.json"), JSON.stringify(config));
    const args = ["--config", "api/revforge.config.json", "--max-size", "30", "--allow-outside-refs"];
    const r = await run("diff", "2024-01-01", "2024-02-01", ...args);
    expect([r.code, r.err]).toEqual([0, ""]);
    expect(r.out).toContain(
      "Every finding is in the HTML report: `revforge diff 2024-01-01 2024-02-01 --config api/revforge.config.json --max-size 30 --allow-outside-refs --format html --out 2024-01-01..2024-02-01.html`.\n",
    );
  });

  it("--stats prints the reports, findings, time and peak memory on stderr, and stdout stays the report", async () => {
    huge();
    const r = await run("diff", "huge-a.yaml", "huge-b 2.yaml", "--format", "json", "--stats");
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).findings).toHaveLength(3000);
    expect(r.err).toMatch(
      /^revforge diff: 1 report, 3000 findings in \d+\.\d\d s; peak memory \d+ MiB \(resident set size\)\n$/,
    );
    const peak = Number(/peak memory (\d+) MiB/.exec(r.err)![1]);
    expect(peak).toBeGreaterThanOrEqual(Math.floor(process.memoryUsage().rss / 1024 / 1024 / 2)); // of this process
    const steps = await run("diff", "2023-06-15", "2023-10-15", "--steps", "--format", "json", "--stats");
    expect(steps.err).toMatch(/^revforge diff: 4 reports, 9 findings in /);
  });
});

describe("revforge diff: bad input gets one line", () => {
  it("an unknown revision id lists the catalog, a bad argument as in revforge upgrade (exit 2)", async () => {
    const r = await run("diff", "2099-01-01", "2024-05-15");
    expect(r.code).toBe(2);
    expect(r.err).not.toMatch(/\n\s+at /);
    expect(r.err.split("\n")[0]).toMatch(
      /^revforge diff: unknown revision "2099-01-01": the catalog has 2022-10-17, .*, 2024-05-15 \(or pass a spec file\)$/,
    );
  });

  it.each([
    ["a missing file", "missing.yaml", () => undefined],
    ["a folder", "a-dir", () => mkdirSync(path.join(work, "a-dir"), { recursive: true })],
    [
      "broken YAML",
      "broken.yaml",
      () => writeFileSync(path.join(work, "broken.yaml"), "openapi: 3.1.0\ninfo: [unclosed\n"),
    ],
    ["not OpenAPI", "plain.yaml", () => writeFileSync(path.join(work, "plain.yaml"), "hello: world\n")],
  ])("%s is the loader's located line (exit 1)", async (_what, file, make) => {
    make();
    const cwd = process.cwd();
    process.chdir(work);
    const expected = await loadSpec(file).then(
      () => "loaded",
      (e: Error) => e.message,
    );
    process.chdir(cwd);
    expect(expected).toMatch(new RegExp(`^${file.replace(".", "\\.")}:\\d+:\\d+ #`));
    const r = await run("diff", file, "2024-05-15");
    expect(r.code).toBe(1);
    expect(oneLine(r.err)).toBe(`revforge diff: ${expected}`);
  });

  it.each([
    [
      ["2023-06-15"],
      /expected <from> <to> \(revision ids or spec files; a longer list with --steps\), got "2023-06-15"/,
    ],
    [["a", "b", "c"], /expected <from> <to>/],
    [["a", "b", "--format", "xml"], /--format must be one of md, json, html, github; got "xml"/],
    [["a", "b", "--fail-on", "safe"], /--fail-on must be one of breaking, dangerous; got "safe"/],
    [["a", "b", "--out", "x", "--out", "y"], /option --out given twice/],
    [["a", "b", "--check"], /unknown option --check/],
    [
      ["https://example.com/a.yaml", "2024-05-15"],
      /refusing to fetch https:\/\/example.com\/a.yaml: remote specs are not loaded/,
    ],
  ])("%j is a usage error (exit 2)", async (args, why) => {
    const r = await run("diff", ...args);
    expect(r.code).toBe(2);
    expect(r.err.split("\n")[0]).toMatch(why);
    expect(r.err.split("\n").slice(1)).toEqual([`  ${commandHelp.diff.usage}`, ""]);
  });
});

describe("revforge revisions", () => {
  it("prints the catalog as a table, derived ends of support marked", async () => {
    const r = await run("revisions", "--config", path.join(root, "revforge.config.json"));
    expect([r.code, r.err]).toEqual([0, ""]);
    const lines = r.out.split("\n");
    expect(lines[0]).toBe("revision             status      release     end of support  breaking changes");
    expect(lines).toContain("2023-02-22           GA          2023-02-22  2025-02-22 *                   2");
    expect(lines).toContain("2023-08-15.pre       beta        2023-08-15  -                              0");
    expect(lines).toContain("2023-10-15           GA          2023-10-15  2025-10-15                     3");
    expect(lines).toContain("2024-05-15 (latest)  GA          2024-05-15  2026-05-15 *                   0");
    expect(lines).toContain(
      "* derived: the service document gives no end of support; it is the release date + 2 years.",
    );
    expect(lines.filter((l) => /^\d{4}-/.test(l))).toHaveLength(readCatalog().revisions.length);
  });

  it("without a catalog counts no breaking changes, where it said 0 for every revision", async () => {
    const r = await run("revisions", "--config", path.join(root, "test/fixtures/config/acme/revforge.config.json"));
    expect([r.code, r.err]).toEqual([0, ""]);
    expect(r.out.split("\n")).toEqual([
      "revision             status  release  end of support  breaking changes",
      "2024-02-15           GA      -        -                              -",
      "2024-05-15 (latest)  GA      -        -                              -",
      "",
      "The config names no catalog, so no change history: revforge diff <from> <to> lists what changed.",
      "",
    ]);
  });

  it("without a config here is a usage error (exit 2)", async () => {
    const r = await run("revisions");
    expect([r.code, r.out, r.err.split("\n")[0]]).toEqual([
      2,
      "",
      "revforge revisions: no config here: create one of revforge.config.json, revforge.config.yaml, revforge.config.yml, revforge.config.mjs, revforge.config.ts, or give --config <file>",
    ]);
  });

  it("takes no arguments", async () => {
    const r = await run("revisions", "--all");
    expect(r.code).toBe(2);
    expect(r.err.split("\n")[0]).toBe("revforge revisions: unknown option --all");
  });
});
