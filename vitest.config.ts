import { defineConfig } from "vitest/config";

// Only unit and integration tests; Playwright specs live in tests/e2e and run under `playwright test`.
export default defineConfig({
  test: {
    include: [
      "core/**/*.test.ts",
      "server/**/*.test.ts",
      "app/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    // Cheap password hashing in test processes only (docs/decisions/0370).
    setupFiles: ["tests/support/vitest-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    maxWorkers: 2,
  },
});
