/**
 * Which hand-written files make the package's runtime folders (templates/runtime/*.ts, templates/oauth/*.ts). Apart
 * from runtime.ts, which compiles them, so that the main thread can list them (and hash them for stamp.json) without
 * loading the compiler.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const templatesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../templates");

/** The hand-written folders copied into the package, in package order. */
export const runtimeFolders = ["runtime", "oauth"] as const;

/** `folder/file.ts` for every source file of the runtime folders that exist. */
export function runtimeFiles(): string[] {
  return runtimeFolders.flatMap((folder) => {
    const dir = path.join(templatesDir, folder);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))
      .sort()
      .map((f) => `${folder}/${f}`);
  });
}

export function runtimeSourceText(): string {
  return runtimeFiles()
    .map((f) => readFileSync(path.join(templatesDir, f), "utf8"))
    .join("\n");
}
