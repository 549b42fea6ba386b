/**
 * results/latest.svg: a run at a glance, for the README. First every goal, met or not met, on one screen; then one
 * block per measurement; in it, one group of horizontal bars per metric, a bar per contender at its median (scaled to
 * the group's largest max, so groups in seconds, bytes or counts can sit side by side), a whisker from its min to its
 * max over the rounds, and the ratio of the first contender (revforge, the baseline of every ratio) to it; then the
 * measurement's goals marked met / not met. The header prints the date, the machine, the load and the command, as
 * latest.md does.
 *
 * Plain SVG strings, no dependency; every text goes through `escapeXml`. The output depends on the run alone (no clock,
 * no randomness, fixed layout), so the same latest.json always gives the same file: `--chart-only` redraws it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { formatRatio, formatValue } from "./format.js";
import type { RunResult } from "./report.js";

const WIDTH = 1000;
const LEFT = 20;
const NAME_END = 210;
const BAR_X = 220;
const BAR_W = 400;
const MEDIAN_X = 632;
const RANGE_X = 712;
const RATIO_END = WIDTH - LEFT;
const ROW = 18;
/** Average advance of a character at 12 px in the sans-serif stack below, for wrapping and truncating. */
const CHAR_W = 6.6;

const COLOR = {
  baseline: "#2563eb",
  other: "#9ca3af",
  whisker: "#111827",
  met: "#15803d",
  notMet: "#b91c1c",
  rule: "#e5e7eb",
};

const STYLE = [
  "text{font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;font-size:12px;fill:#111827}",
  ".h1{font-size:20px;font-weight:700}",
  ".h2{font-size:14px;font-weight:700}",
  ".h3{font-weight:600}",
  ".muted{fill:#4b5563}",
  ".small{font-size:11px}",
  ".num{font-variant-numeric:tabular-nums}",
  ".badge{font-size:11px;font-weight:700;fill:#ffffff}",
  ".bad{fill:#b91c1c}",
].join("");

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Splits `text` into lines of at most `width` characters, at spaces (a longer word gets its own line). */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [""];
}

function truncate(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, width - 1)}…`;
}

function num(x: number): string {
  return String(Math.round(x * 10) / 10);
}

function text(x: number, y: number, content: string, attrs = ""): string {
  return `<text x="${num(x)}" y="${num(y)}"${attrs ? ` ${attrs}` : ""}>${escapeXml(content)}</text>`;
}

export function chart(run: RunResult): string {
  const out: string[] = [];
  let y = 34;
  const goals = run.measurements.flatMap((m) => m.goals);
  const met = goals.filter((g) => g.met).length;
  out.push(text(LEFT, y, "revforge benchmarks", 'class="h1"'));
  out.push(
    text(
      RATIO_END,
      y,
      `${met} of ${goals.length} goals met`,
      `class="h2${met < goals.length ? " bad" : ""}" text-anchor="end"`,
    ),
  );
  const mc = run.machine;
  const header = [
    `${run.date} · revforge ${run.revforge} · ${run.warmup} warm-up run of each contender, then ${run.rounds} rounds`,
    `machine: ${mc.cores} cores (${mc.cpu}), ${mc.memoryGB} GB memory, Node ${mc.node}, ${mc.os}; load average ${run.load[0].toFixed(2)} at the start, ${run.load[1].toFixed(2)} at the end`,
    `command: ${run.command}`,
  ];
  y += 8;
  for (const line of header.flatMap((l) => wrap(l, 145))) out.push(text(LEFT, (y += 17), line, 'class="muted"'));

  // Legend.
  y += 22;
  out.push(`<rect x="${LEFT}" y="${y - 10}" width="14" height="10" fill="${COLOR.baseline}"/>`);
  out.push(text(LEFT + 20, y, "first contender, the baseline of the ratios", 'class="small"'));
  out.push(`<rect x="${LEFT + 270}" y="${y - 10}" width="14" height="10" fill="${COLOR.other}"/>`);
  out.push(text(LEFT + 290, y, "other contenders", 'class="small"'));
  out.push(whisker(LEFT + 410, LEFT + 440, y - 5));
  out.push(
    text(
      LEFT + 448,
      y,
      "min to max over the rounds; bars are medians, scaled to each group's largest",
      'class="small"',
    ),
  );

  // Every goal on one screen first; the measurements below give the figures behind each.
  y += 20;
  out.push(`<line x1="${LEFT}" y1="${y}" x2="${RATIO_END}" y2="${y}" stroke="${COLOR.rule}"/>`);
  out.push(text(LEFT, (y += 22), "Goals", 'class="h2"'));
  for (const m of run.measurements)
    for (const g of m.goals) y = goalRow(out, y + 6, g.met, `${m.name}: ${g.goal}: ${g.measured}`);

  for (const m of run.measurements) {
    y += 20;
    out.push(`<line x1="${LEFT}" y1="${y}" x2="${RATIO_END}" y2="${y}" stroke="${COLOR.rule}"/>`);
    y += 22;
    out.push(text(LEFT, y, truncate(`${m.name}: ${m.title}`, 130), 'class="h2"'));
    for (const line of wrap(m.description, 150)) out.push(text(LEFT, (y += 16), line, 'class="muted small"'));
    if (m.error || !m.stats) {
      const first = (m.error ?? "no result").split("\n")[0]!;
      for (const line of wrap(`failed: ${first}`, 140)) out.push(text(LEFT, (y += 18), line, 'class="bad"'));
      continue;
    }
    const baseline = m.contenders[0]?.name ?? "revforge";
    for (const metric of m.metrics) {
      const values = m.stats.values[metric.key];
      const rows = m.contenders.filter((c) => values?.[c.name]);
      if (!values || !rows.length) continue;
      y += 24;
      out.push(text(LEFT, y, truncate(metric.label, 60), 'class="h3"'));
      out.push(text(MEDIAN_X, y, "median", 'class="muted small"'));
      out.push(text(RANGE_X, y, "min – max", 'class="muted small"'));
      out.push(text(RATIO_END, y, `${truncate(baseline, 20)} ÷ this`, 'class="muted small" text-anchor="end"'));
      y += 4;
      const scale = Math.max(...rows.map((c) => values[c.name]!.max)) || 1;
      const at = (v: number) => BAR_X + (Math.max(0, v) / scale) * BAR_W;
      for (const c of rows) {
        const s = values[c.name]!;
        const top = y + 3;
        const mid = y + ROW / 2;
        const first = c.name === baseline;
        out.push(text(NAME_END, y + 13, truncate(c.name, 30), `text-anchor="end"${first ? ' class="h3"' : ""}`));
        out.push(
          `<rect x="${BAR_X}" y="${top}" width="${num(Math.max(1, at(s.median) - BAR_X))}" height="${ROW - 6}" fill="${first ? COLOR.baseline : COLOR.other}"/>`,
        );
        out.push(whisker(at(s.min), at(s.max), mid));
        out.push(text(MEDIAN_X, y + 13, formatValue(s.median, metric.unit), 'class="num"'));
        out.push(
          text(
            RANGE_X,
            y + 13,
            `${formatValue(s.min, metric.unit)} – ${formatValue(s.max, metric.unit)}`,
            'class="muted small num"',
          ),
        );
        const ratio = m.stats.ratios[metric.key]?.[c.name];
        const label = first ? "baseline" : ratio === undefined ? "" : formatRatio(ratio);
        out.push(text(RATIO_END, y + 13, label, `class="num${first ? " muted small" : ""}" text-anchor="end"`));
        y += ROW;
      }
    }
    if (m.goals.length) y += 10;
    for (const g of m.goals) y = goalRow(out, y + 8, g.met, `${g.goal}: ${g.measured}; ${g.margin}`);
  }
  y += 30;
  out.push(
    text(
      LEFT,
      y,
      "Written by npm run bench (scripts/bench/run.ts) with latest.md and latest.json; details, notes and every command in latest.md.",
      'class="muted small"',
    ),
  );
  const height = y + 20;
  const title = `revforge benchmarks, ${run.date}: ${met} of ${goals.length} goals met`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" role="img" aria-labelledby="title">`,
    `<title id="title">${escapeXml(title)}</title>`,
    `<style>${STYLE}</style>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    ...out,
    "</svg>",
    "",
  ].join("\n");
}

/** A met / not met badge and its sentence (wrapped) at `y`; returns the y below it. */
function goalRow(out: string[], y: number, met: boolean, sentence: string): number {
  out.push(`<rect x="${LEFT}" y="${y}" width="58" height="16" rx="3" fill="${met ? COLOR.met : COLOR.notMet}"/>`);
  out.push(text(LEFT + 29, y + 12, met ? "met" : "not met", 'class="badge" text-anchor="middle"'));
  const lines = wrap(sentence, 135);
  lines.forEach((line, i) => out.push(text(LEFT + 68, y + 12 + i * 16, line)));
  return y + 16 * lines.length;
}

function whisker(x1: number, x2: number, y: number): string {
  const c = COLOR.whisker;
  return `<path d="M${num(x1)} ${num(y)}H${num(x2)}M${num(x1)} ${num(y - 4)}V${num(y + 4)}M${num(x2)} ${num(y - 4)}V${num(y + 4)}" stroke="${c}" stroke-width="1" fill="none" opacity="0.7"/>`;
}

/** Redraws `<dir>/latest.svg` from `<dir>/latest.json` (run.ts --chart-only); returns the file written. */
export function chartFromJson(dir: string): string {
  const run = JSON.parse(readFileSync(path.join(dir, "latest.json"), "utf8")) as RunResult;
  const file = path.join(dir, "latest.svg");
  writeFileSync(file, chart(run));
  return file;
}
