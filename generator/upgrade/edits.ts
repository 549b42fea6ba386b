/** Text edits on one source file: ranges replaced, the rest untouched (generator/upgrade/README.md). */
export type Part = string | { start: number; end: number };

export interface Edit {
  start: number;
  end: number;
  parts: Part[];
}

export class FileEdits {
  readonly edits: Edit[] = [];
  constructor(readonly text: string) {}

  replace(start: number, end: number, ...parts: Part[]): void {
    this.edits.push({ start, end, parts });
  }

  insert(at: number, ...parts: Part[]): void {
    this.replace(at, at, ...parts);
  }

  /** The file with every edit applied. Two edits that overlap without one containing the other are a bug. */
  apply(): string {
    return this.render(0, this.text.length + 1, null);
  }

  /** The original text of [start, end) with the edits inside it applied (excluding `self`, the edit being rendered). */
  private render(start: number, end: number, self: Edit | null): string {
    const inside = this.edits.filter((e) => e !== self && e.start >= start && e.end <= end && e.start < end);
    // Outermost edits only: an edit inside another one is rendered by it (through its copies).
    const outer = inside
      .filter((e) => !inside.some((o) => o !== e && contains(o, e)))
      .sort((a, b) => a.start - b.start || a.end - b.end || this.edits.indexOf(a) - this.edits.indexOf(b));
    let out = "";
    let at = start;
    for (const e of outer) {
      if (e.start < at) throw new Error(`overlapping edits at ${e.start}`);
      out += this.text.slice(at, e.start);
      for (const p of e.parts) out += typeof p === "string" ? p : this.render(p.start, p.end, e);
      at = e.end;
    }
    return out + this.text.slice(at, Math.min(end, this.text.length));
  }
}

/** `outer` strictly holds `inner` (an insertion at the edge of a replacement belongs to neither). */
function contains(outer: Edit, inner: Edit): boolean {
  if (outer.start === outer.end) return false;
  if (inner.start === inner.end) return inner.start > outer.start && inner.start < outer.end;
  return inner.start >= outer.start && inner.end <= outer.end && inner.end - inner.start < outer.end - outer.start;
}
