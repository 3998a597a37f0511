import { describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { hashPassword } from "../../lib/password";
import { signIn } from "../../test/build-test-app";
import { FakeLanguageModelServer } from "../../test/fakes/openai";
import { useTestApp, useTestAppWithFakeModel, type TestAppContext } from "../../test/use-test-app";

async function setup(t: TestAppContext) {
  const agents = (await t.app.inject({ url: "/api/agents", headers: { cookie: t.cookie } })).json();
  const cto = agents.find((a: { role: string }) => a.role === "cto").id;
  const id = (await t.app.inject({ method: "POST", url: "/api/conversations", headers: { cookie: t.cookie }, payload: { agentId: cto } })).json().id;
  await t.app.inject({ method: "POST", url: `/api/conversations/${id}/messages`, headers: { cookie: t.cookie }, payload: { content: "We need a plan for the hail season. It starts in March." } });
  return id as number;
}

describe("enhanced conversations offline", () => {
  const t = useTestApp();

  it("lists a conversation once it has a message, with its latest message as the preview", async () => {
    const agents = (await t.app.inject({ url: "/api/agents", headers: { cookie: t.cookie } })).json();
    const cto = agents.find((a: { role: string }) => a.role === "cto").id;
    const empty = (await t.app.inject({ method: "POST", url: "/api/conversations", headers: { cookie: t.cookie }, payload: { agentId: cto, title: "Chat with CTO Agent" } })).json().id;
    const before = (await t.app.inject({ url: "/api/conversations/enhanced", headers: { cookie: t.cookie } })).json();
    expect(before.map((c: { id: number }) => c.id)).not.toContain(empty);

    await t.app.inject({ method: "POST", url: `/api/conversations/${empty}/messages`, headers: { cookie: t.cookie }, payload: { content: "Which   deployments\nfailed this week?" } });
    const after = (await t.app.inject({ url: "/api/conversations/enhanced", headers: { cookie: t.cookie } })).json();
    const row = after.find((c: { id: number }) => c.id === empty);
    expect(row).toMatchObject({ messageCount: 2, lastMessage: { role: "assistant" }, opening: "Which deployments failed this week?" });
    expect(row.lastMessage.preview.length).toBeLessThanOrEqual(160);
    expect(row.lastMessage.preview).not.toContain("\n");
    // The offline reply is previewed in both languages (decision 111).
    expect(row.lastMessage.localized.en).toBe(row.lastMessage.preview);
    expect(row.lastMessage.localized.es).toMatch(/motor sin conexión|Despliegues|despliegue/i);
    expect(row.lastMessage.localized.es.length).toBeLessThanOrEqual(160);
    expect(new Date(row.lastMessage.createdAt).toISOString()).toBe(row.lastMessage.createdAt);

    // A conversation with a project context but no message yet stays listed (the continuity manager uses it).
    const planned = (await t.app.inject({ method: "POST", url: "/api/conversations", headers: { cookie: t.cookie }, payload: { agentId: cto } })).json().id;
    await t.app.inject({ method: "PUT", url: `/api/conversations/${planned}/context`, headers: { cookie: t.cookie }, payload: { context: "Roof inspections Q1" } });
    const withContext = (await t.app.inject({ url: "/api/conversations/enhanced", headers: { cookie: t.cookie } })).json();
    expect(withContext.find((c: { id: number }) => c.id === planned)).toMatchObject({ messageCount: 0, lastMessage: null, opening: null });
  });

  it("gives the chat panel the agent's latest conversation with a message, not an archived one, not another user's", async () => {
    const agents = (await t.app.inject({ url: "/api/agents", headers: { cookie: t.cookie } })).json();
    const cto = agents.find((a: { role: string }) => a.role === "cto").id;
    const coo = agents.find((a: { role: string }) => a.role === "coo").id;
    const latest = async (agentId: number | string) => t.app.inject({ url: `/api/conversations/latest?agentId=${agentId}`, headers: { cookie: t.cookie } });
    expect((await latest(coo)).json()).toEqual({ conversation: null });

    const older = await setup(t);
    const newer = (await t.app.inject({ method: "POST", url: "/api/conversations", headers: { cookie: t.cookie }, payload: { agentId: cto } })).json().id;
    // Created but nothing said yet: the chat still reopens the older one.
    expect((await latest(cto)).json().conversation.id).toBe(older);
    await t.app.inject({ method: "POST", url: `/api/conversations/${newer}/messages`, headers: { cookie: t.cookie }, payload: { content: "Which deployments failed?" } });
    expect((await latest(cto)).json().conversation).toMatchObject({ id: newer, agentId: cto, messageCount: 2, opening: "Which deployments failed?" });
    // Writing again in the older one makes it the latest.
    await t.app.inject({ method: "POST", url: `/api/conversations/${older}/messages`, headers: { cookie: t.cookie }, payload: { content: "And the roofs?" } });
    expect((await latest(cto)).json().conversation.id).toBe(older);
    await t.app.inject({ method: "PUT", url: `/api/conversations/${older}/status`, headers: { cookie: t.cookie }, payload: { status: "archived" } });
    expect((await latest(cto)).json().conversation.id).toBe(newer);
    expect((await latest(coo)).json()).toEqual({ conversation: null });

    await t.app.database.db.insert(users).values({ email: "luz-latest@example.com", password: await hashPassword("luz-password"), firstName: "Luz", lastName: "Ramírez" });
    const other = await signIn(t.app, "luz-latest@example.com", "luz-password");
    expect((await t.app.inject({ url: `/api/conversations/latest?agentId=${cto}`, headers: { cookie: other } })).json()).toEqual({ conversation: null });

    for (const bad of ["", "abc", "0", "-1"]) {
      const res = await latest(bad);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain("agentId");
    }
  });

  it("lists, edits context, tags and priority, summarizes extractively and archives", async () => {
    const id = await setup(t);
    const list = (await t.app.inject({ url: "/api/conversations/enhanced", headers: { cookie: t.cookie } })).json();
    expect(list[0]).toMatchObject({ id, agentName: "CTO Agent", agentRole: "cto", status: "active", priority: "normal", messageCount: 2, tags: [] });

    const ctx = await t.app.inject({ method: "PUT", url: `/api/conversations/${id}/context`, headers: { cookie: t.cookie }, payload: { context: "Hail season 2027", tags: ["storm", "plan", "storm"], priority: "urgent" } });
    expect(ctx.json()).toMatchObject({ projectContext: "Hail season 2027", tags: ["storm", "plan"], priority: "urgent" });

    const sum = (await t.app.inject({ method: "POST", url: `/api/conversations/${id}/summarize`, headers: { cookie: t.cookie } })).json();
    expect(sum.engine).toBe("extractive");
    expect(sum.conversation.summary).toContain('First request: "We need a plan for the hail season."');
    expect(sum.conversation.summary).toContain("no language model is configured");

    const archived = (await t.app.inject({ method: "PUT", url: `/api/conversations/${id}/status`, headers: { cookie: t.cookie }, payload: { status: "archived" } })).json();
    expect(archived.status).toBe("archived");
    const bad = await t.app.inject({ method: "PUT", url: `/api/conversations/${id}/status`, headers: { cookie: t.cookie }, payload: { status: "deleted" } });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: "PUT", url: `/api/conversations/999999/status`, headers: { cookie: t.cookie }, payload: { status: "archived" } })).statusCode).toBe(404);
  });
});

describe("enhanced conversations with a model", () => {
  const fake = new FakeLanguageModelServer();
  const t = useTestAppWithFakeModel(fake);

  it("summarizes with the model and stores the summary", async () => {
    const id = await setup(t);
    fake.enqueue({ kind: "text", text: "The operator wants a hail-season plan by March." });
    const sum = (await t.app.inject({ method: "POST", url: `/api/conversations/${id}/summarize`, headers: { cookie: t.cookie } })).json();
    expect(sum).toMatchObject({ engine: "model", conversation: { summary: "The operator wants a hail-season plan by March." } });
    expect(JSON.stringify(fake.requests.at(-1)!.body.messages)).toContain("We need a plan for the hail season");
  });
});
