/**
 * A ref to nothing reached through other refs (A → B → nowhere) is warned about once, at the ref that names nothing
 * (docs/safety.md L4), where each ref of the chain, and each ref to its start, repeated the same line.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { loadSpec } from "../../generator/load/index.js";
import { HEADER, scratch } from "./support.js";

const tmp = scratch();
afterAll(() => tmp.remove());

test("a chain of refs ending at nothing is one warning, at its last ref", async () => {
  const body = `paths:
  /a:
    get:
      responses:
        "200":
          description: ok
          content:
            application/json:
              schema: {$ref: "#/components/schemas/A"}
components:
  schemas:
    A: {$ref: "#/components/schemas/B"}
    B: {$ref: "./gone.yaml#/C"}
`;
  writeFileSync(path.join(tmp.dir, "chain.yaml"), HEADER + body);
  const { warnings } = await loadSpec(path.join(tmp.dir, "chain.yaml"), { validate: false });
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(
    /chain\.yaml:17:9 #\/components\/schemas\/B\/\$ref \$ref "\.\/gone\.yaml#\/C" cannot be read/,
  );
});
