/**
 * `revforge diff --max-size`: a spec over the default 20 MiB (Microsoft Graph's beta is 47 MB) is refused with one
 * located line unless the flag allows it, as with `generate`. The real engine, in-process.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { printedIn } from "../support/cli.js";

const dir = mkdtempSync(path.join(tmpdir(), "revforge-diff-max-size-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("reads a spec over 20 MiB only when --max-size allows it, and refuses it with one located line otherwise", async () => {
  // A valid document padded past 20 MiB by a long description.
  const big = path.join(dir, "big.json");
  const info = { title: "big", version: "1", description: "x".repeat(21 * 1024 * 1024) };
  writeFileSync(big, JSON.stringify({ openapi: "3.1.0", info, paths: {} }));
  const refused = await printedIn(dir, "diff", "big.json", "big.json", "--format", "json");
  expect(refused.code).toBe(1);
  expect(refused.err.trim().split("\n")).toHaveLength(1);
  expect(refused.err).toMatch(/big\.json:1:1 # file is \d+ bytes, over the 20971520-byte limit/);
  const read = await printedIn(dir, "diff", "big.json", "big.json", "--format", "json", "--max-size", "64");
  expect(read.err).toBe("");
  expect(read.code).toBe(0);
  expect(JSON.parse(read.out).findings).toEqual([]);
}, 120_000);
