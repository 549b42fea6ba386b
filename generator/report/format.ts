/**
 * The last step of every rendered file: prettier for Markdown (printWidth 120 like the rest of the repository: the
 * .md reports are read raw in pull requests and editors, where aligned tables matter) and, for HTML, the Content-Security-Policy hashes of the page's one inline <style> and one inline
 * <script>. The policy (`default-src 'none'`, those two hashes) keeps a report self-contained in the browser too: it
 * loads nothing, and any markup that escaping ever let through could not run.
 *
 * HTML and JSON are not run through prettier: the templates and JSON.stringify already lay them out, and prettier's
 * HTML printer cost most of the main job's time (about 25 s of CPU for the 22 reports). Markdown files over 1 MB are
 * left as rendered too; the layout is deterministic either way.
 */
import { createHash } from "node:crypto";
import * as prettier from "prettier";

const maxFormattedBytes = 1024 * 1024;
/** Same length as a real sha256 hash in base64, so swapping them never changes prettier's layout. */
export const stylePlaceholder = "sha256-STYLEHASHAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
export const scriptPlaceholder = "sha256-SCRIPTHASHAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

/** The prettier options of a report file, or undefined for a file prettier does not format. */
export function prettierOptions(name: string, text: string): prettier.Options | undefined {
  const parser = name.endsWith(".md") ? "markdown" : undefined;
  return parser && text.length <= maxFormattedBytes ? { parser, printWidth: 120 } : undefined;
}

/** Formats a report file, in this thread or in a pool of workers (format-pool.ts). */
export async function formatReportFile(
  name: string,
  text: string,
  pool?: { format(text: string, options: prettier.Options): Promise<string> },
): Promise<string> {
  const options = prettierOptions(name, text);
  const formatted = !options ? text : pool ? await pool.format(text, options) : await prettier.format(text, options);
  return name.endsWith(".html") ? sealHtml(formatted) : formatted;
}

const hash = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/** Fills the page's CSP with the hashes of its inline style and script; refuses a page with any other one. */
export function sealHtml(html: string): string {
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
