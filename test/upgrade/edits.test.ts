/**
 * The text machinery under the rewrites: FileEdits (ranges replaced, copies carrying the edits made inside them,
 * edits inside a dropped range dropped) and the unified diff (the same hunks as `diff -u`).
 */
import { describe, expect, it } from "vitest";
import { FileEdits, type Part } from "../../generator/upgrade/edits.js";
import { unifiedDiff } from "../../generator/upgrade/output.js";

describe("FileEdits", () => {
  const text = "{ a: x, b: y }";
  const at = (s: string) => text.indexOf(s);
  it.each<[string, [number, number, Part[]][], string]>([
    ["nothing", [], text],
    ["a rename", [[at("a"), at("a") + 1, ["c"]]], "{ c: x, b: y }"],
    ["an insertion at the end", [[text.length, text.length, [";"]]], "{ a: x, b: y };"],
    ["a removal", [[at("a"), at("b"), []]], "{ b: y }"],
    [
      "a wrap copying a range with an edit inside it",
      [
        [at("x"), at("x") + 1, ["z"]],
        [0, text.length, ["w(", { start: 0, end: text.length }, ")"]],
      ],
      "w({ a: z, b: y })",
    ],
    [
      "an edit inside a range the replacement drops",
      [
        [at("x"), at("x") + 1, ["z"]],
        [at("a"), at("b"), []],
      ],
      "{ b: y }",
    ],
    [
      "an insertion right before a removal",
      [
        [at("b") - 2, at("b") - 2, [", c: 1"]],
        [at("b") - 2, at("y") + 1, []],
      ],
      "{ a: x, c: 1 }",
    ],
  ])("%s", (_name, edits, want) => {
    const e = new FileEdits(text);
    for (const [start, end, parts] of edits) e.replace(start, end, ...parts);
    expect(e.apply()).toBe(want);
  });

  it("refuses edits that overlap without one holding the other", () => {
    const e = new FileEdits(text);
    e.replace(0, 5);
    e.replace(3, 8);
    expect(() => e.apply()).toThrow("overlapping edits");
  });
});

describe("unifiedDiff", () => {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `${i + 1}`).join("\n") + "\n";
  it.each([
    ["no change", "a\n", "a\n", ""],
    ["a new file's line", "", "a\n", "--- a/f.ts\n+++ b/f.ts\n@@ -0,0 +1,1 @@\n+a\n"],
    ["a removed first line", "a\nb\n", "b\n", "--- a/f.ts\n+++ b/f.ts\n@@ -1,2 +1,1 @@\n-a\n b\n"],
    [
      "a last line without a line break, marked as such",
      "a",
      "b",
      "--- a/f.ts\n+++ b/f.ts\n@@ -1,1 +1,1 @@\n-a\n\\ No newline at end of file\n+b\n\\ No newline at end of file\n",
    ],
    [
      "two changes far apart: two hunks with three lines of context",
      lines(16),
      lines(16).replace("4\n", "four\n") + "17\n",
      [
        "--- a/f.ts",
        "+++ b/f.ts",
        "@@ -1,7 +1,7 @@",
        " 1",
        " 2",
        " 3",
        "-4",
        "+four",
        " 5",
        " 6",
        " 7",
        "@@ -14,3 +14,4 @@",
        " 14",
        " 15",
        " 16",
        "+17",
        "",
      ].join("\n"),
    ],
    [
      "two changes close together: one hunk",
      lines(10),
      lines(10).replace("3\n", "three\n").replace("8\n", "eight\n"),
      [
        "--- a/f.ts",
        "+++ b/f.ts",
        "@@ -1,10 +1,10 @@",
        " 1",
        " 2",
        "-3",
        "+three",
        " 4",
        " 5",
        " 6",
        " 7",
        "-8",
        "+eight",
        " 9",
        " 10",
        "",
      ].join("\n"),
    ],
  ])("%s", (_name, before, after, want) => {
    expect(unifiedDiff("f.ts", before, after)).toBe(want);
  });
});
