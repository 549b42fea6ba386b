/**
 * Markdown laid out the way prettier lays it out, without prettier: its Markdown printer cost seconds per run on the
 * reports and a second on a large package README. Holds for what our templates write (headings, paragraphs already
 * wrapped, lists, code blocks, GFM tables): test/report/tree.test.ts holds every generated report to prettier, and the
 * package README is compared with generated/ on every `generate --check`.
 */

/**
 * Collapses the blank-line runs that block helpers leave, pads table columns to their widest cell, and ends the file
 * with one newline. Widths are counted in UTF-16 units, which is prettier's width for ASCII text only (it counts East
 * Asian wide characters and emoji as two columns, combining marks as none): see `layoutIsPrettiers`.
 */
export function tidy(markdown: string): string {
  const lines = markdown
    .replace(/\n{3,}/g, "\n\n")
    .trim()
    .split("\n");
  for (let i = 0; i < lines.length; i++) {
    if (!isRow(lines[i]) || !/^\|(\s*:?-+:?\s*\|)+$/.test(lines[i + 1] ?? "")) continue;
    let end = i + 2;
    while (end < lines.length && isRow(lines[end])) end++;
    lines.splice(i, end - i, ...alignTable(lines.slice(i, end)));
    i = end - 1;
  }
  return `${lines.join("\n")}\n`;
}

const isRow = (line: string | undefined) => line !== undefined && line.startsWith("|") && line.endsWith("|");

/** A GFM table (header, delimiter row, body) with every column padded to its widest cell, numbers right-aligned. */
function alignTable(rows: string[]): string[] {
  // Cells are split on unescaped pipes: the renderers escape every `|` inside a cell (markdown-text.ts).
  const cells = rows.map((row) =>
    row
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim()),
  );
  const right = cells[1]!.map((d) => d.endsWith(":"));
  const widths = cells[1]!.map((_, c) => Math.max(3, ...cells.map((r, i) => (i === 1 ? 0 : (r[c] ?? "").length))));
  return cells.map((r, i) => {
    const padded = widths.map((w, c) =>
      i === 1
        ? "-".repeat(right[c] ? w - 1 : w) + (right[c] ? ":" : "")
        : right[c]
          ? r[c]!.padStart(w)
          : (r[c] ?? "").padEnd(w),
    );
    return `| ${padded.join(" | ")} |`;
  });
}

/** Whether `tidy` pads `markdown`'s tables exactly as prettier would: every character is ASCII. */
export function layoutIsPrettiers(markdown: string): boolean {
  return !/[^\x00-\x7f]/.test(markdown);
}
