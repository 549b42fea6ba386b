/**
 * Writes one output file atomically: the content goes to a temporary file beside the target, which is then renamed
 * over it, so a reader or a killed run never sees half a file. `insideCwd` refuses a target whose real location
 * (symbolic links in its folders resolved) is outside the current folder, like `generate --out`.
 */
import { existsSync, mkdirSync, realpathSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { OutputError } from "./write-tree.js";

/** True when `file` would land inside the current folder, following symbolic links of the folders that exist. */
export function insideCwd(file: string): boolean {
  const cwd = realpathSync(process.cwd());
  let dir = path.dirname(path.resolve(file));
  const rest: string[] = [path.basename(file)];
  while (!existsSync(dir)) {
    rest.unshift(path.basename(dir));
    dir = path.dirname(dir);
  }
  const real = path.join(realpathSync(dir), ...rest);
  const rel = path.relative(cwd, real);
  return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
}

export function writeFileAtomic(file: string, content: string): void {
  const target = path.resolve(file);
  mkdirSync(path.dirname(target), { recursive: true });
  const temp = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`,
  );
  try {
    writeFileSync(temp, content, { flag: "wx" });
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { force: true });
    const code = (error as { code?: string }).code;
    if (code === "EISDIR" || code === "ENOTEMPTY" || code === "EEXIST")
      throw new OutputError(`cannot write ${file}: it is a folder`);
    if (code) throw new OutputError(`cannot write ${file}: ${code}`);
    throw error;
  }
}
