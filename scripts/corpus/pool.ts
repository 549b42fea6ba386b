/**
 * Runs the documents' checks in `jobs` child processes (child.ts), each document with a time allowance: a document
 * that hangs, or ends its process, is recorded with the check it was in and its process replaced. A process is also
 * replaced after a number of documents, and after a large one, so that what one run leaves in memory does not weigh
 * on the next.
 */
import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import type { CorpusDocument } from "./documents.js";
import type { DocumentResult } from "./result.js";

const root = path.resolve(import.meta.dirname, "../..");
const child = path.join(import.meta.dirname, "child.ts");
const documentsPerProcess = 25;
const largeBytes = 5 * 1024 * 1024;

export interface PoolOptions {
  jobs: number;
  /** Run openapi-typescript on each document too. */
  yardstick: boolean;
  /** The folder of each document's files (its package, its two variants). */
  dirOf: (doc: CorpusDocument, index: number) => string;
  /** Milliseconds a document may take, all its checks together. */
  allowance: (doc: CorpusDocument) => number;
  onResult: (result: DocumentResult & { out?: string }, index: number) => void | Promise<void>;
}

interface Worker {
  proc: ChildProcess;
  done: number;
  stderr: string;
}

export async function runPool(docs: CorpusDocument[], options: PoolOptions): Promise<void> {
  let next = 0;
  const slot = async () => {
    let worker: Worker | undefined;
    while (next < docs.length) {
      const index = next++;
      const doc = docs[index]!;
      worker ??= start();
      const dir = options.dirOf(doc, index);
      const { result, keep } = await runOne(worker, { doc, dir, yardstick: options.yardstick }, options.allowance(doc));
      worker.done++;
      if (!keep || worker.done >= documentsPerProcess || doc.bytes >= largeBytes) {
        stop(worker);
        worker = undefined;
      }
      await options.onResult(result, index);
    }
    if (worker) stop(worker);
  };
  await Promise.all(Array.from({ length: Math.max(1, options.jobs) }, slot));
}

function start(): Worker {
  const proc = fork(child, [], {
    cwd: root,
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  const worker: Worker = { proc, done: 0, stderr: "" };
  proc.stderr!.on("data", (chunk: Buffer) => (worker.stderr = (worker.stderr + chunk.toString()).slice(-4000)));
  return worker;
}

function stop(worker: Worker): void {
  if (worker.proc.exitCode === null && worker.proc.signalCode === null) worker.proc.kill("SIGKILL");
}

/** One document on `worker`; `keep` is false when the process hung or ended and must not be used again. */
function runOne(
  worker: Worker,
  message: { doc: CorpusDocument; dir: string; yardstick: boolean },
  allowance: number,
): Promise<{ result: DocumentResult & { out?: string }; keep: boolean }> {
  const { doc } = message;
  return new Promise((resolve) => {
    let stage = "start";
    worker.stderr = "";
    const finish = (result: DocumentResult & { out?: string }, keep: boolean) => {
      clearTimeout(timer);
      worker.proc.off("message", onMessage);
      worker.proc.off("exit", onExit);
      resolve({ result, keep });
    };
    const onMessage = (m: { stage?: string; result?: DocumentResult; error?: string }) => {
      if (m.stage !== undefined) stage = m.stage;
      else if (m.result !== undefined) finish(m.result, true);
      else finish(failed(doc, stage, `the check threw: ${m.error}`), true);
    };
    const onExit = (code: number | null, signal: string | null) => {
      const last = worker.stderr.trim().split("\n").at(-1) ?? "";
      finish(failed(doc, stage, `the process ended (${signal ?? `exit code ${code}`}) ${last}`.trim()), false);
    };
    const timer = setTimeout(() => {
      finish({ ...failed(doc, stage, `no end within ${Math.round(allowance / 1000)} s`), timedOut: stage }, false);
    }, allowance);
    worker.proc.on("message", onMessage);
    worker.proc.on("exit", onExit);
    worker.proc.send(message);
  });
}

/** A document whose checks did not all run: `message` is told at the check it was in, and the ones after it. */
function failed(doc: CorpusDocument, stage: string, message: string): DocumentResult {
  const check = { ok: false, message: `${stage}: ${message}` };
  return { id: doc.id, bytes: doc.bytes, generate: check, yardstick: check, selfDiff: check, removal: check };
}
