/** The upgrade tables of the package, from the compiled steps (generator/shims/README.md, "The package's files"). */
import path from "node:path";
import { docLines, stringLiteral } from "../emit/escape.js";
import { dataConstant, exportLine, importLine, Statements, withDoc, block } from "../emit/statements.js";
import { banner } from "../output/banner.js";
import { compareCodeUnits as compare } from "../output/order.js";
import type { CompiledShims } from "./index.js";
import { posixRelative } from "../output/paths.js";

/**
 * A file of the package (path inside it) with its text, which the post-generation guard checks; or a converter file,
 * which the package step makes JavaScript of with converterJs (converter-files.ts).
 */
export type EmittedFile =
  { path: string; text: string } | { path: string; converter: { file: string; source: string; banner: string } };

/** `baseDir` is the config's folder: banners name files relative to it, so the bytes do not depend on the current folder. */
export function emitShims(compiled: CompiledShims, baseDir: string): EmittedFile[] {
  const rel = (file: string) => posixRelative(baseDir, file);
  const out: EmittedFile[] = [];
  for (const key of [...new Set([...compiled.paths.values()].flatMap((p) => p.steps))].sort()) {
    const c = compiled.steps.get(key)!;
    const stepBanner = banner(rel(path.join(compiled.sources.changesDir, `${c.step.to}.yaml`)));
    const statements = new Statements();
    if (c.converters.length > 0) {
      // The declarations' check (kinds/convert.ts) has found each of them exported by this file.
      const file = compiled.sources.converters.get(c.step.to)!;
      statements.add(exportLine(`../converters/${c.step.to}.js`, c.converters));
      out.push({
        path: `upgrades/converters/${c.step.to}.js`,
        converter: { file: file.file, source: file.source, banner: banner(rel(file.file)) },
      });
    }
    statements.add(dataConstant("step", c.step, true));
    out.push({ path: `upgrades/steps/${key}.js`, text: `/* ${stepBanner} */\n${statements.text()}` });
  }
  for (const [from, p] of [...compiled.paths].sort(([a], [b]) => compare(a, b))) {
    const names = p.steps.map((_, i) => `s${i}`);
    const statements = new Statements();
    statements.add(
      `/* ${banner(rel(compiled.sources.changesDir))} */\n` + importLine("../runtime/upgrade.js", ["createUpgrader"]),
      ...p.steps.map((key, i) => `import * as ${names[i]} from ${stringLiteral(`./steps/${key}.js`)};`),
    );
    statements.blankBefore(
      withDoc(
        docLines(`The upgrade of a ${from} client to one of: ${p.targets.join(", ")}.`).join("\n"),
        block(
          "export function upgrader(target, context)",
          `return createUpgrader([${names.join(", ")}], target, context);`,
        ),
      ),
    );
    out.push({ path: `upgrades/${from}.js`, text: statements.text() });
  }
  return out;
}
