// The worker thread's entry when the generator runs from its TypeScript sources: tsx's loader, then the job module.
import { register } from "tsx/esm/api";

register();
await import("./jobs.ts");
