// `npm test`: every test, in order, stopping at the first failure:
//   1. typecheck           (tsc --noEmit)
//   2. unit + server tests on the embedded PGlite database   (vitest)
//   3. server tests again on a PostgreSQL server             (vitest, DATABASE_URL)
//   4. journeys in Chromium against the built app            (playwright)
// Step 3 uses TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test);
// it is skipped with a notice when that server is unreachable, unless
// REQUIRE_POSTGRES=1 (CI), where an unreachable server fails the run.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import pg from "pg";

const pgUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const env = { ...process.env };
delete env.DATABASE_URL;

function run(title, cmd, args, extraEnv = {}) {
  console.log(`\n=== ${title} ===`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  if (r.status !== 0) {
    console.error(`\n${title}: failed`);
    process.exit(r.status ?? 1);
  }
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch (err) {
    console.log(`PostgreSQL at ${pgUrl.replace(/\/\/[^@]*@/, "//")} is not reachable: ${err.message}`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const only = process.argv[2];
if (!only || only === "typecheck") run("typecheck", "npx", ["tsc", "--noEmit", "-p", "tsconfig.json"]);
if (!only || only === "unit") run("unit and server tests (PGlite)", "npx", ["vitest", "run"]);
if (!only || only === "pg") {
  if (await postgresReachable()) {
    run("server tests (PostgreSQL)", "npx", ["vitest", "run", "server"], { DATABASE_URL: pgUrl });
  } else if (process.env.REQUIRE_POSTGRES === "1") {
    console.error("REQUIRE_POSTGRES=1 but PostgreSQL is not reachable");
    process.exit(1);
  } else {
    console.log("=== server tests (PostgreSQL): skipped, no server ===");
  }
}
/**
 * The journeys drive the system's Chromium (never a downloaded one). On a fresh machine it is
 * installed from the system's packages when this runs as root; otherwise the one command to run
 * is printed and the run stops.
 */
function ensureChromium() {
  const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (existsSync(chrome)) return;
  const command = "apt-get update && apt-get install -y chromium";
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log(`\n=== Chromium is missing at ${chrome}: installing it (${command}) ===`);
    const r = spawnSync("sh", ["-c", `${command} </dev/null`], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (r.status === 0 && existsSync(chrome)) return;
    console.error("Installing Chromium failed.");
  } else {
    console.error(`\nThe browser journeys need Chromium at ${chrome} (or set CHROME_PATH). Install it with:\n  sudo sh -c "${command}"`);
  }
  process.exit(1);
}

if (!only || only === "e2e") {
  ensureChromium();
  run("build", "npm", ["run", "build"]);
  run("journeys (Playwright, Chromium)", "npx", ["playwright", "test"]);
  run("journeys against the fake language model (Playwright)", "npx", ["playwright", "test", "-c", "playwright.ai.config.ts"]);
  run("the storm-to-claim journey against the fake WhatsApp Cloud API (Playwright)", "npx", ["playwright", "test", "-c", "playwright.storm.config.ts"]);
}
console.log("\nAll tests passed.");
