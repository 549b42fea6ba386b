import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Prism and the spec bundler are slow to start on two cores; a test that waits on them sets its own timeout.
    testTimeout: 20_000,
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
