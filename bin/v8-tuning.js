// V8 tuning for revforge's runs, which last seconds on machines with few cores (set here, in the command only: the
// library leaves the host process's V8 alone). A function is optimised by TurboFan after fifteen times V8's default
// amount of its bytecode has run (--interrupt-budget, 67,584 by default on Node 20): with the default, optimising
// most of the generator and its libraries cost more than it saved while the two threads already needed both cores.
// Only Node 20's V8 (11.x) gets the flag, the version it was measured on (README, "Benchmarks"); other V8 versions
// keep their defaults: a flag they do not know would print an error line on every run.
import v8 from "node:v8";

export const v8Flags = process.versions.v8.startsWith("11.") ? ["--interrupt-budget=1000000"] : [];

for (const flag of v8Flags) v8.setFlagsFromString(flag);
