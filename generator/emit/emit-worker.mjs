// The emit stage's second thread (see emit-worker.ts): openapi-typescript, the guard and prettier run here, in
// parallel with the main thread's loading, modelling and ts-morph emission. Plain JavaScript so that it starts
// without a TypeScript loader; the pieces are TypeScript, loaded through tsx's register API.
import { parentPort } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { typesFile } = await import("./types-file.ts");
const { finishFile } = await import("./finish.ts");

const jobs = {
  types: ({ document, banner, name }) => finishFile(name, typesFile(document, banner), true),
  finish: ({ name, text, guard }) => finishFile(name, text, guard),
};

parentPort.on("message", async ({ id, kind, ...job }) => {
  try {
    parentPort.postMessage({ id, result: await jobs[kind](job) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
