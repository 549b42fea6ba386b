// Worker thread for types.d.ts (see types-worker.ts): openapi-typescript, the guard and prettier run here, in
// parallel with the main thread's ts-morph emission. Plain JavaScript so that it starts without a TypeScript loader;
// the emitter, the guard and the formatter are TypeScript, loaded through tsx's register API.
import { parentPort } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { typesFile } = await import("./types-file.ts");
const { guardEmittedFile } = await import("./guard.ts");
const { formatFile } = await import("./format.ts");

parentPort.on("message", async ({ id, document, banner, name }) => {
  try {
    const text = typesFile(document, banner);
    guardEmittedFile(name, text);
    parentPort.postMessage({ id, text: await formatFile(name, text) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort.postMessage({ ready: true });
