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
    // A fresh PGlite takes ~5 s to initialise on an idle machine; far more on a shared, loaded one.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
