/**
 * revforge as a user gets it: `npm install -D` into an empty project, offline, of the tarball `npm pack` makes, or of
 * a git repository. Both start from a copy of this repository's files, so that packing builds dist/ itself and the
 * repository's own dist/, which other tests run, is never rebuilt under them.
 *
 * Offline needs care: `npm ci` fills the npm cache with the tarballs the lockfile names, but not with the registry's
 * lists of versions that `npm install` reads to pick a version for a range. So the empty project starts with a
 * package-lock.json holding revforge's dependency tree as revforge's own lockfile has it (the versions revforge is
 * tested with): npm then takes every package from the cache by its integrity and asks the registry nothing. A package
 * missing from the cache fails the install with a message saying so.
 */
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { output, root, run, type Ran } from "../consumer/project.js";

/** The files of this repository that `npm pack` reads or runs. */
const packed = [
  "package.json",
  "package-lock.json",
  "README.md",
  "LICENSE",
  "tsconfig.json",
  "scripts/build-generator.mjs",
];
const packedFolders = ["bin", "generator", "templates", "specs"];

/** The npm cache that `npm ci` of this repository filled (under `npm test`, npm says where it is). */
export async function npmCache(): Promise<string> {
  if (process.env.npm_config_cache) return process.env.npm_config_cache;
  const r = await run("npm", ["config", "get", "cache"], { cwd: root, timeoutMs: 30_000 });
  if (r.code !== 0) throw new Error(`npm config get cache failed: ${output(r)}`);
  return r.stdout.trim();
}

/** npm's options for every run here: the machine's cache, and never the network. */
export const offline = (cache: string) => ({ npm_config_cache: cache, npm_config_offline: "true" });

/** Copies the files of this repository that a build and `npm pack` read to `copy`. */
export function copyRepository(copy: string): void {
  mkdirSync(path.join(copy, "scripts"), { recursive: true });
  for (const file of packed) cpSync(path.join(root, file), path.join(copy, file));
  for (const folder of packedFolders) cpSync(path.join(root, folder), path.join(copy, folder), { recursive: true });
}

/** `npm pack` of a copy of the repository at `dir/revforge` (its prepack builds dist/): the tarball and its files. */
export async function packRevforge(dir: string, cache: string): Promise<{ tarball: string; files: string[] }> {
  const copy = path.join(dir, "revforge");
  copyRepository(copy);
  symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");
  const r = await run("npm", ["pack", "--json", "--pack-destination", dir], {
    cwd: copy,
    env: offline(cache),
    timeoutMs: 240_000,
  });
  if (r.code !== 0) throw new Error(`npm pack failed: ${output(r)}`);
  // The build prints its line before npm prints the JSON.
  const [info] = JSON.parse(r.stdout.slice(r.stdout.search(/^\[/m))) as {
    filename: string;
    files: { path: string }[];
  }[];
  if (info === undefined) throw new Error(`npm pack printed no file: ${r.stdout}`);
  return { tarball: path.join(dir, info.filename), files: info.files.map((f) => f.path) };
}

interface LockEntry {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  [key: string]: unknown;
}

/**
 * The entries of revforge's package-lock.json that `dependencies` need, at the same places in node_modules: a
 * package's dependency is found as Node finds it, in its own node_modules, then in each folder above.
 */
export function dependencyTree(dependencies: string[]): Record<string, LockEntry> {
  const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
    packages: Record<string, LockEntry>;
  };
  const found = (from: string, name: string): string | undefined => {
    for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf("/node_modules/")))) {
      const at = `${dir ? `${dir}/` : ""}node_modules/${name}`;
      if (lock.packages[at]) return at;
      if (!dir) return undefined;
    }
  };
  const tree: Record<string, LockEntry> = {};
  const queue: [from: string, name: string][] = dependencies.map((name) => ["", name]);
  for (let next; (next = queue.shift()) !== undefined;) {
    const [from, name] = next;
    const at = found(from, name);
    // An optional dependency for another platform is not in the lockfile; a required one always is.
    if (at === undefined) continue;
    if (tree[at]) continue;
    const entry = lock.packages[at]!;
    tree[at] = entry;
    const needs = { ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies };
    for (const dependency of Object.keys(needs)) queue.push([at, dependency]);
  }
  return tree;
}

/** A git repository at `dir` holding a copy of this repository in one commit; returns its `git+file:` URL. */
export async function gitRepository(dir: string): Promise<string> {
  copyRepository(dir);
  const git = (...args: string[]) =>
    run("git", ["-c", "user.name=revforge test", "-c", "user.email=test@localhost", ...args], {
      cwd: dir,
      timeoutMs: 60_000,
    });
  for (const args of [
    ["init", "-q"],
    ["add", "-A"],
    ["commit", "-q", "-m", "revforge"],
  ]) {
    const r = await git(...args);
    if (r.code !== 0) throw new Error(`git ${args.join(" ")} failed: ${output(r)}`);
  }
  return `git+file://${dir}`;
}

/**
 * An empty project at `dir` with revforge installed by `npm install -D <from>` (a tarball or a git URL), offline.
 * From git, npm clones the repository, installs its devDependencies from its lockfile and builds it (`prepare`).
 */
export async function installInEmptyProject(dir: string, from: string, cache: string): Promise<void> {
  mkdirSync(dir);
  const project = { name: "user-project", version: "1.0.0", private: true, type: "module" };
  writeFileSync(path.join(dir, "package.json"), `${JSON.stringify(project, null, 2)}\n`);
  const { dependencies } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
  };
  const lock = {
    name: project.name,
    version: project.version,
    lockfileVersion: 3,
    requires: true,
    packages: { "": { name: project.name, version: project.version }, ...dependencyTree(Object.keys(dependencies)) },
  };
  writeFileSync(path.join(dir, "package-lock.json"), `${JSON.stringify(lock, null, 2)}\n`);
  const r = await run("npm", ["install", "-D", "--no-audit", "--no-fund", from], {
    cwd: dir,
    env: offline(cache),
    timeoutMs: 300_000,
  });
  if (r.code === 0) return;
  if (/ENOTCACHED/.test(r.stderr))
    throw new Error(
      `npm install --offline: a package revforge depends on is not in the npm cache ${cache}; ` +
        `run \`npm ci\` in ${root} (it puts every package of the lockfile there), then this test again.\n${output(r)}`,
    );
  throw new Error(`npm install -D ${from} failed: ${output(r)}`);
}

/** `npx revforge <argv>` in `project`, as a user types it (`--no`: only the installed one, never fetched). */
export const npxRevforge = (project: string, cache: string, ...argv: string[]): Promise<Ran> =>
  run("npx", ["--no", "--", "revforge", ...argv], { cwd: project, env: offline(cache), timeoutMs: 120_000 });
