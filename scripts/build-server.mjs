// Bundles the server into dist/server/main.js (dependencies stay external) and
// copies the SQL migrations beside it.
import { build } from "esbuild";
import { cpSync, rmSync } from "node:fs";

rmSync("dist/server", { recursive: true, force: true });
await build({
  entryPoints: { main: "server/main.ts" },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
cpSync("server/db/migrations", "dist/server/migrations", { recursive: true });
cpSync("server/domain/hail/data", "dist/server/data", { recursive: true });
console.log("built dist/server");
