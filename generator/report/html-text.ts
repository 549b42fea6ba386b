/**
 * HTML for untrusted inline text: the text's own code spans (`name`) become <code>, and every part is escaped with
 * handlebars' escaping (& < > " ' ` =) before it is put together, so nothing from a spec becomes markup.
 */
import Handlebars from "handlebars";
import { flatten, splitCodeSpans } from "./markdown-text.js";

const escape = Handlebars.Utils.escapeExpression;

export function htmlInline(value: unknown): Handlebars.SafeString {
  const html = splitCodeSpans(flatten(value))
    .map((p) => (p.code ? `<code>${escape(p.text)}</code>` : escape(p.text)))
    .join("");
  return new Handlebars.SafeString(html);
}
