import { defineConfig } from "@playwright/test";
import base, { appServer, fakeServer } from "./playwright.config";

/**
 * The AI journeys (e2e/ai-*.spec.ts) against the built server configured with
 * a language model: the fake OpenAI-compatible server (server/test/fakes/
 * openai.ts) runs as its own process on E2E_PORT+1, and the app points
 * AI_BASE_URL at it. Run: `npm run build && E2E_PORT=3207 npx playwright test -c playwright.ai.config.ts`.
 */
const PORT = Number(process.env.E2E_PORT ?? 3107);
const FAKE_PORT = Number(process.env.E2E_FAKE_AI_PORT ?? PORT + 1);
const DATA_DIR = ".data-e2e-ai";

export const FAKE_AI_URL = `http://127.0.0.1:${FAKE_PORT}`;

export default defineConfig({
  ...base,
  testMatch: "ai-*.spec.ts",
  testIgnore: [],
  webServer: [
    fakeServer(`exec node --import tsx server/test/fakes/openai.ts --port ${FAKE_PORT} --chunk-delay 120`, `${FAKE_AI_URL}/__fake/requests`),
    appServer({
      port: PORT,
      dataDir: DATA_DIR,
      env: {
        AI_PROVIDER: "openai-compatible",
        AI_BASE_URL: `${FAKE_AI_URL}/v1`,
        AI_MODEL: "gpt-fake",
        AI_API_KEY: "sk-e2e",
      },
    }),
  ],
});
