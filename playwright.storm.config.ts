import { defineConfig } from "@playwright/test";
import base, { appServer, fakeServer } from "./playwright.config";

/**
 * The storm-to-claim journey (e2e/storm-*.spec.ts) against the built server configured with
 * WhatsApp: the fake Cloud API (server/test/fakes/whatsapp.ts) runs as its own process on
 * E2E_PORT+1, serves the account's templates, accepts or refuses sends, and delivers signed
 * inbound webhooks to the app. Run: `npm run build && E2E_PORT=3270 npx playwright test -c playwright.storm.config.ts`.
 */
const PORT = Number(process.env.E2E_PORT ?? 3107);
const FAKE_PORT = Number(process.env.E2E_FAKE_WHATSAPP_PORT ?? PORT + 1);
const DATA_DIR = ".data-e2e-storm";

export const FAKE_WHATSAPP = `http://127.0.0.1:${FAKE_PORT}`;
export const WHATSAPP_APP_SECRET = "e2e-whatsapp-secret";

export default defineConfig({
  ...base,
  testMatch: "storm-*.spec.ts",
  testIgnore: [],
  webServer: [
    fakeServer(`exec node --import tsx server/test/fakes/whatsapp.ts --port ${FAKE_PORT} --app http://127.0.0.1:${PORT} --secret ${WHATSAPP_APP_SECRET}`, `${FAKE_WHATSAPP}/health`),
    appServer({
      port: PORT,
      dataDir: DATA_DIR,
      env: {
        WHATSAPP_TOKEN: "EAAG-fake",
        WHATSAPP_PHONE_NUMBER_ID: "1098765",
        WHATSAPP_BUSINESS_ACCOUNT_ID: "5550001",
        WHATSAPP_API_URL: `${FAKE_WHATSAPP}/v21.0`,
        WHATSAPP_APP_SECRET,
        WHATSAPP_VERIFY_TOKEN: "e2e-verify",
        OUTBOX_RETRY_DELAY_SECONDS: "1",
      },
    }),
  ],
});
