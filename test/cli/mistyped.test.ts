/**
 * A mistyped command or option on the command line: one line naming it, and the one it most likely meant when one
 * stands out (`--outt` is `--out`), then the usage, exit code 2 and nothing run. An option in another tool's style
 * (`-o`, `-format`) is an unknown option too, not taken for a spec file or a path that is not there.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { commandHelp } from "../../generator/commands/usage.js";
import { nearestName } from "../../generator/nearest-name.js";
import { printedBy } from "../support/cli.js";

describe("an unknown option", () => {
  it.each([
    [["generate", "--outt", "x"], "revforge generate: unknown option --outt (did you mean --out?)"],
    [["generate", "--chek"], "revforge generate: unknown option --chek (did you mean --check?)"],
    [["generate", "--quite"], "revforge generate: unknown option --quite (did you mean --quiet?)"],
    [["generate", "--max-szie", "5"], "revforge generate: unknown option --max-szie (did you mean --max-size?)"],
    [["generate", "--allow"], "revforge generate: unknown option --allow (did you mean --allow-outside-refs?)"],
    [["diff", "a.yaml", "b.yaml", "--formt", "json"], "revforge diff: unknown option --formt (did you mean --format?)"],
    [["diff", "a.yaml", "b.yaml", "--stat"], "revforge diff: unknown option --stat (did you mean --stats?)"],
    [["diff", "a.yaml", "b.yaml", "--step"], "revforge diff: unknown option --step (did you mean --steps?)"],
    [["diff", "a.yaml", "b.yaml", "--fail-no=x"], "revforge diff: unknown option --fail-no (did you mean --fail-on?)"],
    [["revisions", "--confg", "x"], "revforge revisions: unknown option --confg (did you mean --config?)"],
    [["upgrade", "--projct", "x"], "revforge upgrade: unknown option --projct (did you mean --project?)"],
  ])("%j names the option it most likely meant (exit 2)", async (argv, line) => {
    const r = await printedBy(...argv);
    expect([r.code, r.out]).toEqual([2, ""]);
    expect(r.err).toBe(`${line}\n  ${commandHelp[argv[0] as keyof typeof commandHelp].usage}\n`);
  });

  it.each([
    // Far from every flag: no guess.
    [["generate", "--bogus"], "revforge generate: unknown option --bogus"],
    // Another command's flag (generate --check), three slips from diff's --clean: a guess would mislead.
    [["diff", "a.yaml", "b.yaml", "--check"], "revforge diff: unknown option --check"],
    // --out and --oauth both start with o: no guess between them.
    [["generate", "-o", "x"], "revforge generate: unknown option -o"],
  ])("%j names none when none stands out", async (argv, line) => {
    const r = await printedBy(...argv);
    expect(r.code).toBe(2);
    expect(r.err.split("\n")[0]).toBe(line);
  });

  it.each([
    [["diff", "a.yaml", "b.yaml", "-o", "x.md"], "revforge diff: unknown option -o (did you mean --out?)"],
    [["diff", "a.yaml", "b.yaml", "-format=json"], "revforge diff: unknown option -format (did you mean --format?)"],
    [["generate", "-q"], "revforge generate: unknown option -q (did you mean --quiet?)"],
    [["upgrade", "--from", "a", "--to", "b", "-w"], "revforge upgrade: unknown option -w (did you mean --write?)"],
  ])("%j with one dash is an unknown option, not an argument", async (argv, line) => {
    const r = await printedBy(...argv);
    expect(r.code).toBe(2);
    expect(r.err.split("\n")[0]).toBe(line);
  });

  it("a lone - is still an argument (a spec of that name), and a value may start with a dash", async () => {
    // The other side is there: both load at once, and a second missing file could be named first.
    const r = await printedBy("diff", "-", fileURLToPath(new URL("../fixtures/cli/tiny.yaml", import.meta.url)));
    expect(r.code).toBe(1);
    expect(r.err).toBe("revforge diff: -:1:1 # file not found (ENOENT)\n");
    const max = await printedBy("diff", "a.yaml", "b.yaml", "--max-size", "-1");
    expect(max.err.split("\n")[0]).toBe('revforge diff: option --max-size needs a positive number, got "-1"');
  });
});

describe("an unknown command", () => {
  it.each([
    ["genrate", 'revforge: unknown command "genrate" (did you mean generate?)'],
    ["dif", 'revforge: unknown command "dif" (did you mean diff?)'],
    ["revision", 'revforge: unknown command "revision" (did you mean revisions?)'],
    ["upgarde", 'revforge: unknown command "upgarde" (did you mean upgrade?)'],
    ["frobnicate", 'revforge: unknown command "frobnicate"'],
  ])("%s names the command it most likely meant (exit 2)", async (name, line) => {
    const r = await printedBy(name, "--spec", "x.yaml");
    expect([r.code, r.out]).toEqual([2, ""]);
    expect(r.err.split("\n").slice(0, 3)).toEqual([line, "usage:", `  ${commandHelp.generate.usage}`]);
  });
});

describe("nearestName", () => {
  const names = ["config", "check", "clean", "out", "oauth", "steps", "stats"];

  it("takes a slip of a key (one in a short name, two in a longer one) or a swap of two as one", () => {
    expect(nearestName("ot", names)).toBe("out");
    expect(nearestName("cehck", names)).toBe("check");
    expect(nearestName("confgi", names)).toBe("config");
    expect(nearestName("stpes", names)).toBe("steps");
  });

  it("takes the start of one longer name, and names none of two at the same distance", () => {
    expect(nearestName("conf", names)).toBe("config");
    expect(nearestName("c", names)).toBeUndefined();
    expect(nearestName("stas", names)).toBe("stats");
    expect(nearestName("stets", names)).toBeUndefined();
    expect(nearestName("", names)).toBeUndefined();
  });
});
