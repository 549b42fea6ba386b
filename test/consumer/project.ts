/**
 * Builds consumer projects the way an integrator gets the package: `npm pack` of generated/client once per run, then a
 * copy of a template folder (test/consumer/<name>/) in a temp dir with the tarball installed by npm, offline. The
 * package has no dependencies, so `npm install --offline <tarball>` needs nothing from the network or the cache; if
 * it ever gains one that is not cached, the install fails here, which is the point (the runtime is dependency-free).
 *
 * Child processes get the environment without npm's `npm_*` variables: under `npm test` they carry this repository's
 * prefix and package, and an `npm install` in a temp project must not see either.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, symlinkSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");
export const bin = {
  tsc: path.join(root, "node_modules/typescript/bin/tsc"),
  tsx: path.join(root, "node_modules/tsx/dist/cli.mjs"),
  publint: path.join(root, "node_modules/publint/src/cli.js"),
  attw: path.join(root, "node_modules/@arethetypeswrong/cli/dist/index.js"),
};

export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs a command to completion without blocking the event loop (the fake API answers from this process). */
export function run(
  file: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string>; timeoutMs: number },
): Promise<Ran> {
  const started = performance.now();
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("npm_")));
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      { cwd: options.cwd, env: { ...env, ...options.env }, timeout: options.timeoutMs, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === "number" ? error.code : 1;
        const killed = error?.killed ? `\n[killed after ${options.timeoutMs} ms]` : "";
        resolve({ code, stdout, stderr: stderr + killed, ms: Math.round(performance.now() - started) });
      },
    );
  });
}

/** A node script from this repository's node_modules, run with the current node. */
export const node = (script: string, args: string[], options: Parameters<typeof run>[2]) =>
  run(process.execPath, [script, ...args], options);

/** A readable failure message: the command's output, so a failed assertion shows the compiler's errors. */
export const output = (r: Ran) => `exit ${r.code} after ${r.ms} ms\n${r.stdout}\n${r.stderr}`.trim();

/** `npm pack` of generated/client into `dir`; returns the tarball's path. */
export async function pack(dir: string): Promise<string> {
  // `./` matters: a bare `generated/client` is read as a GitHub `user/repo` shorthand and npm tries git.
  const r = await run("npm", ["pack", "--json", "--pack-destination", dir, "./generated/client"], {
    cwd: root,
    timeoutMs: 60_000,
  });
  if (r.code !== 0) throw new Error(`npm pack failed: ${output(r)}`);
  const [info] = JSON.parse(r.stdout) as { filename: string }[];
  if (info === undefined) throw new Error(`npm pack printed no file: ${r.stdout}`);
  return path.join(dir, info.filename);
}

/**
 * Copies test/consumer/<template>/ to `<workDir>/<template>/` and installs the tarball into it. `linkNodeTypes`
 * links this repository's @types/node into the project (a Node consumer has it as a devDependency; linking avoids a
 * registry install), after npm has run so that npm does not prune it as extraneous.
 */
export async function makeProject(
  template: string,
  tarball: string,
  workDir: string,
  options: { linkNodeTypes: boolean },
): Promise<string> {
  const dir = path.join(workDir, template);
  cpSync(path.join(root, "test/consumer", template), dir, { recursive: true });
  const r = await run("npm", ["install", "--offline", "--no-audit", "--no-fund", "--ignore-scripts", tarball], {
    cwd: dir,
    timeoutMs: 120_000,
  });
  if (r.code !== 0) throw new Error(`npm install of ${tarball} into ${template} failed: ${output(r)}`);
  if (options.linkNodeTypes) {
    mkdirSync(path.join(dir, "node_modules/@types"), { recursive: true });
    symlinkSync(path.join(root, "node_modules/@types/node"), path.join(dir, "node_modules/@types/node"), "dir");
  }
  return dir;
}

/** The JSON of the `RESULT <json>` line a consumer program prints last. */
export function result(r: Ran): unknown {
  const line = r.stdout.split("\n").find((l) => l.startsWith("RESULT "));
  if (line === undefined) throw new Error(`no RESULT line: ${output(r)}`);
  return JSON.parse(line.slice("RESULT ".length));
}
