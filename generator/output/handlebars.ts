/**
 * handlebars, loaded when the first template is rendered: a JSON or GitHub-annotation report never renders one, and
 * loading the package (44 modules) took 25 ms of every `revforge diff`; `generate` renders the package README last,
 * so the load no longer delays the emit worker's first job. Callers render in environments of their own (`create()`).
 */
import { createRequire } from "node:module";
import type HandlebarsModule from "handlebars";

let loaded: typeof HandlebarsModule | undefined;

export function handlebars(): typeof HandlebarsModule {
  return (loaded ??= createRequire(import.meta.url)("handlebars") as typeof HandlebarsModule);
}
