/** What the corpus records of one document: one entry per check, `ok` or the first line of what went wrong. */

export interface Check {
  ok: boolean;
  /** The first line of the error, or why the check failed. */
  message?: string;
  ms?: number;
  /** CPU time of the checking process meanwhile. */
  cpuMs?: number;
}

export interface DocumentResult {
  id: string;
  bytes: number;
  /** `revforge generate --spec`: refused (a LoadError, one located line) or failed otherwise (a crash). */
  generate: Check & { refused?: boolean; warnings?: number };
  /** The package's entry imported in Node. */
  imported?: Check;
  /** Every operation called against a local server, each request arriving where its path says (calls.ts). */
  called?: Check & { calls?: number };
  /** `tsc --strict` over the package's types (skipLibCheck off), batched with other packages. */
  compiled?: Check;
  /** openapi-typescript on the same file: the yardstick. */
  yardstick: Check;
  /** `diff` against the same document with every object's keys reversed: no finding. */
  selfDiff: Check & { findings?: number };
  /** `diff` against the document without one operation: a breaking finding (dangerous if it was deprecated). */
  removal: Check & { removed?: string };
  /** The check that did not end within the time allowed, when one did not. */
  timedOut?: string;
}

/** The first line of an error, without a stack. */
export function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split("\n").find((l) => l.trim() !== "") ?? text;
}
