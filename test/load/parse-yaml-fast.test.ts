/**
 * The YAML fast path (generator/load/parse-yaml-fast.ts) against the reference parser (`yaml`, parse-yaml.ts): when
 * it answers, the value and the position of every pointer are the reference's; when the reference refuses a file, it
 * does not answer. Checked on every YAML file of the repository, on tables of scalars and structures, and on
 * mutated copies of a spec (a seeded, repeatable stream of deletions, insertions and rewritten values).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { catalogRevisions, specsDir } from "../../generator/load/spec-files.js";
import { parseYamlFast } from "../../generator/load/parse-yaml-fast.js";
import type { ParsedText } from "../../generator/load/lines.js";
import { parseYamlReference } from "../../generator/load/parse-yaml.js";
import { pointers } from "../support/pointers.js";

type Outcome = "fast" | "left to the reference" | "refused by the reference";

/** Runs both parsers and fails on any difference; says which way the file went. */
function agree(text: string): Outcome {
  const fast = parseYamlFast(text);
  let reference: ParsedText | undefined;
  try {
    reference = parseYamlReference(text, "f.yaml");
  } catch (error) {
    expect(fast, `the fast path read a file the reference refuses (${String(error)})`).toBeUndefined();
    return "refused by the reference";
  }
  if (!fast) return "left to the reference";
  expect(fast.value).toStrictEqual(reference.value);
  for (const pointer of pointers(reference.value)) {
    for (const segments of [pointer, [...pointer, "missing"], [...pointer, "7"]])
      expect(fast.position(segments), `/${segments.join("/")}`).toEqual(reference.position(segments));
  }
  return "fast";
}

describe("every YAML file of the repository", () => {
  const files = execFileSync("git", ["ls-files", "*.yaml", "*.yml"], { encoding: "utf8" }).trim().split("\n");

  test.each(files)("%s", (file) => {
    agree(readFileSync(file, "utf8"));
  });

  test("our specs and the catalog take the fast path", () => {
    const ours = [...catalogRevisions().map((r) => `${specsDir}/${r.id}.yaml`), `${specsDir}/revisions.yaml`];
    for (const file of ours) expect(agree(readFileSync(file, "utf8")), file).toBe("fast");
  });
});

describe("scalars resolve as YAML 1.2's core schema says", () => {
  const scalars = [
    ...["~", "null", "Null", "NULL", "nULL", "", "true", "True", "TRUE", "tRUE", "false", "yes", "no", "on", "off"],
    ...["0", "-0", "+12", "007", "0o17", "0o8", "0x1F", "0X1F", "0b101", "1_000", "12:30:45", "9007199254740993"],
    ...["1.5", "1.", ".5", "-.5", "1e3", "1E-3", "1.5e+3", "1e", ".inf", "-.Inf", "+.INF", ".nan", ".NaN", "-.nan"],
    ...["2024-01-01", "2024-01-01T10:00:00Z", "a b", "a#b", "a:b", "-a", "x # comment", "'it''s'", '"\\u00e9\\x41\\t"'],
    ...['"multi\n  line"', "plain\n  continued", "|\n  a\n   b\n", "|-\n  a\n", "|+\n  a\n\n", ">\n  a\n  b\n\n  c\n"],
    ...["nothing", "truth", "Falsey", "~x", "-0x1F", "+.5", ".", "+", "0o", "x1"],
    ...[">-\n  a\n    more\n  b", "|2\n   x", "[]", "{}", "[a, 'b', 1, ~]", "{a: 1, 'b': [x]}", "ünïcödé 🎉", "'\\n'"],
  ];
  test.each(scalars)("v: %s", (scalar) => {
    // All plain data, taken by the fast path, except a quoted scalar over two lines (checkText).
    expect(agree(`k: 1\nv: ${scalar}\nw: 2\n`)).toBe(scalar.startsWith('"multi') ? "left to the reference" : "fast");
    agree(`- ${scalar}\n- last\n`);
  });
});

describe("structures", () => {
  test.each([
    ["nested mappings", "a:\n  b:\n    c: 1\n  d: [1, 2]\ne: x\n", "fast"],
    ["sequences of mappings", "- a: 1\n  b: 2\n- - x\n  - y\n-\n  c: 3\n", "fast"],
    ["a sequence at its key's indentation", "a:\n- 1\n- 2\nb: 3\n", "fast"],
    ["integer and quoted keys", "200: a\n\"404\": b\n'x y': c\n", "fast"],
    ["keys the reference names apart", "1.0: a\n0x10: b\ntrue: c\n~: d\n", "left to the reference"],
    ["empty values", "a:\nb: ~\nc:\n  -\n  - x\n", "left to the reference"],
    ["comments everywhere", "# top\na: 1 # after\n# between\nb:\n  # inside\n  c: 2\n", "fast"],
    ["document markers", "---\na: 1\n...\n", "fast"],
    ["CRLF line breaks", "a: 1\r\nb:\r\n  c: x\r\n", "fast"],
    ["explicit keys", "? a\n: 1\n? [x]\n: 2\n", "refused by the reference"],
    ["a flow pair in a sequence", "[a: 1, b]\n", "left to the reference"],
    ["anchors and aliases", "a: &x {b: 1}\nc: *x\n", "left to the reference"],
    ["explicit tags", "a: !!str 1\nb: ! x\nc: !custom y\n", "refused by the reference"],
    ["a merge key", "a: &x {b: 1}\nc:\n  <<: *x\n", "refused by the reference"],
    ["duplicate keys", "a: 1\na: 2\n", "refused by the reference"],
    ["keys equal as strings", '200: a\n"200": b\n', "refused by the reference"],
    ["a comment glued to a quoted scalar", 'a: "x"#c\n', "refused by the reference"],
    ["a quoted scalar under-indented on its next line", 'a:\n  b: { c: "x\ny" }\n', "refused by the reference"],
    ["several documents", "a: 1\n---\nb: 2\n", "refused by the reference"],
    ["a directive", "%YAML 1.2\n---\na: 1\n", "left to the reference"],
    ["a byte-order mark", "\uFEFFa: 1\n", "left to the reference"],
    ["a lone CR", "a: 1\rb: 2\n", "refused by the reference"],
    ["tabs for indentation", "a:\n\tb: 1\n", "refused by the reference"],
    ["a __proto__ key", "__proto__: {x: 1}\n", "left to the reference"],
    ["no content", "# nothing\n", "refused by the reference"],
  ])("%s", (_name, text, want) => {
    expect(agree(text)).toBe(want);
  });

  test("nesting past the depth limit is left to the reference, which refuses it", () => {
    const deep = `${Array.from({ length: 300 }, (_, i) => `${" ".repeat(i)}a:`).join("\n")} 1\n`;
    expect(agree(deep)).toBe("refused by the reference");
  });
});

test("mutated copies of a spec: the fast path never reads one differently", () => {
  const spec = readFileSync(`${specsDir}/2022-10-17.yaml`, "utf8").split("\n").slice(0, 300).join("\n");
  let seed = 20261121;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const inserted = [":", "-", "#", "'", '"', "!", "&", "*", "{", "}", "[", "]", ",", "\t", "\n", " ", "?", "|", ">"];
  const values = ["~", "0o7", "0x1F", "1_0", ".inf", "1e3", "yes", "'a''b'", '"\\u00e9"', "[a, b: c]", "{a: 1, b}"];
  const moreValues = ["|\n  x", ">-\n  y", "! x", "&a x", "*a", "x #c", '"a\nb"', '{ c: "a\nb" }', "{a: 1}#c"];
  const outcomes: Record<Outcome, number> = { fast: 0, "left to the reference": 0, "refused by the reference": 0 };
  for (let round = 0; round < 300; round++) {
    let text = spec;
    for (let edits = 1 + Math.floor(random() * 3); edits > 0; edits--) {
      const at = Math.floor(random() * text.length);
      const lines = text.split("\n");
      const line = Math.floor(random() * lines.length);
      const kind = Math.floor(random() * 4);
      if (kind === 0) text = text.slice(0, at) + text.slice(at + 1);
      else if (kind === 1) text = text.slice(0, at) + pick(inserted) + text.slice(at);
      else if (kind === 2) lines.splice(line, 0, lines[line]!);
      else lines[line] = lines[line]!.replace(/: (.*)$/, () => `: ${pick([...values, ...moreValues])}`);
      if (kind >= 2) text = lines.join("\n");
    }
    outcomes[agree(text)]++;
  }
  // The stream is fixed: each way must be taken, or the test no longer tests both parsers.
  expect(outcomes.fast).toBeGreaterThan(50);
  expect(outcomes["refused by the reference"]).toBeGreaterThan(50);
});
