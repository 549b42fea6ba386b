/**
 * A consumer project of a generated package, as a user's project would be: the package installed under its npm name
 * (a symbolic link in node_modules), a tsconfig with `strict`, and the user's code in src/. `check()` is `tsc` over
 * it, which also writes the JavaScript; `run()` runs that with node, returning what it printed.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const tsc = path.join(root, "node_modules/.bin/tsc");

export interface Consumer {
  dir: string;
  check(): { status: number | null; output: string };
  run(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }>;
}

export function consumerProject(dir: string, packageName: string, packageDir: string, main: string): Consumer {
  mkdirSync(path.join(dir, "src"), { recursive: true });
  mkdirSync(path.dirname(path.join(dir, "node_modules", packageName)), { recursive: true });
  symlinkSync(packageDir, path.join(dir, "node_modules", packageName), "dir");
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  writeFileSync(
    path.join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        target: "ES2022",
        module: "NodeNext",
        moduleResolution: "NodeNext",
        lib: ["ES2022", "DOM"],
        types: ["node"],
        typeRoots: [path.join(root, "node_modules/@types")],
        outDir: "dist",
        // The package's own declarations are checked too: a user's project does not always skip them.
        skipLibCheck: false,
      },
      include: ["src"],
    }),
  );
  writeFileSync(path.join(dir, "src/main.ts"), main);
  return {
    dir,
    check: () => {
      const r = spawnSync(tsc, ["-p", dir], { encoding: "utf8" });
      return { status: r.status, output: r.stdout + r.stderr };
    },
    run: (env) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, [path.join(dir, "dist/main.js")], {
          cwd: dir,
          env: { ...process.env, ...env },
        });
        let stdout = "";
        let stderr = "";
        child.stdout.on("data", (d: Buffer) => (stdout += d));
        child.stderr.on("data", (d: Buffer) => (stderr += d));
        child.on("close", (code) => resolve({ code, stdout, stderr }));
      }),
  };
}
