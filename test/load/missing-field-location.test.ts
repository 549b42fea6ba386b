/**
 * A warning about a field a part lacks names the missing field's pointer and is located where the part that lacks it
 * starts, not at the top of the file (load/errors.ts warningAt).
 */
import { writeFileSync } from "node:fs";
import { afterAll, expect, test } from "vitest";
import { loadSpec } from "../../generator/load/index.js";
import { HEADER, scratch } from "./support.js";

const tmp = scratch();
afterAll(() => tmp.remove());

test("a parameter without `in`: located at the parameter", async () => {
  const file = tmp.rel("no-in.yaml");
  const operation = "    get:\n      operationId: getA\n      responses:\n        '200': {description: ok}\n";
  writeFileSync(
    file,
    `${HEADER}paths:\n  /a:\n${operation}      parameters:\n        - name: q\n          schema: {type: string}\n`,
  );
  expect((await loadSpec(file, { lint: false })).warnings).toEqual([
    `${file}:12:11 #/paths/~1a/get/parameters/0/in parameter location missing, none of path, query, header, cookie: left out of the calls`,
  ]);
});
