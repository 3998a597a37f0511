import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { messages, users } from "../../db/schema";
import { hashPassword } from "../../lib/password";
import type { AgentEngine } from "../../agents/engine";
import { OfflineEngine } from "../../agents/offline-engine";
import { buildTestApp, signIn, type TestApp } from "../../test/build-test-app";

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

let t: TestApp;
let cookie: string;
let ctoId: number;
const engine = new SwitchableEngine();
beforeAll(async () => {
  t = await buildTestApp({}, { engine });
  cookie = await signIn(t.app);
  const agents = (await t.app.inject({ url: "/api/agents", headers: { cookie } })).json();
  ctoId = agents.find((a: { role: string }) => a.role === "cto").id;
});
afterAll(async () => t?.close());

async function newConversation(c = cookie) {
  const res = await t.app.inject({ method: "POST", url: "/api/conversations", headers: { cookie: c }, payload: { agentId: ctoId, userId: 1, title: "Chat with CTO Agent" } });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; userId: number; title: string; priority: string; status: string; tags: string[] };
}

describe("conversations and messages", () => {
  it("creates a conversation for the session's user, whatever the body says", async () => {
    const [other] = await t.database.db
      .insert(users)
      .values({ email: "luz@example.com", password: await hashPassword("luz-password"), firstName: "Luz", lastName: "Ramírez" })
      .returning();
    const luz = await signIn(t.app, "luz@example.com", "luz-password");
    const c = await newConversation(luz);
    expect(c.userId).toBe(other.id);
    expect(c).toMatchObject({ title: "Chat with CTO Agent", priority: "normal", status: "active", tags: [] });
    // Another user's conversation is not visible, and nothing can be posted into it.
    const res = await t.app.inject({ url: `/api/conversations/${c.id}/messages`, headers: { cookie } });
    expect(res.statusCode).toBe(404);
    for (const accept of ["application/json", "text/event-stream"]) {
      const post = await t.app.inject({ method: "POST", url: `/api/conversations/${c.id}/messages`, headers: { cookie, accept }, payload: { content: "Hello?" } });
      expect(post.statusCode).toBe(404);
      expect(post.json().message).toBe(`Conversation ${c.id} not found`);
    }
    expect(await t.database.db.select().from(messages).where(eq(messages.conversationId, c.id))).toHaveLength(0);
  });

  it("refuses an unknown agent", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/conversations", headers: { cookie }, payload: { agentId: 9999 } });
    expect(res.statusCode).toBe(400);
  });

  it("stores the message and an offline reply grounded in the agent's data", async () => {
    const c = await newConversation();
    expect((await t.app.inject({ url: `/api/conversations/${c.id}/messages`, headers: { cookie } })).json()).toEqual([]);
    const res = await t.app.inject({
      method: "POST", url: `/api/conversations/${c.id}/messages`, headers: { cookie },
      payload: { role: "user", content: "  What tasks are open?  " },
    });
    expect(res.statusCode).toBe(201);
    const { message, reply } = res.json();
    expect(message).toMatchObject({ role: "user", content: "What tasks are open?" });
    expect(reply.role).toBe("assistant");
    expect(reply.content).toContain("no language model is configured");
    expect(reply.content).toContain("Review skip-trace worker load");
    expect(reply.metadata).toEqual({ engine: "offline", language: "en", topics: ["tasks"], localized: { en: reply.content, es: expect.stringContaining("Mi cola de tareas") } });
    const list = (await t.app.inject({ url: `/api/conversations/${c.id}/messages`, headers: { cookie } })).json();
    expect(list.map((m: { role: string }) => m.role)).toEqual(["user", "assistant"]);
  });

  it("answers in Spanish when written to in Spanish", async () => {
    const c = await newConversation();
    const res = await t.app.inject({
      method: "POST", url: `/api/conversations/${c.id}/messages`, headers: { cookie },
      payload: { role: "user", content: "¿Cuál es el estado de las tareas?" },
    });
    expect(res.json().reply.content).toContain("no hay un modelo de lenguaje configurado");
  });

  it("refuses an empty message and keeps nothing", async () => {
    const c = await newConversation();
    const res = await t.app.inject({ method: "POST", url: `/api/conversations/${c.id}/messages`, headers: { cookie }, payload: { role: "user", content: "   " } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("content: Message cannot be empty");
    expect(await t.database.db.select().from(messages).where(eq(messages.conversationId, c.id))).toHaveLength(0);
  });

  it("keeps the user's message when the engine fails, and says what went wrong", async () => {
    const c = await newConversation();
    engine.fail = true;
    try {
      const res = await t.app.inject({ method: "POST", url: `/api/conversations/${c.id}/messages`, headers: { cookie }, payload: { role: "user", content: "Status?" } });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe("The agent could not reply (provider unreachable). Your message was saved.");
    } finally {
      engine.fail = false;
    }
    const list = (await t.app.inject({ url: `/api/conversations/${c.id}/messages`, headers: { cookie } })).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ role: "user", content: "Status?" });
  });
});
