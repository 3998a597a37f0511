import { fileURLToPath, URL } from "node:url";
import { defineConfig } from "vitest/config";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const EXCLUDE = ["node_modules", "dist", "e2e", "data"];
/**
 * Test files one pass leaves out (scripts/test.mjs: the PostgreSQL-only files from the PGlite pass,
 * the database-free ones from the PostgreSQL pass), comma-separated. Vitest's `--exclude` does not
 * reach the files of a project, so `npm test` names them here.
 */
const LEFT_OUT = (process.env.AIOPS_TEST_EXCLUDE ?? "").split(",").filter(Boolean);

export default defineConfig({
  resolve: {
    alias: {
      "@contract": fromRoot("./contract"),
      "@web": fromRoot("./web"),
    },
  },
  test: {
    exclude: EXCLUDE,
    environment: "node",
    // Generous limits: machines are shared, and a test that imports the NOAA files is
    // CPU-bound while other workers run. These are not timing assertions.
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // Each worker process runs its test files one after another and keeps the modules it
    // loaded (the app, PGlite's compiled WebAssembly) instead of loading them again per
    // file. Every server test file still builds its own app on its own database.
    isolate: false,
    // Most of a server test's time is waiting (job polling, schedules, a child
    // process): three workers keep two cores busy (Vitest's default here is one).
    maxWorkers: 3,
    projects: [
      { extends: true, test: { name: "web", include: ["**/*.test.ts"], exclude: [...EXCLUDE, "server/**"] } },
      {
        extends: true,
        test: {
          name: "server",
          include: ["server/**/*.test.ts"],
          exclude: [...EXCLUDE, ...LEFT_OUT],
          // Migrates and seeds one database image per run, before the first server test;
          // every test app opens a copy of it (server/test/db-image.ts).
          globalSetup: ["./server/test/global-setup.ts"],
        },
      },
    ],
  },
});
