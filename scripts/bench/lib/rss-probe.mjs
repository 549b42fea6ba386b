// Fallback peak-RSS probe (lib/process.ts), preloaded with --import where /usr/bin/time is missing: writes this
// process's peak resident set size in KB when it exits.
import { writeFileSync } from "node:fs";

const file = process.env.REVFORGE_BENCH_RSS_FILE;
if (file) process.on("exit", () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
