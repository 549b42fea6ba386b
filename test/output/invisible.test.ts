/**
 * Invisible, bidirectional and control characters (generator/output/invisible.ts): shown as `\uXXXX` escapes that,
 * read back as a string literal, are the same text; visible text (accents, emoji with their variation selectors)
 * untouched; a raw one left in a final file refused at its place.
 */
import { describe, expect, it } from "vitest";
import { refuseInvisible, showInvisible } from "../../generator/output/invisible.js";

/** One character of every range the module covers, both ends of each range. */
const invisible = [
  ["\u0000", "NUL"],
  ["\u0008", "backspace"],
  ["\u000b", "line tabulation"],
  ["\u000d", "carriage return"],
  ["\u001b", "escape (a terminal's escape sequences)"],
  ["\u001f", "unit separator"],
  ["\u007f", "delete"],
  ["\u0085", "next line"],
  ["\u009b", "control sequence introducer"],
  ["\u009f", "application program command"],
  ["\u00ad", "soft hyphen"],
  ["\u034f", "combining grapheme joiner"],
  ["\u061c", "Arabic letter mark"],
  ["\u115f", "Hangul choseong filler"],
  ["\u1160", "Hangul jungseong filler"],
  ["\u17b4", "Khmer vowel inherent AQ"],
  ["\u17b5", "Khmer vowel inherent AA"],
  ["\u180b", "Mongolian free variation selector one"],
  ["\u180f", "Mongolian free variation selector four"],
  ["\u200b", "zero width space"],
  ["\u200c", "zero width non-joiner"],
  ["\u200d", "zero width joiner"],
  ["\u200e", "left-to-right mark"],
  ["\u200f", "right-to-left mark"],
  ["\u2028", "line separator"],
  ["\u2029", "paragraph separator"],
  ["\u202a", "left-to-right embedding"],
  ["\u202b", "right-to-left embedding"],
  ["\u202c", "pop directional formatting"],
  ["\u202d", "left-to-right override"],
  ["\u202e", "right-to-left override"],
  ["\u2060", "word joiner"],
  ["\u2064", "invisible plus"],
  ["\u2066", "left-to-right isolate"],
  ["\u2067", "right-to-left isolate"],
  ["\u2068", "first strong isolate"],
  ["\u2069", "pop directional isolate"],
  ["\u206a", "inhibit symmetric swapping"],
  ["\u206f", "nominal digit shapes"],
  ["\u3164", "Hangul filler"],
  ["\ufeff", "byte order mark"],
  ["\uffa0", "halfwidth Hangul filler"],
  ["\ufff9", "interlinear annotation anchor"],
  ["\ufffb", "interlinear annotation terminator"],
  ["\u{e0001}", "language tag"],
  ["\u{e0041}", "tag latin capital letter A"],
  ["\u{e007f}", "cancel tag"],
] as const;

function escapes(char: string): string {
  return [...Array(char.length).keys()].map((i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, "0")}`).join("");
}

describe("showInvisible", () => {
  it.each(invisible)("%j (%s) is shown as its escape, which reads back as the same character", (char) => {
    const shown = showInvisible(`a${char}b`);
    expect(shown).toBe(`a${escapes(char)}b`);
    expect(JSON.parse(`"${shown}"`)).toBe(`a${char}b`);
    expect(eval(`"${shown}"`)).toBe(`a${char}b`);
  });

  it.each([
    ["plain ASCII", "getProfiles(filter)"],
    ["accents and other scripts", "café, naïve, Ελληνικά, العربية, עברית, 日本語"],
    ["emoji with a variation selector and a joiner-free sequence", "❤️ 😀 👍🏽"],
    ["CJK with an ideographic variation selector", "葛\u{e0100}"],
    ["line feeds and tabs (each output has its own rule for them)", "a\nb\nc\td"],
    ["the next code points after each range", "\u00a0 \u2030 \u2065 \u2070 \u3165 \ufffc \u{e0080}"],
  ])("leaves %s alone", (_what, text) => expect(showInvisible(text)).toBe(text));

  it("shows a right-to-left override that would make code read backwards", () => {
    const trojan = 'access = "user\u202e \u2066// admin only\u2069 \u2066"';
    expect(showInvisible(trojan)).toBe('access = "user\\u202e \\u2066// admin only\\u2069 \\u2066"');
  });
});

describe("refuseInvisible", () => {
  it.each([
    ["x", "nothing invisible", undefined],
    [
      "line one\nline two\u202e",
      "the line and column",
      "f.d.ts:2:9 a raw invisible, bidirectional or control character (U+202E) in generated text",
    ],
    [
      "\ufeffexport {}",
      "a byte order mark at the start",
      "f.d.ts:1:1 a raw invisible, bidirectional or control character (U+FEFF) in generated text",
    ],
    [
      "/** a \u001b[8m hidden */",
      "a terminal's escape sequence",
      "f.d.ts:1:7 a raw invisible, bidirectional or control character (U+001B) in generated text",
    ],
    [
      "a\n\nb \u{e0041}",
      "a tag character, by its code point",
      "f.d.ts:3:3 a raw invisible, bidirectional or control character (U+E0041) in generated text",
    ],
  ])("%j (%s)", (text, _what, want) => {
    let message: string | undefined;
    try {
      refuseInvisible("f.d.ts", text);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(want);
  });
});
