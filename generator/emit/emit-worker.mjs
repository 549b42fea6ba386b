// The emit worker's entry when the generator runs from source: plain JavaScript, so that it starts without a
// TypeScript loader, then the worker's body (emit-worker-jobs.ts) through tsx's register API. The prebuilt generator
// (dist/generator) starts its own bundled emit-worker.mjs instead.
import { register } from "tsx/esm/api";

register();
await import("./emit-worker-jobs.ts");
