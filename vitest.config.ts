import { fileURLToPath, URL } from "node:url";
import { defineConfig } from "vitest/config";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      "@contract": fromRoot("./contract"),
      "@web": fromRoot("./web"),
    },
  },
  test: {
    include: ["**/*.test.ts"],
    exclude: ["node_modules", "dist", "e2e", "data"],
    environment: "node",
    // Migrates and seeds one database image per run; every test app opens a copy
    // (server/test/db-image.ts).
    globalSetup: ["./server/test/global-setup.ts"],
    // Generous limits: CI machines are shared. These are not timing assertions.
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
