/**
 * The lint thread of `revforge diff` (generator/worker/lint-thread.ts): one per process, a WorkQueue of lint jobs
 * only, whose answers are the struct rule's in this thread; idle, it does not keep a process alive, so a diff (or
 * `diff --help`, for which bin/revforge.js has started it already) ends when its work does.
 */
import { spawnSync } from "node:child_process";
import { expect, it } from "vitest";
import { structProblems } from "../../generator/load/struct-lint.js";
import { lintThread } from "../../generator/worker/lint-thread.js";

const document = {
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  paths: { "/items": { get: { produces: ["x"], responses: { "200": {} } } } },
};

it("answers a lint job as the struct rule does in this thread", async () => {
  const problems = await lintThread().lint(document, "/spec.json");
  expect(problems.map((p) => p.pointer)).toEqual(["#/paths/~1items/get/produces", "#/paths/~1items/get/responses/200"]);
  expect(problems).toEqual(await structProblems(document, "/spec.json"));
});

it("is one thread per process, and a new one once it has stopped", async () => {
  const thread = lintThread();
  expect(lintThread()).toBe(thread);
  await thread.close();
  expect(thread.stopped).toBe(true);
  const next = lintThread();
  expect(next).not.toBe(thread);
  expect(await next.lint(document, "/spec.json")).toHaveLength(2);
});

it("runs lint jobs only", async () => {
  await expect(lintThread().run({ kind: "guard", name: "a.js", text: "" })).rejects.toThrow(
    "the lint thread runs lint jobs only, not guard",
  );
});

it.each([
  ["diff --help", ["diff", "--help"], 0],
  ["a diff", ["diff", "2023-01-24", "2023-02-22", "--format", "json"], 0],
  ["a diff refused", ["diff", "2023-01-24", "nowhere.yaml"], 1],
])("does not keep the process alive: %s ends", (_, args, code) => {
  const run = spawnSync(process.execPath, ["bin/revforge.js", ...args], { encoding: "utf8", timeout: 60_000 });
  expect(run.signal).toBeNull();
  expect(run.status).toBe(code);
});
