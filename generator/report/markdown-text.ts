/**
 * Markdown from untrusted text (spec names, descriptions and anything a rule message quotes from a spec), for
 * reports read as pull-request comments. Every helper returns one line (or one fenced block) that cannot open HTML,
 * links, emphasis, tables or a code block of its own: CommonMark backslash escapes outside code spans, code spans and
 * fences sized to be longer than any backtick run inside them (CommonMark 0.31, sections 2.4, 6.1 and 4.5).
 */
import { codeSpan, longestTicks } from "../output/code-span.js";
import { dropControls, showInvisible } from "../output/invisible.js";

const lineBreaks = /\r\n|[\r\n\u0085\u2028\u2029]/g;

/**
 * One line of plain text: line breaks become spaces, control characters go, invisible ones show as escapes (on each
 * piece of text rather than on the whole file, so that Markdown tables are laid out at their final width).
 */
export function flatten(text: unknown): string {
  return clean(text, lineBreaks, " ");
}

/** Text with its line breaks (`breaks`) made `by`, its control characters dropped, its invisible ones shown. */
function clean(text: unknown, breaks: RegExp, by: string): string {
  return showInvisible(dropControls(String(text ?? "").replace(breaks, by)));
}

/**
 * Splits one line of text into plain parts and the code spans it already has (rule messages quote names as `name`),
 * following CommonMark: a backtick run opens a span closed by the next run of the same length; a run with no closing
 * run is plain text.
 */
export function splitCodeSpans(text: string): { code: boolean; text: string }[] {
  const parts: { code: boolean; text: string }[] = [];
  let i = 0;
  // A whole run of backticks, then the fewest characters up to a whole run of the same length.
  for (const m of text.matchAll(/(?<!`)(`+)(?!`)(.+?)(?<!`)\1(?!`)/gs)) {
    if (m.index > i) parts.push({ code: false, text: text.slice(i, m.index) });
    // A span that starts and ends with a space (not only spaces) loses one at each end: its padding, which lets it
    // start or end with a backtick (CommonMark 0.31 section 6.1, as output/code-span.ts writes it).
    const inner = m[2]!;
    parts.push({ code: true, text: /^ .*[^ ].* $/s.test(inner) ? inner.slice(1, -1) : inner });
    i = m.index + m[0].length;
  }
  if (i < text.length) parts.push({ code: false, text: text.slice(i) });
  return parts;
}

/** Characters with a meaning in inline Markdown or GFM tables; `&` too, so entities stay text. */
const special = /[\\`*_[\]<>|~&]/g;

/** Inline Markdown from untrusted text: its code spans kept, everything else escaped. */
export function mdText(value: unknown): string {
  return splitCodeSpans(flatten(value))
    .map((p) => (p.code ? mdCode(p.text) : p.text.replace(special, (c) => (c === "&" ? "&amp;" : `\\${c}`))))
    .join("");
}

/** A code span holding any text literally. */
export function mdCode(value: unknown): string {
  return codeSpan(flatten(value));
}

/** A fenced code block holding any text literally; `lang` is a fixed word chosen by the template. */
export function mdFence(lang: string, value: unknown): string {
  const text = clean(value, /\r\n|[\r\u0085\u2028\u2029]/g, "\n");
  const fence = "`".repeat(Math.max(2, longestTicks(text)) + 1);
  return `${fence}${/^[a-z]*$/.test(lang) ? lang : ""}\n${text}\n${fence}`;
}
