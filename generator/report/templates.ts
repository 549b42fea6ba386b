/**
 * The handlebars templates of templates/reports/: `<name>.md.hbs` and `<name>.html.hbs` pages, and partials in
 * templates/reports/partials/ named after their format (`finding.md.hbs`, `finding.html.hbs`, `style.css.hbs`...).
 *
 * Two isolated handlebars environments, so a partial is never compiled with the other format's escaping:
 * - HTML: handlebars' own escaping (`& < > " ' \` =`) on every `{{value}}`; the templates never use `{{{ }}}` on data,
 *   and embed no data in <script> or <style> (the filter script reads data-* attributes).
 * - Markdown: `noEscape`, and every value goes through one of the helpers `md`, `code` or `fence`
 *   (markdown-text.ts); test/report/hostile.test.ts renders hostile text through every template.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Handlebars from "handlebars";
import { showInvisible } from "../output/invisible.js";
import { tidy } from "../output/markdown-layout.js";
import { remember } from "../run-context.js";
import { flatten, mdCode, mdFence, mdText, splitCodeSpans } from "./markdown-text.js";
import { clip, plural } from "./view.js";

export const templatesDir = path.resolve(import.meta.dirname, "../../templates/reports");

type Format = "md" | "html";
type CompileOptions = NonNullable<Parameters<typeof Handlebars.compile>[1]>;

function environment(format: Format): typeof Handlebars {
  const hb = Handlebars.create();
  hb.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  hb.registerHelper("or", (...args: unknown[]) => args.slice(0, -1).some(Boolean));
  hb.registerHelper("gt", (a: number, b: number) => a > b);
  hb.registerHelper("plural", plural);
  hb.registerHelper("concat", (...args: unknown[]) => args.slice(0, -1).join(""));
  hb.registerHelper("clip", (v: unknown, max: number) => clip(String(v ?? ""), max));
  if (format === "md") hb.registerHelper({ md: mdText, code: mdCode, fence: mdFence });
  else hb.registerHelper("inline", htmlInline);
  const partials = path.join(templatesDir, "partials");
  const own = format === "md" ? /\.md\.hbs$/ : /\.(html|css|js)\.hbs$/;
  for (const file of readdirSync(partials).sort()) {
    if (!own.test(file)) continue;
    const source = readFileSync(path.join(partials, file), "utf8");
    hb.registerPartial(file.replace(/\.hbs$/, ""), hb.compile(source, options(format)));
  }
  return hb;
}

/** How the templates of a format compile (their partials alike): Markdown escapes through its helpers only. */
function options(format: Format): CompileOptions {
  return { noEscape: format === "md", strict: false, preventIndent: true };
}

const environments = new Map<Format, typeof Handlebars>();
const env = (format: Format) => remember(environments, format, () => environment(format));
const pages = new Map<string, Handlebars.TemplateDelegate>();

/**
 * The page `templates/reports/<name>.<format>.hbs` (a report, a guide, the index) filled from its view: Markdown laid
 * out (output/markdown-layout.ts), HTML sealed (`sealHtml`). One view renders both formats of a page.
 */
export function renderPage(name: string, format: Format, view: object): string {
  const page = remember(pages, `${name}.${format}`, () =>
    env(format).compile(readFileSync(path.join(templatesDir, `${name}.${format}.hbs`), "utf8"), options(format)),
  )(view);
  return format === "md" ? tidy(page) : sealHtml(page);
}

/** One partial of templates/reports/partials/ on its own (`finding.md`), for renderers that measure its output. */
export function partial(name: string, format: Format): Handlebars.TemplateDelegate {
  return env(format).partials[name];
}

/**
 * HTML for untrusted inline text: the text's own code spans (`name`) become <code>, and every part is escaped with
 * handlebars' escaping (& < > " ' ` =) before it is put together, so nothing from a spec becomes markup.
 */
function htmlInline(value: unknown): Handlebars.SafeString {
  const { SafeString, Utils } = Handlebars;
  const html = splitCodeSpans(flatten(value))
    .map((p) => (p.code ? `<code>${Utils.escapeExpression(p.text)}</code>` : Utils.escapeExpression(p.text)))
    .join("");
  return new SafeString(html);
}

/** The hashes of the CSP in partials/head.html.hbs, which sealHtml fills in. */
const stylePlaceholder = "sha256-STYLEHASHAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
const scriptPlaceholder = "sha256-SCRIPTHASHAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

const hash = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/**
 * The last step of every HTML page (reports, guides, the index): the invisible characters of the spec text it quotes
 * shown as escapes (output/invisible.ts; handlebars' escaping leaves them), then the Content-Security-Policy hashes
 * of the page's one inline <style> and one inline <script>. The policy (`default-src 'none'`, those two hashes) keeps a report
 * self-contained in the browser too: it loads nothing, and any markup that escaping ever let through could not run.
 * Refuses a page with any other <style> or <script>.
 */
function sealHtml(page: string): string {
  const html = showInvisible(page);
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)];
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
  if (styles.length !== 1 || (html.match(/<style/gi) ?? []).length !== 1)
    throw new Error("report HTML must have exactly one <style> element");
  if (scripts.length > 1 || (html.match(/<script/gi) ?? []).length !== scripts.length)
    throw new Error("report HTML must have at most one <script> element");
  const script = scripts[0] ? `'${hash(scripts[0][1]!)}'` : "'none'";
  return html.replace(stylePlaceholder, hash(styles[0]![1]!)).replace(`'${scriptPlaceholder}'`, script);
}
