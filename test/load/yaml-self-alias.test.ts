/**
 * A YAML alias inside the node it names (`A: &a {properties: {self: *a}}`, `&a {<<: *a}`) makes a structure that
 * holds itself: refused at the alias, with what it is (docs/safety.md L2), where the walk of the nesting cap named a
 * pointer 256 levels deep or the merge overflowed the stack ("Maximum call stack size exceeded").
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { failure, HEADER, scratch } from "./support.js";

const tmp = scratch();
afterAll(() => tmp.remove());

const WHY = "is inside the node it names: a structure that holds itself, which no JSON document can be";

test.each([
  [
    "a property",
    `components:\n  schemas:\n    A: &a\n      properties:\n        self: *a\n`,
    ":10:15 #/components/schemas/A/properties/self YAML alias *a",
  ],
  ["a list item", `x-a: &a [*a]\n`, ":6:10 #/x-a/0 YAML alias *a"],
  ["a merge key", `x-a: &a {<<: *a}\n`, ":6:14 #/x-a/<< YAML alias *a"],
])("an alias to the node it is in, as %s, is refused at the alias", async (_, body, want) => {
  writeFileSync(path.join(tmp.dir, "self.yaml"), `${HEADER}paths: {}\n${body}`);
  expect(await failure(path.join(tmp.dir, "self.yaml"))).toBe(`${tmp.rel("self.yaml")}${want} ${WHY}`);
});

test("an alias to a node that is done, or to an anchor written again inside, is read", async () => {
  const body = `x-a: &a {k: 1}\nx-b: [*a, &a {j: 1}, *a]\nx-c: &c {i: &c {k: 1}, j: *c, <<: *c}\n`;
  writeFileSync(path.join(tmp.dir, "fine.yaml"), `${HEADER}paths: {}\n${body}`);
  expect(await failure(path.join(tmp.dir, "fine.yaml"))).toBe("loaded");
});
