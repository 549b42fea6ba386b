/**
 * A YAML merge key whose value is no mapping (`<<: 5`, `<<: [5]`, `<<: null`, an alias to a scalar) is refused at that
 * value, where the package's own error ("Merge sources must be maps or map aliases") was placed at the file's first
 * alias or its first line. A mapping, a list of them and an alias to either are merged as before (docs/safety.md L2).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { failure, HEADER, scratch } from "./support.js";

const tmp = scratch();
afterAll(() => tmp.remove());

const WHY = "YAML merge key (<<) names what is not a mapping; it must name a mapping or a list of mappings";

function load(name: string, body: string): Promise<string> {
  writeFileSync(path.join(tmp.dir, name), `${HEADER}paths: {}\nx-base: &base {k: 1}\nx-one: &one 1\n${body}`);
  return failure(path.join(tmp.dir, name));
}

test.each([
  ["a number", "x-a: {<<: 5}\n"],
  ["a list holding a number", "x-a: {<<: [*base, 5]}\n"],
  ["null", "x-a: {<<: null}\n"],
  ["an alias to a number", "x-a: {<<: *one}\n"],
])("a merge key naming %s is refused at its value", async (_, body) => {
  expect(await load("bad.yaml", body)).toBe(`${tmp.rel("bad.yaml")}:8:11 #/x-a/<< ${WHY}`);
});

test("a merge key naming a mapping, a list of them or an alias to such a list is read", async () => {
  expect(
    await load("fine.yaml", "x-l: &l [*base]\nx-a: {<<: *base}\nx-b: {<<: [*base, {j: 2}]}\nx-c: {<<: *l}\n"),
  ).toBe("loaded");
});
