/**
 * The build's precompiled templates (scripts/build-generator.mjs writes them to dist/generator/templates.cjs): every
 * report page and partial, and the package README, each with the options it is compiled with where it is used.
 */
import { readmeTemplates } from "../emit/package-files.js";
import { reportTemplates } from "../report/templates.js";
import { precompileTemplates } from "./handlebars.js";

export { precompiledFileName } from "./handlebars.js";

export function precompiledTemplatesFile(): string {
  return precompileTemplates([...reportTemplates(), ...readmeTemplates()]);
}
