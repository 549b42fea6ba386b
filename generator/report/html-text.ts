/**
 * HTML for untrusted inline text: the text's own code spans (`name`) become <code>, and every part is escaped with
 * handlebars' escaping (& < > " ' ` =) before it is put together, so nothing from a spec becomes markup.
 */
import Handlebars from "handlebars";
import { flatten, splitCodeSpans } from "./markdown-text.js";

export function htmlInline(value: unknown): Handlebars.SafeString {
  const { SafeString, Utils } = Handlebars;
  const html = splitCodeSpans(flatten(value))
    .map((p) => (p.code ? `<code>${Utils.escapeExpression(p.text)}</code>` : Utils.escapeExpression(p.text)))
    .join("");
  return new SafeString(html);
}
