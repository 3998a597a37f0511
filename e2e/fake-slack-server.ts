import { createServer } from "node:http";
import { startFakeSlack, type FakeSlack } from "../server/test/fakes/slack";

/**
 * The e2e journeys' fake Slack (playwright.config.ts starts it): the Slack fake on
 * port+1, and a control server on port: GET /health, POST /stop (the fake stops
 * listening: an outage) and POST /start (it listens again on the same port).
 */
const port = Number(process.argv[2] ?? 3233);
const slackPort = port + 1;
export const E2E_SLACK_TOKEN = "xoxb-e2e-token";
let slack: FakeSlack | null = await startFakeSlack(E2E_SLACK_TOKEN, "C0E2E", { port: slackPort });

const control = createServer(async (req, res) => {
  const reply = (status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  if (req.url === "/health") return reply(200, { ok: true, slack: !!slack });
  if (req.method === "POST" && req.url === "/stop") {
    await slack?.close();
    slack = null;
    return reply(200, { ok: true, slack: false });
  }
  if (req.method === "POST" && req.url === "/start") {
    slack ??= await startFakeSlack(E2E_SLACK_TOKEN, "C0E2E", { port: slackPort });
    return reply(200, { ok: true, slack: true });
  }
  reply(404, { ok: false });
});
control.listen(port, "127.0.0.1", () => console.log(`fake Slack control on ${port}, Slack on ${slackPort}`));
const stop = () => void Promise.resolve(slack?.close()).then(() => control.close(() => process.exit(0)));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
