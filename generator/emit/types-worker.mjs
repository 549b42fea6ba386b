// Worker thread for types.d.ts (see types-worker.ts): openapi-typescript and the guard run here, in parallel with
// the main thread's ts-morph emission. Plain JavaScript so that it starts without a TypeScript loader; the guard
// and the types emitter are TypeScript, loaded through tsx's register API.
import { parentPort } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { typesFile } = await import("./types-file.ts");
const { guardEmittedFile } = await import("./guard.ts");

parentPort.on("message", async ({ id, document, banner, name }) => {
  try {
    const text = await typesFile(document, banner);
    guardEmittedFile(name, text);
    parentPort.postMessage({ id, text });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ ready: true });
