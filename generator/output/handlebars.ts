/**
 * handlebars, loaded when the first template is rendered: a JSON or GitHub-annotation report never renders one, and
 * loading the package (44 modules) took 25 ms of every `revforge diff`; `generate` renders the package README last,
 * so the load no longer delays the emit worker's first job. Callers render in environments of their own (`create()`).
 *
 * Templates come precompiled from the build when it has them (scripts/build-generator.mjs writes
 * dist/generator/templates.cjs): compiling the report and README templates cost a main job 80 ms over its two
 * threads. A precompiled template is used only for the very text and options it was made from (its key), and only
 * by the handlebars it was made with (handlebars itself refuses another compiler revision); else it is compiled.
 */
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import type HandlebarsModule from "handlebars";

type Handlebars = typeof HandlebarsModule;
export type CompileOptions = Pick<CompileOptionsAll, "noEscape" | "strict" | "preventIndent">;
type CompileOptionsAll = NonNullable<Parameters<Handlebars["compile"]>[1]>;

const require = createRequire(import.meta.url);
let loaded: Handlebars | undefined;

export function handlebars(): Handlebars {
  return (loaded ??= require("handlebars") as Handlebars);
}

/** What a precompiled template was made from: its text and the options that change the code. */
export function templateKey(source: string, options: CompileOptions): string {
  const shown = `${options.noEscape === true} ${options.strict === true} ${options.preventIndent === true}`;
  return createHash("sha256").update(`${shown}\0${source}`).digest("hex");
}

export const precompiledFileName = "templates.cjs";
let precompiled: Record<string, unknown> | undefined;

function precompiledSpec(key: string): unknown {
  if (precompiled === undefined) {
    try {
      precompiled = require(`./${precompiledFileName}`) as Record<string, unknown>;
    } catch {
      precompiled = {}; // running from the sources, or a build without it
    }
  }
  return Object.hasOwn(precompiled, key) ? precompiled[key] : undefined;
}

/** A template of `hb`'s: precompiled by the build for this text and these options, or compiled here. */
export function compileTemplate(
  hb: Handlebars,
  source: string,
  options: CompileOptions,
): HandlebarsModule.TemplateDelegate {
  const spec = precompiledSpec(templateKey(source, options));
  if (spec !== undefined) {
    try {
      return hb.template(spec as Parameters<Handlebars["template"]>[0]);
    } catch {
      // made by another handlebars: compile
    }
  }
  return hb.compile(source, options);
}

/** The build's file: every template's precompiled spec by key, as a CommonJS module. */
export function precompileTemplates(templates: { source: string; options: CompileOptions }[]): string {
  const hb = handlebars();
  const entries = templates.map(
    ({ source, options }) => `  ${JSON.stringify(templateKey(source, options))}: ${hb.precompile(source, options)},`,
  );
  return `// precompiled from templates/ by scripts/build-generator.mjs - do not edit\nmodule.exports = {\n${entries.join("\n")}\n};\n`;
}
