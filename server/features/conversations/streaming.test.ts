import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { messages, tasks } from "../../db/schema";
import { FakeLanguageModelServer } from "../../test/fakes/openai";
import { buildTestApp, signIn, type TestApp } from "../../test/build-test-app";
import { waitFor } from "../../test/wait-for";

/** Chat against the fake provider, over real HTTP, as the browser does it. */
const fake = new FakeLanguageModelServer({ apiKey: "sk-test", chunkDelayMs: 2 });
let t: TestApp;
let cookie: string;
let base: string;
let ctoId: number;

beforeAll(async () => {
  await fake.start();
  t = await buildTestApp({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.url, AI_API_KEY: "sk-test", AI_MODEL: "gpt-fake", AI_RETRY_DELAY_MS: "10" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  cookie = await signIn(t.app);
  const agents = (await t.app.inject({ url: "/api/agents", headers: { cookie } })).json();
  ctoId = agents.find((a: { role: string }) => a.role === "cto").id;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake.stop();
});
beforeEach(() => fake.reset());

async function newConversation() {
  const res = await t.app.inject({ method: "POST", url: "/api/conversations", headers: { cookie }, payload: { agentId: ctoId } });
  return res.json().id as number;
}

/** Reads an SSE response into its events, as they arrive. */
async function readEvents(res: Response, onEvent?: (e: { event: string; data: any }) => void) {
  const events: { event: string; data: any }[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let i;
    while ((i = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, i);
      buffer = buffer.slice(i + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "null");
      events.push({ event, data });
      onEvent?.({ event, data });
    }
  }
  return events;
}

const post = (path: string, body: unknown, signal?: AbortSignal) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json", accept: "text/event-stream", origin: base },
    body: JSON.stringify(body),
    signal,
  });

describe("streamed chat with a language model", () => {
  it("streams the reply token by token and stores both messages with model and usage", async () => {
    const id = await newConversation();
    const res = await post(`/api/conversations/${id}/messages`, { content: "Which tasks are open?" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const events = await readEvents(res);
    expect(events[0]).toMatchObject({ event: "message", data: { role: "user", content: "Which tasks are open?" } });
    const deltas = events.filter((e) => e.event === "delta").map((e) => e.data.text);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join("")).toBe("Fake model reply to: Which tasks are open?");
    const done = events.at(-1)!;
    expect(done.event).toBe("done");
    expect(done.data.reply).toMatchObject({
      role: "assistant",
      content: "Fake model reply to: Which tasks are open?",
      metadata: { engine: "llm", model: "gpt-fake", usage: { inputTokens: 12, outputTokens: 8 } },
    });
    const stored = await t.database.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(stored.map((m) => m.role)).toEqual(["user", "assistant"]);
  });

  it("keeps the plain JSON answer for other clients, over real HTTP too", async () => {
    const overHttp = await newConversation();
    const http = await fetch(`${base}/api/conversations/${overHttp}/messages`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", origin: base },
      body: JSON.stringify({ content: "Plain JSON please" }),
    });
    expect(http.status).toBe(201);
    expect((await http.json()).reply.content).toBe("Fake model reply to: Plain JSON please");
    const id = await newConversation();
    const res = await t.app.inject({ method: "POST", url: `/api/conversations/${id}/messages`, headers: { cookie }, payload: { content: "Hi" } });
    expect(res.statusCode).toBe(201);
    expect(res.json().reply).toMatchObject({ content: "Fake model reply to: Hi", metadata: { model: "gpt-fake" } });
  });

  it("on a provider failure sends an error event and keeps the user's message", async () => {
    const id = await newConversation();
    fake.enqueue({ kind: "error", status: 401 });
    const events = await readEvents(await post(`/api/conversations/${id}/messages`, { content: "Status?" }));
    expect(events.at(-1)).toEqual({
      event: "error",
      data: { statusCode: 502, code: "AGENT_FAILED", message: "The agent could not reply (the language model provider refused the API key (401); check AI_API_KEY). Your message was saved." },
    });
    const stored = await t.database.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(stored.map((m) => m.role)).toEqual(["user"]);
    // The server keeps serving.
    const again = await readEvents(await post(`/api/conversations/${id}/messages`, { content: "Status now?" }));
    expect(again.at(-1)!.event).toBe("done");
  });

  it("refuses an oversized message before anything is stored", async () => {
    const id = await newConversation();
    const res = await post(`/api/conversations/${id}/messages`, { content: "x".repeat(16001) });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toContain("longer than 16000");
  });

  it("stops when the browser goes away and keeps what had arrived", async () => {
    const id = await newConversation();
    fake.enqueue({ kind: "slow", text: "alpha beta gamma delta epsilon", stallMs: 3000 });
    const abort = new AbortController();
    const res = await post(`/api/conversations/${id}/messages`, { content: "Long answer please" }, abort.signal);
    await readEvents(res, (e) => {
      if (e.event === "delta") abort.abort();
    }).catch(() => {});
    const stored = await waitFor(() => t.database.db.select().from(messages).where(eq(messages.conversationId, id)), (rows) => rows.length === 2, "the stopped reply to be stored");
    expect(stored[1]).toMatchObject({ role: "assistant", metadata: expect.objectContaining({ stopped: true }) });
    expect(stored[1].content).not.toContain("epsilon");
  });

  it("regenerates the last reply", async () => {
    const id = await newConversation();
    await readEvents(await post(`/api/conversations/${id}/messages`, { content: "First try" }));
    fake.enqueue({ kind: "text", text: "A better answer." });
    const events = await readEvents(await post(`/api/conversations/${id}/regenerate`, {}));
    expect(events.at(-1)!.data.reply.content).toBe("A better answer.");
    const stored = await t.database.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(stored.map((m) => m.content)).toEqual(["First try", "A better answer."]);
  });

  it("lets the agent use its tools with the user's rights and stores the calls", async () => {
    const id = await newConversation();
    fake.enqueue({ kind: "tool", calls: [{ name: "create_task", arguments: { title: "Audit the NOAA feed", description: "Check hail report ingestion", priority: "high" } }] });
    const events = await readEvents(await post(`/api/conversations/${id}/messages`, { content: "Please create a task to audit the feed" }));
    expect(events.some((e) => e.event === "tool-call" && e.data.name === "create_task")).toBe(true);
    const done = events.at(-1)!.data.reply;
    expect(done.metadata.toolCalls[0]).toMatchObject({ name: "create_task", output: { title: "Audit the NOAA feed", status: "pending" } });
    const [task] = await t.database.db.select().from(tasks).where(eq(tasks.title, "Audit the NOAA feed"));
    expect(task).toMatchObject({ agentId: ctoId, priority: "high" });
    expect(task.metadata).toMatchObject({ createdBy: 1 });
  });

  it("shows the model in use and sums token usage per agent per day", async () => {
    const status = (await t.app.inject({ url: `/api/ai/status?agentId=${ctoId}`, headers: { cookie } })).json();
    expect(status).toMatchObject({ configured: true, provider: "openai-compatible", label: "gpt-fake" });
    expect(typeof status.proven).toBe("boolean");
    const usage = (await t.app.inject({ url: `/api/agents/${ctoId}/usage`, headers: { cookie } })).json();
    expect(usage.model).toBe("gpt-fake");
    expect(usage.days).toHaveLength(1);
    expect(usage.days[0].inputTokens).toBeGreaterThanOrEqual(12 * 4);
    expect(usage.days[0].replies).toBeGreaterThanOrEqual(4);
    // The per-agent override (admins) changes the model used and shown.
    const set = await t.app.inject({ method: "PUT", url: `/api/agents/${ctoId}/model`, headers: { cookie }, payload: { model: "gpt-special" } });
    expect(set.json()).toEqual({ id: ctoId, model: "gpt-special" });
    const id = await newConversation();
    const events = await readEvents(await post(`/api/conversations/${id}/messages`, { content: "Hi" }));
    expect(events.at(-1)!.data.reply.metadata.model).toBe("gpt-special");
    expect(fake.requests.at(-1)!.body.model).toBe("gpt-special");
    await t.app.inject({ method: "PUT", url: `/api/agents/${ctoId}/model`, headers: { cookie }, payload: { model: null } });
  });
});
