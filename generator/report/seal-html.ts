/**
 * The last step of every HTML page (reports, guides, the index): the invisible characters of the spec text it quotes
 * shown as escapes (output/invisible.ts; handlebars' escaping leaves them), then the Content-Security-Policy hashes
 * of the page's one inline <style> and one inline <script>. The policy (`default-src 'none'`, those two hashes) keeps a report
 * self-contained in the browser too: it loads nothing, and any markup that escaping ever let through could not run.
 */
import { createHash } from "node:crypto";
import { showInvisible } from "../output/invisible.js";

export const stylePlaceholder = "sha256-STYLEHASHAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
export const scriptPlaceholder = "sha256-SCRIPTHASHAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

const hash = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/** Fills the page's CSP with the hashes of its inline style and script; refuses a page with any other one. */
export function sealHtml(page: string): string {
  const html = showInvisible(page);
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)];
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
  if (styles.length !== 1 || (html.match(/<style/gi) ?? []).length !== 1)
    throw new Error("report HTML must have exactly one <style> element");
  if (scripts.length > 1 || (html.match(/<script/gi) ?? []).length !== scripts.length)
    throw new Error("report HTML must have at most one <script> element");
  const script = scripts[0] ? hash(scripts[0][1]!) : "'none'";
  return html
    .replace(stylePlaceholder, hash(styles[0]![1]!))
    .replace(`'${scriptPlaceholder}'`, script.startsWith("sha256-") ? `'${script}'` : script);
}
