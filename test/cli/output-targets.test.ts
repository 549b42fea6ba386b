/**
 * Where `generate` and `diff` may write (generator/output/target.ts), with a real git repository as the victim of
 * every case: a refused target gets exactly one line, exit code 2, and leaves every file of the box byte-identical and
 * `git status --porcelain` empty; an allowed target is written and nothing else changes.
 */
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyInto, git, makeVictim, snapshot, type Victim } from "../output/victim.js";
import { printedIn } from "../support/cli.js";

let boxes: string;
/** A package revforge generated from the victim's spec, copied into the cases that need a folder revforge wrote. */
let generated: string;
/** The files of that package, as its stamp lists them. */
let packageFiles: string[];

beforeAll(async () => {
  boxes = mkdtempSync(path.join(tmpdir(), "rf-targets-"));
  const { repo } = makeVictim(boxes);
  const r = await printedIn(repo, "generate", "--quiet", "--spec", "api.yaml", "--out", "client");
  expect([r.code, r.err]).toEqual([0, ""]);
  generated = path.join(repo, "client");
  packageFiles = (JSON.parse(readFileSync(path.join(generated, "stamp.json"), "utf8")) as { files: string[] }).files;
  expect(packageFiles).toContain("revisions/api/index.js");
}, 60_000);
afterAll(() => rmSync(boxes, { recursive: true, force: true }));

const gen = (out: string, ...more: string[]) => ["generate", "--quiet", "--spec", "api.yaml", "--out", out, ...more];
const diff = (out: string, ...more: string[]) => ["diff", "api.yaml", "b.yaml", "--out", out, ...more];
const steps = (out: string) => ["diff", "2023-06-15", "2023-10-15", "--steps", "--out", out];

function writeText(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** The generated package as `client/` of the victim, with files a user added to it. */
const packageWith = (added: string[]) => (v: Victim) => {
  copyInto(v.repo, generated, "client");
  for (const name of added) writeText(path.join(v.repo, "client", name), `${name} is mine\n`);
};
const twelve = Array.from({ length: 12 }, (_, i) => `mine/a${String(i + 1).padStart(2, "0")}.txt`);

interface Refused {
  /** Prepares the victim; what it makes inside the repository is committed. */
  setup?: (v: Victim) => void;
  argv: (v: Victim) => string[];
  /** The one line on stderr. */
  line: (v: Victim) => string;
  /** The folder the command runs from, relative to the box (default the repository). */
  cwd?: string;
  /** $HOME for the run, relative to the box. */
  home?: string;
}

const G = "revforge generate: refusing to write";
const D = "revforge diff: refusing to write";
const notStamped = "it is a folder revforge did not write (no stamp.json listing its files); --clean replaces it";
const elsewhere = (v: Victim) => mkdirSync(path.join(v.box, "elsewhere"));

const refused: Record<string, Refused> = {
  "generate --out .": { argv: () => gen("."), line: () => `${G} .: it is the current folder` },
  "generate --out ./": { argv: () => gen("./"), line: () => `${G} ./: it is the current folder` },
  'generate --out ""': { argv: () => gen(""), line: () => `${G} "": it is the current folder` },
  "generate --out ..": { argv: () => gen(".."), line: () => `${G} ..: it is above the current folder` },
  "generate --out <the box, absolute>": {
    argv: (v) => gen(v.box),
    line: (v) => `${G} ${v.box}: it is above the current folder`,
  },
  "generate --out /": { argv: () => gen("/"), line: () => `${G} /: it is the filesystem root` },
  "generate --out <the home folder>, from another folder": {
    setup: elsewhere,
    cwd: "elsewhere",
    home: "repo",
    argv: (v) => ["generate", "--quiet", "--spec", path.join(v.repo, "api.yaml"), "--out", v.repo],
    line: (v) => `${G} ${v.repo}: it is the home folder`,
  },
  "generate --out <a folder above the home folder>, from another folder": {
    setup: elsewhere,
    cwd: "elsewhere",
    home: "repo/src",
    argv: (v) => ["generate", "--quiet", "--spec", path.join(v.repo, "api.yaml"), "--out", v.repo],
    line: (v) => `${G} ${v.repo}: it is above the home folder`,
  },
  "generate --out <the folder holding the spec>": {
    argv: () => ["generate", "--quiet", "--spec", "specs/api.yaml", "--out", "specs"],
    line: () => `${G} specs: it holds specs/api.yaml, which this run reads`,
  },
  "generate --out <the folder of a file the spec refers to> --clean (checked again after loading)": {
    argv: () => gen("schemas", "--clean"),
    line: () => `${G} schemas: it holds schemas/thing.yaml, which this run reads`,
  },
  "generate --out <the spec>": { argv: () => gen("api.yaml"), line: () => `${G} api.yaml: it is an input of this run` },
  "generate --out <a file>": { argv: () => gen("notes.txt"), line: () => `${G} notes.txt: it is a file, not a folder` },
  "generate --out <a folder inside a file>": {
    argv: () => gen("notes.txt/client"),
    line: () => `${G} notes.txt/client: notes.txt is a file, not a folder`,
  },
  "generate --out <the user's src folder>": { argv: () => gen("src"), line: () => `${G} src: ${notStamped}` },
  "generate --out .git": { argv: () => gen(".git"), line: () => `${G} .git: ${notStamped}` },
  "generate --out <a folder with another tool's stamp.json>": {
    setup: (v) => {
      writeText(path.join(v.repo, "other/stamp.json"), '{ "generator": { "name": "other" }, "files": ["a.txt"] }\n');
      writeText(path.join(v.repo, "other/a.txt"), "theirs\n");
    },
    argv: () => gen("other"),
    line: () => `${G} other: ${notStamped}`,
  },
  "generate --out <a folder revforge wrote, a file added since>": {
    setup: packageWith(["NOTES.md"]),
    argv: () => gen("client"),
    line: () => `${G} client: 1 file in it revforge did not write: NOTES.md; --clean replaces it`,
  },
  "generate --out <a folder revforge wrote, twelve files added since>": {
    setup: packageWith(twelve),
    argv: () => gen("client"),
    line: () =>
      `${G} client: 12 files in it revforge did not write: ${twelve.slice(0, 10).join(", ")} and 2 more; --clean replaces them`,
  },
  "generate --out <a symbolic link to the current folder>": {
    setup: (v) => symlinkSync(".", path.join(v.repo, "here")),
    argv: () => gen("here"),
    line: () => `${G} here: it is a symbolic link; give the path it points to`,
  },
  "generate --out <the current folder through a symbolic link>": {
    setup: (v) => symlinkSync(".", path.join(v.box, "up")),
    argv: () => gen("../up/repo"),
    line: (v) => `${G} ../up/repo (${v.repo}): it is the current folder`,
  },
  "generate --out <the spec through a symbolic link>": {
    setup: (v) => symlinkSync("specs", path.join(v.repo, "alias")),
    argv: () => ["generate", "--quiet", "--spec", "specs/api.yaml", "--out", "alias/api.yaml"],
    line: (v) => `${G} alias/api.yaml (${path.join(v.repo, "specs/api.yaml")}): it is an input of this run`,
  },
  // --check writes nothing, but a target no run may write is refused all the same, not compared: the root would be
  // walked whole, and the current folder listed file by file as "not generated".
  "generate --check --out /": { argv: () => gen("/", "--check"), line: () => `${G} /: it is the filesystem root` },
  "generate --check --out .": { argv: () => gen(".", "--check"), line: () => `${G} .: it is the current folder` },
  "generate --check --out <a file>": {
    argv: () => gen("notes.txt", "--check"),
    line: () => `${G} notes.txt: it is a file, not a folder`,
  },
  "generate --check --out <the folder holding the spec>": {
    argv: () => ["generate", "--quiet", "--check", "--spec", "specs/api.yaml", "--out", "specs"],
    line: () => `${G} specs: it holds specs/api.yaml, which this run reads`,
  },
  "diff a b --out a": { argv: () => diff("api.yaml"), line: () => `${D} api.yaml: it is an input of this run` },
  "diff a b --out b": { argv: () => diff("b.yaml"), line: () => `${D} b.yaml: it is an input of this run` },
  "diff --out <a file the spec refers to> --clean (checked again after loading)": {
    argv: () => diff("schemas/thing.yaml", "--clean"),
    line: () => `${D} schemas/thing.yaml: it is an input of this run`,
  },
  "diff --out <the user's file>": {
    argv: () => diff("notes.txt"),
    line: () => `${D} notes.txt: the file exists; --clean replaces it`,
  },
  "diff --out package.json": {
    argv: () => diff("package.json"),
    line: () => `${D} package.json: the file exists; --clean replaces it`,
  },
  "diff --out <a folder>": { argv: () => diff("src"), line: () => `${D} src: it is a folder, not a file` },
  "diff --out .": { argv: () => diff("."), line: () => `${D} .: it is the current folder` },
  "diff --out <a file inside a file>": {
    argv: () => diff("notes.txt/r.md"),
    line: () => `${D} notes.txt/r.md: notes.txt is a file, not a folder`,
  },
  "diff --steps --out <a file>": {
    argv: () => steps("notes.txt"),
    line: () => `${D} notes.txt: it is a file, not a folder`,
  },
  "diff --steps --out <the user's src folder>": { argv: () => steps("src"), line: () => `${D} src: ${notStamped}` },
  "diff --steps --out ..": { argv: () => steps(".."), line: () => `${D} ..: it is above the current folder` },
};

describe("a refused target leaves the victim untouched", () => {
  it.each(Object.entries(refused))(
    "%s",
    async (_title, c) => {
      const v = makeVictim(boxes, c.setup);
      const before = snapshot(v.box);
      const home = process.env.HOME;
      if (c.home) process.env.HOME = path.join(v.box, c.home);
      let r: Awaited<ReturnType<typeof printedIn>>;
      try {
        r = await printedIn(path.join(v.box, c.cwd ?? "repo"), ...c.argv(v));
      } finally {
        process.env.HOME = home;
      }
      expect([r.code, r.err, r.out]).toEqual([2, `${c.line(v)}\n`, ""]);
      expect(snapshot(v.box)).toEqual(before);
      expect(git(v.repo, "status", "--porcelain")).toBe("");
    },
    60_000,
  );
});

interface Allowed {
  setup?: (v: Victim) => void;
  argv: (v: Victim) => string[];
  /** The target as the command's line on stdout names it. */
  shown: string;
  /** Where the output lands, relative to the box. */
  written: string;
  /** "report" for the report of api.yaml to b.yaml, else the files of the folder (its stamp.json lists them). */
  holds: "report" | "package" | string[];
}

const stepFiles = [
  "2023-06-15..2023-07-15",
  "2023-07-15..2023-08-15",
  "2023-08-15..2023-09-15",
  "2023-09-15..2023-10-15",
]
  .map((pair) => `${pair}.md`)
  .sort();
// Both files have the same info.version, so only their paths tell them apart.
const emptyReport = "## API changes from `api.yaml` to `b.yaml`\n\nNo changes between `api.yaml` and `b.yaml`.\n";

const allowed: Record<string, Allowed> = {
  "generate --out <a new folder>": {
    argv: () => gen("client"),
    shown: "client",
    written: "repo/client",
    holds: "package",
  },
  "generate --out <a new folder in new folders>": {
    argv: () => gen("out/pkg/client"),
    shown: "out/pkg/client",
    written: "repo/out/pkg/client",
    holds: "package",
  },
  "generate --out <an empty folder>": {
    setup: (v) => mkdirSync(path.join(v.box, "empty")),
    argv: () => gen("../empty"),
    shown: "../empty",
    written: "empty",
    holds: "package",
  },
  "generate --out <a folder revforge wrote>": {
    setup: packageWith([]),
    argv: () => gen("client"),
    shown: "client",
    written: "repo/client",
    holds: "package",
  },
  "generate --out <outside the current folder>": {
    argv: () => gen("../shared/client"),
    shown: "../shared/client",
    written: "shared/client",
    holds: "package",
  },
  "generate --out <an absolute path elsewhere>": {
    argv: (v) => gen(path.join(v.box, "abs/client")),
    shown: "../abs/client",
    written: "abs/client",
    holds: "package",
  },
  "generate --out <a folder elsewhere, through a symbolic link>": {
    setup: (v) => {
      mkdirSync(path.join(v.box, "shared"));
      symlinkSync("shared", path.join(v.box, "linked"));
    },
    argv: () => gen("../linked/client"),
    shown: "../linked/client",
    written: "shared/client",
    holds: "package",
  },
  "generate --out <the user's src folder> --clean": {
    argv: () => gen("src", "--clean"),
    shown: "src",
    written: "repo/src",
    holds: "package",
  },
  "generate --out <a folder revforge wrote, a file added since> --clean": {
    setup: packageWith(["NOTES.md"]),
    argv: () => gen("client", "--clean"),
    shown: "client",
    written: "repo/client",
    holds: "package",
  },
  "diff --out <a new file>": {
    argv: () => diff("report.md"),
    shown: "report.md",
    written: "repo/report.md",
    holds: "report",
  },
  "diff --out <a new file outside the current folder>": {
    argv: () => diff("../reports/report.md"),
    shown: "../reports/report.md",
    written: "reports/report.md",
    holds: "report",
  },
  "diff --out <the user's file> --clean": {
    argv: () => diff("notes.txt", "--clean"),
    shown: "notes.txt",
    written: "repo/notes.txt",
    holds: "report",
  },
  "diff --steps --out <a new folder>": {
    argv: () => steps("steps"),
    shown: "steps",
    written: "repo/steps",
    holds: stepFiles,
  },
  "diff --steps --out <a folder revforge wrote>": {
    setup: (v) => {
      writeText(
        path.join(v.repo, "steps/stamp.json"),
        '{ "generator": { "name": "revforge" }, "files": ["old.md"] }\n',
      );
      writeText(path.join(v.repo, "steps/old.md"), "an older run's report\n");
    },
    argv: () => steps("steps"),
    shown: "steps",
    written: "repo/steps",
    holds: stepFiles,
  },
};

describe("an allowed target is written, and nothing else changes", () => {
  it.each(Object.entries(allowed))(
    "%s",
    async (_title, c) => {
      const v = makeVictim(boxes, c.setup);
      const before = snapshot(v.box);
      const r = await printedIn(v.repo, ...c.argv(v));
      expect([r.code, r.err]).toEqual([0, ""]);
      const line = r.out.replace(/ in \d+\.\d s\n$/, "\n").replace(/ \(\d+ breaking.*\)\n$/, "\n");
      expect(line).toMatch(new RegExp(`^wrote (\\d+ (files|reports) to )?${c.shown.replace(/\./g, "\\.")}\\n$`));
      const written = path.join(v.box, c.written);
      if (c.holds === "report") expect(readFileSync(written, "utf8")).toBe(emptyReport);
      else {
        const files = c.holds === "package" ? packageFiles : c.holds;
        const stamp = JSON.parse(readFileSync(path.join(written, "stamp.json"), "utf8")) as { files: string[] };
        expect(stamp.files).toEqual(files);
        const onDisk = [...snapshot(written).keys()].filter((f) => lstatSync(path.join(written, f)).isFile());
        expect(onDisk.sort()).toEqual([...files, "stamp.json"].sort());
      }
      // Everything else in the box is as it was (the folders made to hold the target aside): nothing left beside it.
      const rest = (snap: Map<string, string>) =>
        new Map(
          [...snap].filter(
            ([rel]) => rel !== c.written && !rel.startsWith(`${c.written}/`) && !c.written.startsWith(`${rel}/`),
          ),
        );
      expect(rest(snapshot(v.box))).toEqual(rest(before));
    },
    60_000,
  );
});
