/**
 * A unified diff of one file (`--- a/<file>`, `+++ b/<file>`, hunks with three lines of context), from the shortest
 * edit script between the two texts' lines (Myers' O(ND) algorithm: the rewrites touch few lines of a file).
 */
const CONTEXT = 3;

type Op = { kind: " " | "-" | "+"; line: string };

export function unifiedDiff(file: string, before: string, after: string): string {
  const a = splitLines(before);
  const b = splitLines(after);
  const ops = editScript(a, b);
  const hunks: string[] = [];
  let i = 0;
  while (i < ops.length) {
    if (ops[i]!.kind === " ") {
      i++;
      continue;
    }
    // A hunk: from CONTEXT lines before this change to CONTEXT lines after the last change closer than 2*CONTEXT.
    let start = Math.max(0, i - CONTEXT);
    let end = i;
    for (let j = i; j < ops.length; j++) {
      if (ops[j]!.kind !== " ") end = j;
      else if (j - end > 2 * CONTEXT) break;
    }
    end = Math.min(ops.length - 1, end + CONTEXT);
    const before = ops.slice(0, start).filter((o) => o.kind !== "+").length;
    const afterAt = ops.slice(0, start).filter((o) => o.kind !== "-").length;
    const body = ops.slice(start, end + 1);
    const oldCount = body.filter((o) => o.kind !== "+").length;
    const newCount = body.filter((o) => o.kind !== "-").length;
    hunks.push(
      `@@ -${range(before, oldCount)} +${range(afterAt, newCount)} @@\n` +
        body.map((o) => `${o.kind}${o.line}\n`).join(""),
    );
    i = end + 1;
    start = i;
  }
  if (hunks.length === 0) return "";
  return `--- a/${file}\n+++ b/${file}\n${hunks.join("")}`;
}

const range = (at: number, count: number) =>
  count === 0 ? `${at},0` : count === 1 ? `${at + 1}` : `${at + 1},${count}`;

function splitLines(text: string): string[] {
  const lines = text.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/** The shortest edit script turning `a` into `b`. */
function editScript(a: string[], b: string[]): Op[] {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const v = new Int32Array(2 * max + 2);
  const trace: Int32Array[] = [];
  let done = false;
  for (let d = 0; d <= max && !done; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[max + k - 1]! < v[max + k + 1]!) ? v[max + k + 1]! : v[max + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[max + k] = x;
      if (x >= n && y >= m) {
        done = true;
        break;
      }
    }
  }
  // Walk back through the saved frontiers.
  const ops: Op[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0; d--) {
    const vd = trace[d]!;
    const k = x - y;
    const prevK = k === -d || (k !== d && vd[max + k - 1]! < vd[max + k + 1]!) ? k + 1 : k - 1;
    const prevX = d === 0 ? 0 : vd[max + prevK]!;
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) (ops.push({ kind: " ", line: a[--x]! }), y--);
    if (d > 0) {
      if (x === prevX) ops.push({ kind: "+", line: b[--y]! });
      else ops.push({ kind: "-", line: a[--x]! });
    }
  }
  return ops.reverse();
}
