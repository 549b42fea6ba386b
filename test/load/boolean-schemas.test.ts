/**
 * `true` and `false` are schemas in OpenAPI 3.1 and 3.2 (JSON Schema 2020-12): the lint, and so `--strict`, does not
 * report them as Redocly's types do where they expect an object (a component, `$defs`, a parameter's `schema`). In
 * 3.0, whose Schema Object is an object, they stay a structural slip.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { loadSpec } from "../../generator/load/index.js";
import { scratch } from "./support.js";

const tmp = scratch();
afterAll(() => tmp.remove());

const body = `info: {title: t, version: "1"}
paths:
  /a:
    get:
      parameters: [{name: q, in: query, schema: true}]
      responses: {"200": {description: ok}}
components:
  schemas:
    Any: true
    None: false
    Holder: {type: object, $defs: {x: true}, properties: {a: true}}
`;

async function warnings(openapi: string): Promise<string[]> {
  const file = path.join(tmp.dir, `${openapi}.yaml`);
  writeFileSync(file, `openapi: ${openapi}\n${body}`);
  return (await loadSpec(file, { lint: true })).warnings;
}

test.each(["3.1.0", "3.2.0"])(
  "in %s, boolean schemas are no structural problem, with --strict too",
  async (version) => {
    expect(await warnings(version)).toEqual([]);
    await expect(loadSpec(path.join(tmp.dir, `${version}.yaml`), { strict: true })).resolves.toBeDefined();
  },
);

test("in 3.0 a boolean schema is still one", async () => {
  const found = await warnings("3.0.3");
  expect(found).toContain(
    `${tmp.rel("3.0.3.yaml")}:11:5 #/components/schemas/None Expected type \`Schema\` (object) but got \`boolean\``,
  );
});
