/**
 * Consumer projects for the upgrade tests: a temp folder with a strict tsconfig (NodeNext), the sources given, and
 * node_modules/@revforge/client linked to generated/client (the package as the consumer test installs it, without
 * packing), plus the fixtures of test/fixtures/upgrade/<Change>/ and the revisions each declared change goes between.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ts from "typescript";
import { readCatalog } from "../../generator/load/catalog.js";
import { predecessor } from "../../generator/diff/catalog.js";
import { readChangeModules } from "../../generator/shims/declarations/read.js";
import { upgradeProject, type UpgradeSources } from "../../generator/upgrade/index.js";
import { root } from "../consumer/project.js";

export const fixturesDir = path.join(root, "test/fixtures/upgrade");
export const catalog = readCatalog();
/** The repository's declarations and specs. */
export const repository: UpgradeSources = {
  catalog,
  changesDir: path.join(root, "specs/changes"),
  specFile: (id) => path.join(root, "specs", `${id}.yaml`),
};

export const tsconfig = {
  compilerOptions: {
    target: "ES2022",
    module: "NodeNext",
    moduleResolution: "NodeNext",
    lib: ["ES2022", "DOM"],
    types: [],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  },
  include: ["src"],
};

const made: string[] = [];

/** Removes every project folder made so far (afterAll). */
export function removeProjects(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A project folder with `files` (relative path -> text) under src/; returns its tsconfig path. */
export function makeProject(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), "revforge-upgrade-"));
  made.push(dir);
  mkdirSync(path.join(dir, "node_modules/@revforge"), { recursive: true });
  symlinkSync(path.join(root, "generated/client"), path.join(dir, "node_modules/@revforge/client"), "dir");
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify(tsconfig, null, 2));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, "src", file)), { recursive: true });
    writeFileSync(path.join(dir, "src", file), text);
  }
  return { dir, tsconfig: path.join(dir, "tsconfig.json") };
}

/** The upgrade of a project between two revisions, with the repository's declarations. */
export function upgrade(project: string, from: string, to: string) {
  return upgradeProject({ ...repository, packageName: "@revforge/client", from, to, project });
}

/**
 * The manual steps an upgraded file holds: for each `// revforge upgrade` comment, the first line of code below it
 * (trimmed) and the change the comment names.
 */
export function manualSteps(after: string): [line: string, change: string][] {
  const lines = after.split("\n");
  const isComment = (l: string) => l.trimStart().startsWith("//");
  return lines.flatMap((l, i): [string, string][] =>
    l.trimStart().startsWith("// revforge upgrade")
      ? [
          [
            lines
              .slice(i)
              .find((m) => !isComment(m))!
              .trim(),
            /\((\w+)\)$/.exec(l)![1]!,
          ],
        ]
      : [],
  );
}

/** Every declared change with the revisions it goes between. */
export async function declaredChanges(): Promise<{ name: string; from: string; to: string }[]> {
  const modules = await readChangeModules(repository.changesDir);
  return modules.flatMap((m) =>
    m.changes.map((c) => ({ name: c.name, from: c.from ?? predecessor(catalog, m.revision)!, to: m.revision })),
  );
}

/** The golden pairs: one folder per declared change (PascalCase); `_acme/` is the census's other API. */
export const fixtureNames = () =>
  readdirSync(fixturesDir)
    .filter((n) => /^[A-Z]/.test(n))
    .sort();
export const fixture = (name: string, side: "before" | "after") =>
  readFileSync(path.join(fixturesDir, name, `${side}.ts`), "utf8");

export interface Diagnostic {
  file: string;
  line: number;
  text: string;
  /** True when the error sits inside a statement, property or element marked with a manual-step comment. */
  marked: boolean;
}

/** tsc --strict over a project: every error, and whether a manual-step comment marks its site. */
export function typeErrors(tsconfigPath: string): Diagnostic[] {
  const host = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d: ts.Diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    },
  };
  const parsed = ts.getParsedCommandLineOfConfigFile(tsconfigPath, {}, host)!;
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const sf = d.file!;
    const line = sf.getLineAndCharacterOfPosition(d.start!).line + 1;
    return {
      file: path.relative(path.dirname(tsconfigPath), sf.fileName),
      line,
      text: ts.flattenDiagnosticMessageText(d.messageText, " "),
      marked: markedAt(sf, d.start!),
    };
  });
}

/** Whether a node around `pos` has a `// revforge upgrade` comment right before it. */
function markedAt(sf: ts.SourceFile, pos: number): boolean {
  let marked = false;
  const visit = (n: ts.Node): void => {
    if (pos < n.getFullStart() || pos >= n.getEnd()) return;
    const comments = ts.getLeadingCommentRanges(sf.text, n.getFullStart()) ?? [];
    if (comments.some((c) => sf.text.slice(c.pos, c.end).startsWith("// revforge upgrade "))) marked = true;
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return marked;
}
