import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { tasks } from "../../db/schema";
import { FakeLanguageModelServer } from "../../test/fakes/openai";
import { useTestApp, useTestAppWithFakeModel, type TestAppContext } from "../../test/use-test-app";
import { waitFor } from "../../test/wait-for";

async function agentId(t: TestAppContext, role: string) {
  const agents = (await t.app.inject({ url: "/api/agents", headers: { cookie: t.cookie } })).json();
  return agents.find((a: { role: string }) => a.role === role).id as number;
}

describe("agent task execution with a language model", () => {
  const fake = new FakeLanguageModelServer();
  const t = useTestAppWithFakeModel(fake, { TASK_RETRY_LIMIT: "1", TASK_RETRY_DELAY_SECONDS: "1", AI_RETRY_DELAY_MS: "10" }, { workers: true });
  const read = (id: number) => async () => (await t.database.db.select().from(tasks).where(eq(tasks.id, id)))[0];

  it("works a new task to completed, with progress and the result stored", async () => {
    const cto = await agentId(t, "cto");
    fake.enqueue({ kind: "tool", calls: [{ name: "list_tasks", arguments: {} }] }, { kind: "text", text: "## Plan\n1. Check the feed.", usage: { input: 50, output: 20 } });
    const res = await t.app.inject({ method: "POST", url: "/api/tasks", headers: { cookie: t.cookie }, payload: { agentId: cto, title: "Plan the storm week", description: "Draft the engineering plan", priority: "high" } });
    expect(res.statusCode).toBe(201);
    const done = await waitFor(read(res.json().id), (x) => x.status === "completed" || x.status === "failed", "completion");
    expect(done).toMatchObject({ status: "completed", progress: 100 });
    expect(done.metadata).toMatchObject({
      result: "## Plan\n1. Check the feed.",
      resultMeta: { model: "gpt-fake", usage: { inputTokens: 62, outputTokens: 28 }, toolCalls: [expect.objectContaining({ name: "list_tasks" })] },
      createdBy: 1,
    });
    expect(done.metadata).not.toHaveProperty("run");
    const prompt = JSON.stringify(fake.callsTo("/v1/chat/completions")[0].body.messages);
    expect(prompt).toContain("Plan the storm week");
    // The task run's tokens count in the agent's usage.
    const usage = (await t.app.inject({ url: `/api/agents/${cto}/usage`, headers: { cookie: t.cookie } })).json();
    expect(usage.days[0]).toMatchObject({ taskRuns: 1, inputTokens: 62 });
  });

  it("retries a failing task, then marks it failed with the reason", async () => {
    const coo = await agentId(t, "coo");
    fake.enqueue({ kind: "error", status: 500 }, { kind: "error", status: 500 });
    const res = await t.app.inject({ method: "POST", url: "/api/tasks", headers: { cookie: t.cookie }, payload: { agentId: coo, title: "Doomed", description: "Provider is down" } });
    const failed = await waitFor(read(res.json().id), (x) => x.status === "failed", "failure");
    expect(failed.metadata).toMatchObject({ error: "the language model provider failed (500)" });
    expect(failed.metadata).not.toHaveProperty("run");
    expect(fake.callsTo("/v1/chat/completions").filter((c) => JSON.stringify(c.body).includes("Doomed"))).toHaveLength(2);
  });
});

describe("agent task execution offline", () => {
  const t = useTestApp({}, { workers: true });

  it("never fakes a completion: the task stays pending, marked as needing a language model", async () => {
    const cto = await agentId(t, "cto");
    const res = await t.app.inject({ method: "POST", url: "/api/tasks", headers: { cookie: t.cookie }, payload: { agentId: cto, title: "Offline task", description: "Cannot be done offline" } });
    const marked = await waitFor(read(t, res.json().id), (x) => x.metadata?.needsModel === true, "the needs-model mark");
    expect(marked).toMatchObject({ status: "pending", progress: 0 });
    expect(marked.metadata).toMatchObject({ note: "needs a language model" });
    const status = (await t.app.inject({ url: "/api/ai/status", headers: { cookie: t.cookie } })).json();
    expect(status).toEqual({ configured: false, proven: false, provider: null, label: "Offline engine" });
  });
});

function read(t: TestAppContext, id: number) {
  return async () => (await t.database.db.select().from(tasks).where(eq(tasks.id, id)))[0];
}
