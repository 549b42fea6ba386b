// V8 tuning for revforge's runs, which last seconds on machines with few cores (set here, in the command only: the
// library leaves the host process's V8 alone). By default V8 optimises a function with TurboFan early, and optimising
// most of the generator and its libraries costs more than it saves in a run this short, while the two threads already
// need both cores; so TurboFan waits about fifteen times longer than its default. Each V8 names that threshold its own
// way and gets the flag only where `revforge generate --check` measured a gain:
// - V8 11 (Node 20): `--interrupt-budget` (bytecode run before tier-up), measured: a gain.
// - V8 12 (Node 22): `--invocation-count-for-turbofan` (calls before tier-up), measured: a gain.
// - V8 13 (Node 24): the same flag, and Maglev (its mid tier, on by default there) waiting longer too, measured:
//   about a sixth less wall-clock time than with V8's defaults; the TurboFan flag alone gave less than half of that.
// `generate` keeps two threads busy (this one and its worker). On a machine with no third core, the helper tasks of a
// parallel scavenge (the young generation's collection, dozens per run) can only take a core from the other thread,
// so each thread scavenges alone: measured on 2 cores, about 2.5% less wall-clock time on V8 11 and 3.5% on V8 12,
// none on V8 13. Other commands run one thread and keep the parallel scavenge, which has the idle core to itself (a
// big `diff` measured 3% slower without it).
// Any other V8 keeps its defaults: a flag it does not know would print an error line on every run.
import os from "node:os";
import v8 from "node:v8";

const flagsByV8Major = {
  11: ["--interrupt-budget=1000000"],
  12: ["--invocation-count-for-turbofan=45000"],
  13: ["--invocation-count-for-turbofan=45000", "--invocation-count-for-maglev=5000"],
};

/** The flags for a V8 major version, a command (the first argument) and the machine's number of cores. */
export function v8FlagsFor(v8Major, command, cores) {
  const flags = flagsByV8Major[v8Major] ?? [];
  const scavengeAlone = command === "generate" && cores <= 2 && (v8Major === "11" || v8Major === "12");
  return scavengeAlone ? [...flags, "--no-parallel-scavenge"] : flags;
}

export const v8Flags = v8FlagsFor(process.versions.v8.split(".")[0], process.argv[2], os.availableParallelism());

for (const flag of v8Flags) v8.setFlagsFromString(flag);
