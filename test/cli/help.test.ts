/**
 * `revforge --help`, `revforge <command> --help` and `--version`: on stdout with exit code 0. Each command's help lists
 * exactly the flags its parser accepts, each with a default, and examples that parse; the README's command-line
 * section names the same flags. What a parser accepts is what its command passes to parseFlags, caught here by a
 * stand-in that records the declaration and stops the command before it does anything.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { FlagKind, parseFlags } from "../../generator/cli-args.js";
import { commands } from "../../generator/cli.js";
import { commandHelp, type CommandName } from "../../generator/commands/usage.js";
import { printedBy } from "../support/cli.js";

type Declared = { flags: Record<string, FlagKind>; positionals: Parameters<typeof parseFlags>[2] };
const parser = vi.hoisted(() => ({ declared: undefined as Declared | undefined, stop: Symbol("stop") }));

vi.mock("../../generator/cli-args.js", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../generator/cli-args.js")>()),
  parseFlags: (_argv: string[], flags: Record<string, FlagKind>, positionals: Declared["positionals"]) => {
    parser.declared = { flags, positionals };
    throw parser.stop;
  },
}));

const { parseFlags: realParseFlags } =
  await vi.importActual<typeof import("../../generator/cli-args.js")>("../../generator/cli-args.js");

const root = path.resolve(import.meta.dirname, "../..");
const version = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { version: string }).version;
const names = Object.keys(commands) as CommandName[];

/** What the command's parser accepts: the declaration it passes to parseFlags. */
async function declared(name: CommandName): Promise<Declared> {
  parser.declared = undefined;
  const run = await commands[name]();
  await expect(run([], () => undefined)).rejects.toBe(parser.stop);
  return parser.declared!;
}

/** What the commands that write say about the outputs they may replace. */
const writesNote =
  "output: a new folder or file, or a folder revforge wrote before (its stamp.json lists the files written);\n" +
  "  --clean also replaces an existing file, a folder revforge did not write, or files added to one\n";

/** `--out <dir>` -> ["out", true]: the flag's name, and whether it takes a value. */
const flagOf = (flag: string): [string, boolean] => [flag.split(" ")[0]!.slice(2), flag.includes(" ")];

describe("revforge --help", () => {
  it.each(["--help", "-h", "help"])("%s prints the commands and exit codes on stdout (exit 0)", async (arg) => {
    const r = await printedBy(arg);
    expect([r.code, r.err]).toEqual([0, ""]);
    expect(r.out).toBe(
      [
        `revforge ${version}: typed client packages, breaking-change reports and compatibility shims from OpenAPI specs`,
        "",
        "usage:",
        `  ${commandHelp.generate.usage}`,
        `  ${commandHelp.diff.usage}`,
        "  revforge revisions [--config <file>]",
        `  ${commandHelp.upgrade.usage}`,
        "  revforge --version",
        "  revforge <command> --help    what the command does, every flag with its default, examples",
        "",
        "exit codes:",
        "  0  done",
        "  1  failed: a broken spec, files that differ under --check, findings at the --fail-on level, manual steps left",
        "  2  usage error: a bad argument, a refused output target",
        "",
      ].join("\n"),
    );
  });

  it.each(["--version", "-v"])("%s prints package.json's version (exit 0)", async (arg) => {
    expect(await printedBy(arg)).toEqual({ code: 0, out: `${version}\n`, err: "" });
  });

  it.each([
    [[], "revforge: no command"],
    [["nope"], 'revforge: unknown command "nope"'],
    [["--versions"], 'revforge: unknown command "--versions"'],
  ])("%j prints the usage on stderr (exit 2)", async (argv, line) => {
    const r = await printedBy(...argv);
    expect([r.code, r.out]).toEqual([2, ""]);
    expect(r.err.split("\n").slice(0, 3)).toEqual([line, "usage:", `  ${commandHelp.generate.usage}`]);
  });
});

describe.each(names)("revforge %s --help", (name) => {
  const help = commandHelp[name];

  it("prints what the command does, every flag with its default, examples and exit codes (exit 0)", async () => {
    for (const argv of [
      [name, "--help"],
      [name, "-h"],
      [name, "x", "--help"],
    ]) {
      const r = await printedBy(...argv);
      expect([r.code, r.err]).toEqual([0, ""]);
      const lines = r.out.split("\n");
      expect(lines[0]).toBe(`usage: ${help.usage}`);
      for (const { flag, default: value } of help.flags) {
        const at = lines.indexOf(`  ${flag}`);
        expect(at, flag).toBeGreaterThan(0);
        // The flag's text, then its default, both indented under it.
        expect(lines.slice(at + 1, at + 4)).toContain(`      default: ${value}`);
      }
      const examples = lines.slice(lines.indexOf("examples:") + 1);
      expect(examples.filter((l) => l.startsWith(`  revforge ${name}`)).length).toBeGreaterThanOrEqual(2);
      expect(r.out).toContain("exit codes:\n  0  done\n  1  failed");
      expect(r.out.includes(writesNote)).toBe(help.writes);
      // Flag texts are wrapped to 100 columns.
      expect(lines.filter((l) => l.startsWith("      ") && l.length > 100)).toEqual([]);
    }
  });

  it("lists exactly the flags the command's parser accepts, each in the usage line", async () => {
    const { flags } = await declared(name);
    const listed = help.flags.map((f) => flagOf(f.flag));
    expect(Object.fromEntries(listed)).toEqual(
      Object.fromEntries(Object.entries(flags).map(([flag, kind]) => [flag, kind !== "boolean"])),
    );
    for (const [flag] of listed) expect(help.usage).toContain(`--${flag}`);
  });

  it("has two or more examples, each accepted by the command's parser", async () => {
    const { flags, positionals } = await declared(name);
    expect(help.examples.length).toBeGreaterThanOrEqual(2);
    for (const example of help.examples) {
      // Split as a shell would: a quoted value ("prettier --write") is one argument.
      const words = [...example.split(" | ")[0]!.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!);
      const [tool, command, ...argv] = words;
      expect([tool, command]).toEqual(["revforge", name]);
      expect(() => realParseFlags(argv, flags, positionals), example).not.toThrow();
    }
  });

  it("is in the README's command-line section with the same flags", () => {
    const readme = readFileSync(path.join(root, "README.md"), "utf8");
    const section = readme.slice(readme.indexOf("\n## The command line\n"));
    const heading = `\n### \`revforge ${name}\`\n`;
    expect(section).toContain(heading);
    const text = section.slice(section.indexOf(heading) + heading.length).split(/\n##/)[0]!;
    const mentioned = new Set([...text.matchAll(/--[a-z][a-z-]*/g)].map((m) => m[0].slice(2)));
    expect([...mentioned].sort()).toEqual(help.flags.map((f) => flagOf(f.flag)[0]).sort());
  });
});

describe("bin/revforge.js without a build", () => {
  const copy = mkdtempSync(path.join(tmpdir(), "revforge-unbuilt-"));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it.each([["--help"], ["diff", "a.yaml", "b.yaml"]])("%j prints one line saying what to run (exit 1)", (...argv) => {
    cpSync(path.join(root, "bin"), path.join(copy, "bin"), { recursive: true });
    const r = spawnSync(process.execPath, [path.join(copy, "bin/revforge.js"), ...argv], { encoding: "utf8" });
    expect({ status: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({
      status: 1,
      stdout: "",
      stderr: `revforge: not built (${copy}/dist/ is missing): run \`npm run build\` in ${copy}/\n`,
    });
  });
});
