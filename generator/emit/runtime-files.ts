/**
 * The package's hand-written runtime folders: templates/runtime/*.ts and templates/oauth/*.ts (the server-side OAuth
 * entry point), compiled by tsc when revforge is built (`npm run build`: templates/tsconfig.build.json writes
 * dist/runtime/<folder>/*.js and .d.ts) and copied into the package as they are, each under a banner. No spec text
 * is involved, so they are not guarded.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { PackageMeta } from "./package-files.js";

const root = path.resolve(import.meta.dirname, "../..");
const templatesDir = path.join(root, "templates");
const builtDir = path.join(root, "dist", "runtime");

/** Which optional parts of the runtime a package has: the OAuth helpers, and the shims' upgrade engine. */
type RuntimeParts = Pick<PackageMeta, "oauth" | "upgrades">;

/**
 * `folder/file.ts` for every source file of the runtime folders that exist: `oauth/` only when asked for, and the
 * upgrade engine (`runtime/upgrade*.ts`, which nothing else imports) only for a package with shims. Its error class
 * (`unshimmable-error.ts`) ships in every package: every entry point re-exports it (entry-runtime-exports.ts).
 */
function runtimeFiles(parts: RuntimeParts): string[] {
  return ["runtime", ...(parts.oauth ? ["oauth"] : [])].flatMap((folder) => {
    const dir = path.join(templatesDir, folder);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))
      .filter((f) => parts.upgrades || !(folder === "runtime" && f.startsWith("upgrade")))
      .sort()
      .map((f) => `${folder}/${f}`);
  });
}

/** The compiled runtime as package files (`runtime/client.js`, `oauth/pkce.d.ts`...), each under `banner`. */
export function runtimePackageFiles(banner: string, parts: RuntimeParts): Map<string, string> {
  const out = new Map<string, string>();
  for (const source of runtimeFiles(parts)) {
    const stem = source.slice(0, -".ts".length);
    for (const rel of [`${stem}.js`, `${stem}.d.ts`]) {
      const file = path.join(builtDir, rel);
      if (!existsSync(file))
        throw new Error(
          `the package runtime is not built (${path.relative(root, file)} is missing): run npm run build`,
        );
      out.set(rel, `/* ${banner} */\n${readFileSync(file, "utf8")}`);
    }
  }
  return out;
}
