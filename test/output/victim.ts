/**
 * A victim for the output-safety tests: a real git repository with a few committed files (the spec among them) in a
 * fresh box folder, and a byte-for-byte snapshot of everything in the box. A refused run must leave the snapshot equal
 * and `git status --porcelain` empty.
 */
import { execFileSync } from "node:child_process";
import {
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");
const tiny = readFileSync(path.join(root, "test/fixtures/cli/tiny.yaml"), "utf8");

/** tiny.yaml with its response schema moved to schemas/thing.yaml, so that the run also reads that file. */
const withRef = tiny.replace(
  /schema:\n\s+type: object\n\s+properties:\n\s+id:\n\s+type: string\n?/,
  'schema:\n                $ref: "./schemas/thing.yaml"\n',
);

export interface Victim {
  /** The box holding the repository (and whatever a case adds beside it). */
  box: string;
  /** The git repository. */
  repo: string;
}

const gitEnv = {
  ...process.env,
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_AUTHOR_NAME: "victim",
  GIT_AUTHOR_EMAIL: "victim@example.com",
  GIT_COMMITTER_NAME: "victim",
  GIT_COMMITTER_EMAIL: "victim@example.com",
};

export function git(repo: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd: repo, env: gitEnv, encoding: "utf8" });
}

/**
 * A new victim under `parent`: api.yaml (the spec, reading schemas/thing.yaml), b.yaml (a copy for diff), package.json,
 * notes.txt, src/index.ts, specs/api.yaml, all committed; `extra` adds more (in the repository: committed too).
 */
export function makeVictim(parent: string, extra?: (victim: Victim) => void): Victim {
  const box = mkdtempSync(path.join(parent, "box-"));
  const repo = path.join(box, "repo");
  const files: Record<string, string> = {
    "api.yaml": withRef,
    "b.yaml": withRef,
    "schemas/thing.yaml": "type: object\nproperties:\n  id:\n    type: string\n",
    "package.json": '{ "name": "victim", "private": true }\n',
    "notes.txt": "my notes\n",
    "src/index.ts": "export const mine = 1;\n",
    "specs/api.yaml": tiny,
  };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(repo, rel)), { recursive: true });
    writeFileSync(path.join(repo, rel), text);
  }
  git(repo, "init", "-q");
  extra?.({ box, repo });
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "the victim's work");
  return { box, repo };
}

/** Copies a folder into the victim (a package generated once, reused by many cases). */
export function copyInto(repo: string, from: string, rel: string): void {
  cpSync(from, path.join(repo, rel), { recursive: true });
}

/** Every entry under `dir` with its bytes (files), target (links) or kind and mode (folders). */
export function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(dir, rel)).sort()) {
      const child = path.join(rel, name);
      const full = path.join(dir, child);
      const stat = lstatSync(full);
      if (stat.isSymbolicLink()) out.set(child, `link -> ${readlinkSync(full)}`);
      else if (stat.isDirectory()) {
        out.set(child, `folder ${stat.mode.toString(8)}`);
        walk(child);
      } else out.set(child, `file ${stat.mode.toString(8)} ${readFileSync(full).toString("base64")}`);
    }
  };
  walk("");
  return out;
}
