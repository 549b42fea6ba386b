/**
 * Precompiled templates (generator/output/handlebars.ts): the build's file holds every report page, partial and the
 * package README under the key a run computes for it, and a precompiled template renders exactly what the same text
 * compiled at run time renders, with the same options; another text or other options make another key.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readmeTemplates } from "../../generator/emit/package-files.js";
import { handlebars, precompileTemplates, templateKey } from "../../generator/output/handlebars.js";
import { reportTemplates } from "../../generator/report/templates.js";

const dir = mkdtempSync(path.join(tmpdir(), "revforge-hbs-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The build's file for `templates`, loaded as a run loads it. */
function load(templates: Parameters<typeof precompileTemplates>[0]): Record<string, unknown> {
  const file = path.join(dir, `t${Math.random().toString(36).slice(2)}.cjs`);
  writeFileSync(file, precompileTemplates(templates));
  return createRequire(import.meta.url)(file) as Record<string, unknown>;
}

describe("precompiled templates", () => {
  it("holds every report page and partial and the README, by the key a run computes", () => {
    const all = [...reportTemplates(), ...readmeTemplates()];
    expect(all.length).toBeGreaterThanOrEqual(14);
    const specs = load(all);
    for (const t of all) expect(specs[templateKey(t.source, t.options)], t.source.slice(0, 60)).toBeDefined();
  });

  it("renders what the same template compiled at run time renders", () => {
    const source = "{{a}} & {{#each items}}<i>{{this}}</i>{{/each}}\n  {{> part}}\n";
    const part = "[{{a}}]\n";
    for (const options of [
      { noEscape: true, strict: false, preventIndent: true },
      { noEscape: false, strict: false, preventIndent: true },
    ]) {
      const specs = load([
        { source, options },
        { source: part, options },
      ]);
      const run = (precompiled: boolean) => {
        const hb = handlebars().create();
        const make = (text: string) =>
          precompiled
            ? hb.template(specs[templateKey(text, options)] as Parameters<typeof hb.template>[0])
            : hb.compile(text, { ...options });
        hb.registerPartial("part", make(part));
        return make(source)({ a: '<"x">', items: ["1", "<2>"] });
      };
      expect(run(true)).toBe(run(false));
      expect(run(true)).toContain(options.noEscape ? '<"x">' : "&lt;&quot;x&quot;&gt;");
    }
  });

  it("keys a template by its text and the options that change its code", () => {
    const a = templateKey("{{x}}", { noEscape: true });
    expect(templateKey("{{x}}", { noEscape: true })).toBe(a);
    expect(templateKey("{{x}} ", { noEscape: true })).not.toBe(a);
    expect(templateKey("{{x}}", { noEscape: false })).not.toBe(a);
    expect(templateKey("{{x}}", { noEscape: true, preventIndent: true })).not.toBe(a);
  });
});
