import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { messages } from "../../db/schema";
import type { AgentEngine } from "../../agents/engine";
import { OfflineEngine } from "../../agents/offline-engine";
import { signIn } from "../../test/build-test-app";
import { useTestApp } from "../../test/use-test-app";
import { buildUser } from "../../test/factories";

/** An engine that fails on demand, to show a failed reply loses nothing. */
class SwitchableEngine implements AgentEngine {
  readonly name = "switchable";
  fail = false;
  private readonly offline = new OfflineEngine();
  async reply(...args: Parameters<AgentEngine["reply"]>) {
    if (this.fail) throw new Error("provider unreachable");
    return this.offline.reply(...args);
  }
}

const engine = new SwitchableEngine();
const t = useTestApp({}, { engine });
let ctoId: number;
beforeAll(async () => {
  const agents = (await t.app.inject({ url: "/api/agents", headers: { cookie: t.cookie } })).json();
  ctoId = agents.find((a: { role: string }) => a.role === "cto").id;
});

async function newConversation(c = t.cookie) {
  const res = await t.app.inject({ method: "POST", url: "/api/conversations", headers: { cookie: c }, payload: { agentId: ctoId, userId: 1, title: "Chat with CTO Agent" } });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; userId: number; title: string; priority: string; status: string; tags: string[] };
}

describe("conversations and messages", () => {
  it("creates a conversation for the session's user, whatever the body says", async () => {
    const other = await buildUser(t.db, { email: "luz@example.com", password: "luz-password", firstName: "Luz", lastName: "Ramírez" });
    const luz = await signIn(t.app, "luz@example.com", "luz-password");
    const c = await newConversation(luz);
    expect(c.userId).toBe(other.id);
    expect(c).toMatchObject({ title: "Chat with CTO Agent", priority: "normal", status: "active", tags: [] });
    // Another user's conversation is not visible.
    const res = await t.app.inject({ url: `/api/conversations/${c.id}/messages`, headers: { cookie: t.cookie } });
    expect(res.statusCode).toBe(404);
  });

  it("refuses an unknown agent", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/conversations", headers: { cookie: t.cookie }, payload: { agentId: 9999 } });
    expect(res.statusCode).toBe(400);
  });

  it("stores the message and an offline reply grounded in the agent's data", async () => {
    const c = await newConversation();
    expect((await t.app.inject({ url: `/api/conversations/${c.id}/messages`, headers: { cookie: t.cookie } })).json()).toEqual([]);
    const res = await t.app.inject({
      method: "POST", url: `/api/conversations/${c.id}/messages`, headers: { cookie: t.cookie },
      payload: { role: "user", content: "  What tasks are open?  " },
    });
    expect(res.statusCode).toBe(201);
    const { message, reply } = res.json();
    expect(message).toMatchObject({ role: "user", content: "What tasks are open?" });
    expect(reply.role).toBe("assistant");
    expect(reply.content).toContain("no language model is configured");
    expect(reply.content).toContain("Review skip-trace worker load");
    expect(reply.metadata).toEqual({ engine: "offline" });
    const list = (await t.app.inject({ url: `/api/conversations/${c.id}/messages`, headers: { cookie: t.cookie } })).json();
    expect(list.map((m: { role: string }) => m.role)).toEqual(["user", "assistant"]);
  });

  it("answers in Spanish when written to in Spanish", async () => {
    const c = await newConversation();
    const res = await t.app.inject({
      method: "POST", url: `/api/conversations/${c.id}/messages`, headers: { cookie: t.cookie },
      payload: { role: "user", content: "¿Cuál es el estado de las tareas?" },
    });
    expect(res.json().reply.content).toContain("no hay un modelo de lenguaje configurado");
  });

  it("refuses an empty message and keeps nothing", async () => {
    const c = await newConversation();
    const res = await t.app.inject({ method: "POST", url: `/api/conversations/${c.id}/messages`, headers: { cookie: t.cookie }, payload: { role: "user", content: "   " } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("content: Message cannot be empty");
    expect(await t.database.db.select().from(messages).where(eq(messages.conversationId, c.id))).toHaveLength(0);
  });

  it("keeps the user's message when the engine fails, and says what went wrong", async () => {
    const c = await newConversation();
    engine.fail = true;
    try {
      const res = await t.app.inject({ method: "POST", url: `/api/conversations/${c.id}/messages`, headers: { cookie: t.cookie }, payload: { role: "user", content: "Status?" } });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe("The agent could not reply (provider unreachable). Your message was saved.");
    } finally {
      engine.fail = false;
    }
    const list = (await t.app.inject({ url: `/api/conversations/${c.id}/messages`, headers: { cookie: t.cookie } })).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ role: "user", content: "Status?" });
  });
});
