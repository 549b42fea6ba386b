/**
 * `tsc --strict` (skipLibCheck off) over many generated packages at once: one tsc project whose files are the
 * packages' entry declarations, its errors given back to the package they are in. A batch that fails without an
 * error in any one package (tsc itself ended, e.g. out of memory) is split in two and each half run again.
 */
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Check } from "./result.js";

const root = path.resolve(import.meta.dirname, "../..");
const tsc = path.join(root, "node_modules/typescript/bin/tsc");

export interface Compiled {
  id: string;
  /** The package's folder. */
  out: string;
}

export async function compilePackages(packages: Compiled[], dir: string): Promise<Map<string, Check>> {
  const checks = new Map<string, Check>();
  if (packages.length === 0) return checks;
  const start = performance.now();
  const entries = packages.map((p) => entryTypes(p.out));
  const config = path.join(dir, `tsconfig.${process.pid}.${Math.round(start)}.json`);
  writeFileSync(
    config,
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        target: "ES2022",
        module: "NodeNext",
        moduleResolution: "NodeNext",
        lib: ["ES2022", "DOM"],
        types: ["node"],
        typeRoots: [path.join(root, "node_modules/@types")],
      },
      files: entries,
    }),
  );
  const { code, output } = await run(["-p", config, "--pretty", "false"]);
  const ms = (performance.now() - start) / packages.length;
  const firstError = new Map<string, string>();
  for (const line of output.split("\n")) {
    const match = /^(.+?)\(\d+,\d+\): error TS\d+: /.exec(line);
    if (!match) continue;
    const file = path.resolve(dir, match[1]!);
    const owner = packages.find((p) => file.startsWith(p.out + path.sep));
    if (owner && !firstError.has(owner.id))
      firstError.set(owner.id, `${path.relative(owner.out, file)}${line.slice(match[1]!.length)}`);
  }
  if (code !== 0 && firstError.size === 0) {
    if (packages.length === 1) {
      const line = output.split("\n").find((l) => l.trim() !== "") ?? `tsc ended with ${code}`;
      checks.set(packages[0]!.id, { ok: false, message: line, ms });
      return checks;
    }
    const half = Math.ceil(packages.length / 2);
    for (const part of [packages.slice(0, half), packages.slice(half)])
      for (const [id, check] of await compilePackages(part, dir)) checks.set(id, check);
    return checks;
  }
  for (const p of packages) {
    const message = firstError.get(p.id);
    checks.set(p.id, message === undefined ? { ok: true, ms } : { ok: false, message, ms });
  }
  return checks;
}

/** The package's entry declarations, from its package.json (`exports["."].types`). */
function entryTypes(out: string): string {
  const manifest = JSON.parse(readFileSync(path.join(out, "package.json"), "utf8"));
  return path.join(out, manifest.exports["."].types as string);
}

function run(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, [tsc, ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    proc.stdout.on("data", (c: Buffer) => (output += c.toString()));
    proc.stderr.on("data", (c: Buffer) => (output += c.toString()));
    proc.on("close", (code) => resolve({ code, output }));
  });
}
