import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Prism, the spec bundler and tsc over a generated package are slow on two cores, and slower still when the machine
    // is busy (a test that ran 15 s alone took over 20 s beside other work): a time limit here only says a test hangs,
    // speed is measured in scripts/bench. A test that waits longer sets its own.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "rules",
          // One small file per diff rule (over a hundred): they share one module graph instead of re-importing the
          // loader and the engine in a fresh context each, which is what made them slow. They hold no global state.
          include: ["test/diff/rules/**/*.test.ts"],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "main",
          include: ["test/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "test/diff/rules/**"],
        },
      },
    ],
  },
});
