/**
 * The repository's own spec lint (`npm run lint:specs`, test/specs/validate.test.ts), not a part of revforge:
 * validates OpenAPI documents with Redocly CLI (the `recommended` rules plus specs/redocly.yaml) and returns its
 * problems as located, one-line diagnostics: `file:line:col pointer message (rule)`.
 *
 * The CLI runs as a child process because its bundled rule engine (2.x) is not the one openapi-typescript ships
 * (@redocly/openapi-core 1.x); the CLI is what people run, so its verdict is the one we keep.
 */
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

export interface LintProblem {
  ruleId: string;
  severity: "error" | "warn";
  message: string;
  file: string;
  line: number;
  col: number;
  pointer: string;
}

export interface LintReport {
  errors: number;
  warnings: number;
  problems: LintProblem[];
}

const require = createRequire(import.meta.url);
const cli = path.join(path.dirname(require.resolve("@redocly/cli/package.json")), "bin", "cli.js");

/** Lints every file in one CLI run. `config` defaults to specs/redocly.yaml beside the first file. */
export async function lintSpecs(files: string[], config?: string): Promise<LintReport> {
  const args = [cli, "lint", ...files, "--format=json", "--max-problems=1000"];
  args.push("--config", config ?? path.join(path.dirname(files[0] ?? "."), "redocly.yaml"));
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, REDOCLY_TELEMETRY: "off", NO_COLOR: "1" } },
      // Redocly exits 1 when it finds errors; the JSON on stdout is still the answer.
      (error, out, err) => (out.trim() ? resolve(out) : reject(new Error(`redocly lint failed: ${err || error}`))),
    );
  });
  // A problem inside a shared file is reported once per entry point that includes it: keep one.
  const seen = new Map<string, LintProblem>();
  for (const one of splitJsonObjects(stdout)) {
    for (const p of (JSON.parse(one) as RedoclyJson).problems) {
      const at = p.location[0];
      const problem: LintProblem = {
        ruleId: p.ruleId,
        severity: p.severity === "error" ? "error" : "warn",
        message: p.message,
        file: at?.source.ref ?? "?",
        line: at?.start?.line ?? 1,
        col: at?.start?.col ?? 1,
        pointer: at?.pointer ?? "#",
      };
      seen.set(`${formatProblem(problem)}`, problem);
    }
  }
  const problems = [...seen.values()];
  const errors = problems.filter((p) => p.severity === "error").length;
  return { errors, warnings: problems.length - errors, problems };
}

export function formatProblem(p: LintProblem): string {
  return `${p.file}:${p.line}:${p.col} ${p.pointer} ${p.message} (${p.ruleId}, ${p.severity})`;
}

interface RedoclyJson {
  problems: {
    ruleId: string;
    severity: string;
    message: string;
    location: { source: { ref: string }; pointer?: string; start?: { line: number; col: number } }[];
  }[];
}

/** Redocly prints one JSON object per linted file, back to back; split them by brace depth outside strings. */
function splitJsonObjects(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{") {
      if (depth++ === 0) start = i;
    } else if (c === "}" && --depth === 0) out.push(text.slice(start, i + 1));
  }
  return out;
}
