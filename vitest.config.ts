import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Prism and the spec bundler are slow to start on two cores; a test that waits on them sets its own timeout.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
