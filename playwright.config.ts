import { defineConfig, devices } from "@playwright/test";

/**
 * Browser journeys against the production build (`npm run build` first; `npm run
 * test:e2e` does both). One server on a fixed port with a fresh embedded database
 * per run; one worker, because the machine has two cores and the database is one
 * process. Chromium is the system one (Debian's package): never downloaded.
 */
const PORT = Number(process.env.E2E_PORT ?? 3107);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = ".data-e2e";
/** A local fake of LinkedIn's OAuth server for the social connect journey (never part of the product). */
const FAKE_OAUTH_PORT = PORT + 1;
const FAKE_OAUTH = `http://127.0.0.1:${FAKE_OAUTH_PORT}`;
/**
 * The live-hub journey (e2e/live-hub.spec.ts) needs integrations configured, which the
 * main server must not have: a second server on PORT+2 with GitHub's webhook secret and
 * Slack pointed at a local fake (control on PORT+3, the Slack API on PORT+4).
 */
const LIVE_PORT = PORT + 2;
const FAKE_SLACK_CONTROL_PORT = PORT + 3;
export const LIVE_GITHUB_SECRET = "e2e-github-webhook-secret";

/**
 * One built app server for a journey config: a fresh, empty embedded database in `dataDir`
 * (the server migrates and seeds it, ~5 s), demo mode with its known gate and admin
 * passwords whatever the shell has set (the server treats an empty variable as unset),
 * plus the config's own integrations in `env`. The AI and storm configs use it too.
 */
/** A local fake of an outside service for the journeys (never part of the product), up when `url` answers. */
export function fakeServer(command: string, url: string) {
  return { command, url, reuseExistingServer: false, timeout: 60_000, stdout: "ignore" as const, stderr: "pipe" as const };
}

export function appServer({ port, dataDir, env = {} }: { port: number; dataDir: string; env?: Record<string, string> }) {
  return {
    command: `rm -rf ${dataDir} && mkdir -p ${dataDir} && exec node dist/server/main.js`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      DEMO_MODE: "true",
      SITE_GATE_PASSWORD: "",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      ADMIN_FIRST_NAME: "",
      GOOGLE_CLIENT_ID: "",
      GOOGLE_CLIENT_SECRET: "",
      // All tests come from one address: the per-client limits (tested by the server
      // tests) would otherwise start answering 429 as journeys are added or repeated.
      AUTH_RATE_LIMIT_PER_MINUTE: "1000",
      PUBLIC_RATE_LIMIT_PER_MINUTE: "10000",
      LANDING_FORM_PER_HOUR: "1000",
      // The journeys fill the assessment form faster than a person; the guard has its server test.
      LANDING_FORM_MIN_FILL_MS: "300",
      LANDING_WHATSAPP_NUMBER: "",
      ...env,
    },
  };
}

export default defineConfig({
  testDir: "e2e",
  // The journeys against a language model run with playwright.ai.config.ts; the storm journey with playwright.storm.config.ts.
  testIgnore: ["ai-*.spec.ts", "storm-*.spec.ts"],
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: "list",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "phone",
      use: {
        ...devices["Pixel 7"],
        browserName: "chromium",
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: [
    fakeServer(`exec npx tsx e2e/fake-slack-server.ts ${FAKE_SLACK_CONTROL_PORT}`, `http://127.0.0.1:${FAKE_SLACK_CONTROL_PORT}/health`),
    appServer({
      port: LIVE_PORT,
      dataDir: `${DATA_DIR}-live`,
      env: {
        GITHUB_WEBHOOK_SECRET: LIVE_GITHUB_SECRET,
        SLACK_BOT_TOKEN: "xoxb-e2e-token",
        SLACK_CHANNEL_ID: "C0E2E",
        SLACK_API_URL: `http://127.0.0.1:${FAKE_SLACK_CONTROL_PORT + 1}/api/`,
        INTEGRATION_TIMEOUT_MS: "2000",
      },
    }),
    fakeServer(`exec npx tsx e2e/fake-oauth-server.ts ${FAKE_OAUTH_PORT}`, `${FAKE_OAUTH}/health`),
    appServer({
      port: PORT,
      dataDir: DATA_DIR,
      env: {
        LINKEDIN_CLIENT_ID: "fake-linkedin-client",
        LINKEDIN_CLIENT_SECRET: "fake-linkedin-secret",
        LINKEDIN_AUTH_URL: `${FAKE_OAUTH}/oauth/v2`,
        LINKEDIN_API_URL: `${FAKE_OAUTH}/v2`,
      },
    }),
  ],
});
