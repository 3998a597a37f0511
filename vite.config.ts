import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromRoot("./web"),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@contract": fromRoot("./contract"),
      "@web": fromRoot("./web"),
    },
  },
  build: {
    outDir: fromRoot("./dist/web"),
    emptyOutDir: true,
    // Two pages: the app, and the public landing page with its own small bundle (decision 041).
    rollupOptions: {
      input: { main: fromRoot("./web/index.html"), landing: fromRoot("./web/landing.html") },
    },
  },
  server: {
    proxy: {
      "/api": "http://localhost:3000",
    },
  },
});
