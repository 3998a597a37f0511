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
  /** While down, every call answers 503 (an outage); setDown(false) recovers. */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

export async function startFakeSlack(token = "xoxb-fake-token", channel = "C0STANDUP", options: { port?: number } = {}): Promise<FakeSlack> {
  const posts: FakeSlack["posts"] = [];
  let down = false;
  const server = await startFakeServer((req, reply) => {
    if (down) return reply.json(503, { ok: false, error: "service_unavailable" });
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
  }, { port: options.port });
  return { url: `${server.origin}/api/`, token, posts, setDown: (d) => void (down = d), close: server.stop };
}
