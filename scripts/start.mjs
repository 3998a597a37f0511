// `npm start`: builds the app when the build is missing or older than the
// sources, then runs the production server (web app and API in one process).
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";

const outputs = ["dist/server/main.js", "dist/web/index.html"];
const sources = ["server", "web", "contract", "package-lock.json", "vite.config.ts"];

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules") continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

const built = outputs.every(existsSync) ? Math.min(...outputs.map((p) => statSync(p).mtimeMs)) : 0;
if (built < Math.max(...sources.map(newest))) {
  console.log("Building the app (first start, or sources changed)...");
  const r = spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: process.platform === "win32" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
process.env.NODE_ENV ??= "production";
await import("../dist/server/main.js");
