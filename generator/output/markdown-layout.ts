/**
 * The last step of every Markdown file revforge writes (reports, guides, the package README): collapses the runs of
 * blank lines that templates leave where block helpers were, pads table columns to their widest cell (counted in
 * UTF-16 units: tables are easier to read in a diff or a terminal with their columns aligned), and ends the file with
 * one newline.
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
    const padded = widths.map((w, c) => {
      if (i === 1) return "-".repeat(right[c] ? w - 1 : w) + (right[c] ? ":" : "");
      return right[c] ? r[c]!.padStart(w) : (r[c] ?? "").padEnd(w);
    });
    return `| ${padded.join(" | ")} |`;
  });
}
