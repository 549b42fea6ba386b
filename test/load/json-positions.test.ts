/**
 * Positions in JSON specs (generator/load/parse-json.ts) against the reference YAML parser, which reads JSON too and
 * keeps a position for every node: the same line and column for every pointer of the document, for a pointer that
 * goes one step past a node, and in any order of lookups (the JSON side indexes containers as lookups reach them).
 */
import fc from "fast-check";
import { expect, test } from "vitest";
import { parseJson } from "../../generator/load/parse-json.js";
import { parseYaml } from "../../generator/load/parse-yaml.js";
import { pointers } from "../support/pointers.js";

function agree(text: string, order: (list: string[][]) => string[][]): void {
  const json = parseJson(text, "f.json");
  const reference = parseYaml(text, "f.json");
  const all = pointers(reference.value).flatMap((p) => [p, [...p, "missing"], [...p, "3"]]);
  for (const segments of order(all))
    expect(json.position(segments), `/${segments.join("/")}`).toEqual(reference.position(segments));
}

// Keys with quotes, backslashes, slashes, tildes and braces; values of every JSON kind, nested.
const key = fc.oneof(
  fc.constantFrom("a", "b", 'q"x', "s\\t", "a/b", "~0", "{x}", "[", ""),
  fc.string({ maxLength: 4 }),
);
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, -1.5, 1e21, "", "x", 'he said "}"', "back\\slash", "[{,}]"),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(key, tie("value"), { maxKeys: 4 }),
  ),
})).value;

test("every pointer, in document order and reversed, as printed with and without indentation", () => {
  fc.assert(
    fc.property(fc.dictionary(key, json, { maxKeys: 5 }), fc.constantFrom(0, 2, "\t"), (document, indent) => {
      const text = JSON.stringify(document, null, indent);
      agree(text, (list) => list);
      agree(text, (list) => [...list].reverse());
    }),
    { seed: 18, numRuns: 300 },
  );
});
