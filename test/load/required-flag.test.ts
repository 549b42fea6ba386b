/**
 * A parameter's, a header's or a request body's `required`, or a schema's `nullable`, `readOnly`, `writeOnly` or
 * `deprecated`, that is no boolean (`required: no`, YAML 1.1's false, is the string "no" in YAML 1.2) is warned about
 * and left out, so the types read it as the model and the diff do (false), where openapi-typescript acted on every
 * truthy one with no warning (required, `| null`, `readonly`, `@deprecated`) while the calls took it as false.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { loadSpec } from "../../generator/load/index.js";
import { HEADER, scratch } from "./support.js";

const tmp = scratch();
afterAll(() => tmp.remove());

const body = `paths:
  /a:
    post:
      parameters: [{name: q, in: query, required: no, schema: {type: string}}]
      requestBody: {required: "false", content: {application/json: {schema: {type: object}}}}
      responses:
        "200":
          description: ok
          headers: {X-A: {required: 1, schema: {type: string}}}
`;

test("a required that is no boolean is warned about and left out", async () => {
  const file = path.join(tmp.dir, "spec.yaml");
  writeFileSync(file, HEADER + body);
  const at = `${tmp.rel("spec.yaml")}:`;
  const op = "#/paths/~1a/post";
  expect((await loadSpec(file, { lint: false })).warnings).toEqual([
    `${at}8:41 ${op}/parameters/0/required should be a boolean, not a string: left out`,
    `${at}9:21 ${op}/requestBody/required should be a boolean, not a string: left out`,
    `${at}13:27 ${op}/responses/200/headers/X-A/required should be a boolean, not a number: left out`,
  ]);
});

test("a schema's nullable, readOnly, writeOnly or deprecated that is no boolean is warned about and left out", async () => {
  const file = path.join(tmp.dir, "flags.yaml");
  const flags = "{type: string, nullable: no, readOnly: no, writeOnly: off, deprecated: 0}";
  writeFileSync(file, `${HEADER}paths: {}\ncomponents:\n  schemas:\n    A: ${flags}\n`);
  const at = `${tmp.rel("flags.yaml")}:8:`;
  expect((await loadSpec(file, { lint: false })).warnings).toEqual([
    `${at}23 #/components/schemas/A/nullable should be a boolean, not a string: left out`,
    `${at}37 #/components/schemas/A/readOnly should be a boolean, not a string: left out`,
    `${at}51 #/components/schemas/A/writeOnly should be a boolean, not a string: left out`,
    `${at}67 #/components/schemas/A/deprecated should be a boolean, not a number: left out`,
  ]);
});
