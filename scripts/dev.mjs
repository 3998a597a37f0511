// `npm run dev`: the API with reload on :3000 (tsx watch) and the Vite dev
// server with hot reload on :5173, which proxies /api to the API.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "server/main.ts"], { stdio: "inherit", env: { ...process.env, PORT: process.env.PORT ?? "3000" } }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];
const stop = () => {
  for (const c of children) c.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children) c.on("exit", (code) => code && stop());
