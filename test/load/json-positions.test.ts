/**
 * Positions in JSON specs (generator/load/parse-json.ts) against the reference YAML parser, which reads JSON too and
 * keeps a position for every node: the same line and column for every pointer of the document, for a pointer that
 * goes one step past a node, and in any order of lookups (the JSON side indexes containers as lookups reach them).
 */
import fc from "fast-check";
import { expect, test } from "vitest";
import { parseJson, syntaxErrorOffset } from "../../generator/load/parse-json.js";
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

// Node 20's JSON.parse names no position for an unexpected token ("Unexpected token ']', "…" is not valid JSON"):
// syntaxErrorOffset finds it, on any JSON text with one character put in, taken out, or the text cut there.
test("syntaxErrorOffset is at the token JSON.parse names, or at the end of text cut short", () => {
  const edit = fc.tuple(
    fc.nat(),
    fc.constantFrom("insert", "remove", "cut"),
    fc.constantFrom('"', "'", ",", "]", "}", "[", "{", ":", "x", "1", "-", ".", "\\", "\n", "\u0001", "t", "/", "N"),
  );
  fc.assert(
    fc.property(fc.dictionary(key, json, { maxKeys: 5 }), fc.constantFrom(0, 2), edit, (document, indent, change) => {
      const valid = JSON.stringify(document, null, indent);
      const [at, how, char] = [change[0] % (valid.length + 1), change[1], change[2]];
      const text =
        how === "insert"
          ? valid.slice(0, at) + char + valid.slice(at)
          : valid.slice(0, at) + (how === "remove" ? valid.slice(at + 1) : "");
      let message: string;
      try {
        JSON.parse(text);
        return;
      } catch (error) {
        message = (error as Error).message;
      }
      const offset = syntaxErrorOffset(text);
      const token = /^Unexpected token '([\s\S]+?)', /.exec(message);
      if (token) expect(text.slice(offset, offset + token[1]!.length), message).toBe(token[1]);
      else if (/Unexpected end of JSON input/.test(message)) expect(offset).toBe(text.length);
    }),
    { seed: 20, numRuns: 2000 },
  );
});
