import { startFakeOAuth } from "../server/test/fakes/oauth-provider";

/** Runs the local fake LinkedIn OAuth server for the e2e journeys (playwright.config.ts starts it). */
const port = Number(process.argv[2] ?? 3108);
const fake = await startFakeOAuth({ port, clientId: "fake-linkedin-client", clientSecret: "fake-linkedin-secret", name: "Ops Group Page" });
console.log(`fake OAuth server on ${fake.origin}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
