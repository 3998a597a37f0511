import { startFakeServer } from "./fake-server";

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
  const server = await startFakeServer((req, reply) => {
    const send = (body: unknown) => reply.json(200, body);
    if (req.bearer !== token) return send({ ok: false, error: "invalid_auth" });
    if (req.path === "/api/auth.test") return send({ ok: true, team: "Ops Group", user: "opsbot", team_id: "T1", user_id: "U1" });
    if (req.path === "/api/chat.postMessage") {
      const params = req.body;
      if (params.channel !== channel) return send({ ok: false, error: "channel_not_found" });
      const blocks = typeof params.blocks === "string" ? JSON.parse(params.blocks) : (params.blocks ?? []);
      posts.push({ channel: String(params.channel), text: String(params.text ?? ""), blocks });
      return send({ ok: true, channel, ts: `${Date.now() / 1000}` });
    }
    send({ ok: false, error: "unknown_method" });
  });
  return { url: `${server.origin}/api/`, token, posts, close: server.stop };
}
