import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "tests/unit/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "component",
          include: ["tests/component/**/*.test.tsx"],
          // A DOM for React Testing Library; happy-dom starts in a fraction of jsdom's time.
          environment: "happy-dom",
          setupFiles: ["tests/component/setup.ts"],
          // Rendering a whole form and its checks takes seconds on a busy two-core machine.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          // Each file opens its own database; two at a time suits a 2-core machine.
          maxWorkers: 2,
          // One module graph for every file of a worker: each file still builds its own app and database,
          // and loading the server's modules once instead of per file saves minutes of CPU on CI.
          isolate: false,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
