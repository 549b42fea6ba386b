/**
 * A Markdown code span holding `text` as it is (CommonMark 0.31 section 6.1): fenced by one backtick more than its
 * longest run of them, and padded with a space when it starts or ends with one. The diff's messages quote names with
 * it and the reports read the spans back (report/markdown-text.ts), so a name holding backticks (`x\`y`) stays one
 * span and the sentence around it stays text.
 */
export function codeSpan(text: string): string {
  const ticks = "`".repeat(longestTicks(text) + 1);
  const pad = text.startsWith("`") || text.endsWith("`") || /^ .* $/.test(text) ? " " : "";
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

/** The longest backtick run of `text`, in a loop: a value may hold more runs than one call can take arguments. */
export function longestTicks(text: string): number {
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return longest;
}
