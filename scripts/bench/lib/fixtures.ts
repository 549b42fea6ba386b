/**
 * Outputs that several measurements consume, built once per run (untimed) and memoised in the context:
 * revforge's client package for GitHub's spec, and openapi-typescript's `.d.ts` for the same spec.
 */
import { existsSync, mkdirSync, symlinkSync } from "node:fs";
import path from "node:path";
import type { Context } from "./measurement.js";
import { bin, githubSpec, repoRoot } from "./paths.js";
import { timeNode } from "./process.js";

function memo<T>(ctx: Context, key: string, make: () => Promise<T>): Promise<T> {
  let p = ctx.shared.get(key) as Promise<T> | undefined;
  if (!p) {
    p = make();
    ctx.shared.set(key, p);
  }
  return p;
}

/** revforge's generated package for GitHub's spec (entry point `revisions/api`). */
export function revforgeGithubPackage(ctx: Context): Promise<string> {
  return memo(ctx, "revforge-github", async () => {
    const out = path.join(ctx.runDir, "fixtures", "revforge-github");
    ctx.log("  fixture: revforge generate --spec api.github.com.json");
    await timeNode([bin.revforge, "generate", "--spec", githubSpec, "--out", out, "--quiet"], {
      cwd: repoRoot,
    });
    return out;
  });
}

/** openapi-typescript's `paths`/`components`/`operations` for GitHub's spec, as one `.d.ts`. */
export function openapiTypescriptGithubDts(ctx: Context): Promise<string> {
  return memo(ctx, "oat-github", async () => {
    const dir = path.join(ctx.runDir, "fixtures", "openapi-typescript-github");
    mkdirSync(dir, { recursive: true });
    const out = path.join(dir, "github.d.ts");
    ctx.log("  fixture: openapi-typescript api.github.com.json");
    await timeNode([bin.openapiTypescript, githubSpec, "-o", out], { cwd: dir });
    return out;
  });
}

/** Makes `<project>/node_modules/<name>` point at `target` (how an installed package looks to tsc and esbuild). */
export function linkPackage(project: string, name: string, target: string): void {
  const link = path.join(project, "node_modules", name);
  mkdirSync(path.dirname(link), { recursive: true });
  if (!existsSync(link)) symlinkSync(target, link, "dir");
}
