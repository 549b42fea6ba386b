/**
 * Type tests of the generated package: cases/*.ts call the generated functions the way consumers do, and every line
 * that must not compile carries `// @ts-expect-error TS<code> <why>`. tsc is the judge, three ways:
 *
 * 1. `tsc -p test/types/tsconfig.json` reports nothing: the valid calls compile, and every `@ts-expect-error` is used
 *    (an unused one is TS2578, so a type that became too loose fails here).
 * 2. With the directives neutralised, each error the compiler reports sits on the line after a directive and has the
 *    code that directive names, so an expectation cannot pass by failing for another reason (a typo, a missing
 *    required field elsewhere in the literal).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { bin, node, output, root } from "../consumer/project.js";

const dir = path.join(root, "test/types");
const configPath = path.join(dir, "tsconfig.json");
const DIRECTIVE = /^\s*\/\/ @ts-expect-error\b(.*)$/;

interface Found {
  file: string;
  line: number;
  code: number;
  text: string;
}

let config: ts.ParsedCommandLine;
let found: Found[];

beforeAll(() => {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
      },
    },
  );
  if (parsed === undefined) throw new Error(`cannot read ${configPath}`);
  config = parsed;
  // One program over cases/ with every `@ts-expect-error` turned into a plain comment.
  const host = ts.createCompilerHost(config.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    if (!path.resolve(fileName).startsWith(dir + path.sep)) return getSourceFile(fileName, languageVersion, ...rest);
    const text = readFileSync(fileName, "utf8").replaceAll("@ts-expect-error", "expected error:");
    return ts.createSourceFile(fileName, text, languageVersion);
  };
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host });
  found = ts.getPreEmitDiagnostics(program).map((d) => {
    const file = d.file === undefined ? "(global)" : path.relative(dir, d.file.fileName);
    const line =
      d.file === undefined || d.start === undefined ? 0 : d.file.getLineAndCharacterOfPosition(d.start).line + 1;
    return { file, line, code: d.code, text: ts.flattenDiagnosticMessageText(d.messageText, " ") };
  });
}, 120_000);

/** The `@ts-expect-error` directives of the cases: `file:line` of the line they cover, and the code they name. */
function directives(): { where: string; code: string | undefined; why: string }[] {
  return config.fileNames.flatMap((fileName) =>
    readFileSync(fileName, "utf8")
      .split("\n")
      .flatMap((text, index) => {
        const match = DIRECTIVE.exec(text);
        if (match === null) return [];
        const [, code, why = ""] = /^\s*(TS\d+)?\s*(.*)$/.exec(match[1]!)!;
        return [{ where: `${path.relative(dir, fileName)}:${index + 2}`, code, why }];
      }),
  );
}

describe("type tests of generated/client (test/types)", () => {
  it("tsc -p test/types/tsconfig.json compiles the cases with no error and no unused @ts-expect-error", async () => {
    const r = await node(bin.tsc, ["-p", configPath, "--pretty", "false"], { cwd: root, timeoutMs: 120_000 });
    console.info(`test/types: tsc ${r.ms} ms`);
    const unused = r.stdout.split("\n").filter((l) => l.includes("error TS2578"));
    expect(unused, "a @ts-expect-error whose line now compiles: the type became too loose").toEqual([]);
    expect(r.code, output(r)).toBe(0);
  }, 120_000);

  it("every @ts-expect-error names the diagnostic code it expects", () => {
    const all = directives();
    expect(all.length).toBeGreaterThan(20);
    expect(all.filter((d) => d.code === undefined || d.why === "").map((d) => d.where)).toEqual([]);
  });

  it("each expected error is there, with its code, and nothing else fails", () => {
    const actual = new Set(found.map((f) => `${f.file}:${f.line} TS${f.code}`));
    const expected = directives().map((d) => `${d.where} ${d.code}`);
    const covered = new Set(directives().map((d) => d.where));
    expect(
      expected.filter((e) => !actual.has(e)),
      "expected errors that did not occur (with their code)",
    ).toEqual([]);
    expect(
      found.filter((f) => !covered.has(`${f.file}:${f.line}`)).map((f) => `${f.file}:${f.line} TS${f.code} ${f.text}`),
      "errors on lines no @ts-expect-error covers",
    ).toEqual([]);
  });
});
