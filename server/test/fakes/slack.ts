import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local fake of the Slack Web API over real HTTP (tests only): auth.test and
 * chat.postMessage, with Slack's `{ ok: false, error }` answers for a bad token
 * or an unknown channel.
 */
export interface FakeSlack {
  url: string;
  token: string;
  posts: { channel: string; text: string; blocks: unknown[] }[];
  close(): Promise<void>;
}

export async function startFakeSlack(token = "xoxb-fake-token", channel = "C0STANDUP"): Promise<FakeSlack> {
  const posts: FakeSlack["posts"] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const params: Record<string, unknown> = (req.headers["content-type"] ?? "").includes("json")
        ? JSON.parse(raw || "{}")
        : Object.fromEntries(new URLSearchParams(raw));
      const send = (body: unknown) => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${token}`) return send({ ok: false, error: "invalid_auth" });
      if (req.url === "/api/auth.test") return send({ ok: true, team: "Ops Group", user: "opsbot", team_id: "T1", user_id: "U1" });
      if (req.url === "/api/chat.postMessage") {
        if (params.channel !== channel) return send({ ok: false, error: "channel_not_found" });
        const blocks = typeof params.blocks === "string" ? JSON.parse(params.blocks) : (params.blocks ?? []);
        posts.push({ channel: String(params.channel), text: String(params.text ?? ""), blocks });
        return send({ ok: true, channel, ts: `${Date.now() / 1000}` });
      }
      send({ ok: false, error: "unknown_method" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/`, token, posts, close: () => new Promise((r) => server.close(() => r())) };
}
