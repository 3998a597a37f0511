import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tool } from "ai";
import { z } from "zod";
import { loadConfig, type AiConfig } from "../../config";
import { FakeLanguageModelServer } from "../../test/fakes/openai";
import type { AgentContext } from "../engine";
import { LanguageModelEngine } from "../llm-engine";
import { ProviderLanguageModel } from "./service";
import { ProviderError } from "./errors";

const fake = new FakeLanguageModelServer({ apiKey: "sk-test" });
beforeAll(async () => void (await fake.start()));
afterAll(async () => fake.stop());
beforeEach(() => fake.reset());

function aiConfig(env: Record<string, string> = {}): AiConfig {
  return loadConfig({
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: fake.url,
    AI_API_KEY: "sk-test",
    AI_MODEL: "fake-model",
    AI_RETRY_DELAY_MS: "10",
    ...env,
  }).ai!;
}
const service = (env?: Record<string, string>) => new ProviderLanguageModel(aiConfig(env));

function context(over: Partial<AgentContext> = {}): AgentContext {
  return {
    agent: { id: 1, name: "CTO Agent", role: "cto", systemPrompt: "You are the CTO agent.", companyId: 1, model: null },
    company: { id: 1, name: "RoofStrike", slug: "roofstrike" },
    tasks: [{ title: "Review skip-trace worker load", status: "pending", priority: "high", progress: 0, isSample: true }],
    metrics: [],
    dataSources: [],
    history: [{ role: "user", content: "What is open?" }],
    conversation: { title: "t", projectContext: "Hail season launch", summary: "We talked about leads." },
    ...over,
  };
}

describe("configuration", () => {
  it("is offline without AI_PROVIDER and says what is missing when half-configured", () => {
    expect(loadConfig({}).ai).toBeNull();
    expect(() => loadConfig({ AI_PROVIDER: "openai" })).toThrow(/AI_PROVIDER=openai needs AI_MODEL, AI_API_KEY/);
    expect(() => loadConfig({ AI_PROVIDER: "openai-compatible", AI_MODEL: "m" })).toThrow(/needs AI_BASE_URL/);
    const openai = loadConfig({ AI_PROVIDER: "openai", AI_MODEL: "gpt-4o", OPENAI_API_KEY: "k" }).ai!;
    expect(openai).toMatchObject({ baseUrl: "https://api.openai.com/v1", apiKey: "k", timeoutMs: 60000 });
  });
});

describe("OpenAI-compatible provider", () => {
  it("streams a chat reply chunk by chunk with the prompt, history and usage", async () => {
    const engine = new LanguageModelEngine(service());
    const deltas: string[] = [];
    const reply = await engine.reply(context(), "What is open?", undefined, { onText: (d) => deltas.push(d) });
    expect(reply.content).toBe("Fake model reply to: What is open?");
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join("")).toBe(reply.content);
    expect(reply.metadata).toMatchObject({ engine: "llm", provider: "openai-compatible", model: "fake-model", usage: { inputTokens: 12, outputTokens: 8 } });
    const [call] = fake.callsTo("/v1/chat/completions");
    expect(call.headers.authorization).toBe("Bearer sk-test");
    expect(call.body).toMatchObject({ model: "fake-model", stream: true });
    const system = (call.body.messages as { role: string; content: string }[])[0];
    expect(system.role).toBe("system");
    expect(system.content).toContain("You are the CTO agent.");
    expect(system.content).toContain("RoofStrike");
    expect(system.content).toContain("Hail season launch");
    expect(system.content).toContain("We talked about leads.");
    expect(system.content).toContain("Review skip-trace worker load: pending, high priority [sample data]");
  });

  it("uses the agent's own model when it has one", async () => {
    const engine = new LanguageModelEngine(service());
    const ctx = context();
    ctx.agent.model = "special-model";
    const reply = await engine.reply(ctx, "hi");
    expect(reply.metadata.model).toBe("special-model");
    expect(fake.requests[0].body.model).toBe("special-model");
    expect(engine.label("special-model")).toBe("special-model");
    expect(engine.label(null)).toBe("fake-model");
  });

  it("keeps the history within the token budget, newest first", async () => {
    const engine = new LanguageModelEngine(service({ AI_HISTORY_TOKEN_BUDGET: "200" }));
    const long = "x".repeat(600);
    const history = [
      { role: "user", content: `old ${long}` },
      { role: "assistant", content: `older reply ${long}` },
      { role: "user", content: "the newest question" },
    ];
    await engine.reply(context({ history }), "the newest question");
    const sent = (fake.requests[0].body.messages as { role: string; content: string }[]).filter((m) => m.role !== "system");
    expect(sent).toEqual([{ role: "user", content: "the newest question" }]);
  });

  it("generates text and structured objects (not streamed)", async () => {
    const lm = service();
    fake.enqueue({ kind: "text", text: "A summary.", usage: { input: 30, output: 3 } });
    const text = await lm.generateText({ system: "s", prompt: "p" });
    expect(text).toEqual({ text: "A summary.", model: "fake-model", usage: { inputTokens: 30, outputTokens: 3 } });
    expect(fake.requests[0].body.stream).toBeFalsy();
    const schema = z.object({ headline: z.string(), channels: z.array(z.string()) });
    fake.enqueue({ kind: "json", object: { headline: "Hail is coming", channels: ["email"] } });
    const obj = await lm.generateObject({ system: "s", prompt: "p", schema });
    expect(obj.object).toEqual({ headline: "Hail is coming", channels: ["email"] });
  });

  it("calls tools, records their calls and results, and answers after them", async () => {
    const engine = new LanguageModelEngine(service());
    const seen: unknown[] = [];
    const tools = {
      list_tasks: tool({ description: "list", inputSchema: z.object({ status: z.string().optional() }), execute: async ({ status }) => [{ id: 7, status }] }),
    };
    fake.enqueue({ kind: "tool", calls: [{ name: "list_tasks", arguments: { status: "pending" } }] });
    const reply = await engine.reply(context({ tools }), "q", undefined, { onToolResult: (c) => seen.push(c) });
    expect(reply.metadata.toolCalls).toEqual([expect.objectContaining({ name: "list_tasks", input: { status: "pending" }, output: [{ id: 7, status: "pending" }] })]);
    expect(seen).toHaveLength(1);
    expect(reply.content).toBe("I checked the data with my tools and the result is above.");
    expect(fake.callsTo("/v1/chat/completions")).toHaveLength(2);
  });

  it("survives a malformed tool call: the error goes back to the model and the reply completes", async () => {
    const engine = new LanguageModelEngine(service());
    const tools = {
      update_task: tool({ description: "u", inputSchema: z.object({ taskId: z.number() }), execute: async () => ({ ok: true }) }),
    };
    fake.enqueue({ kind: "tool", calls: [{ name: "update_task", arguments: { taskId: "not a number" } }] });
    const reply = await engine.reply(context({ tools }), "q");
    expect(reply.metadata.toolCalls?.[0]).toMatchObject({ name: "update_task" });
    expect(reply.metadata.toolCalls?.[0].error).toBeTruthy();
    expect(reply.content).toContain("I checked the data");
  });

  it("reports a refused API key (401) without retrying", async () => {
    const engine = new LanguageModelEngine(service({ AI_API_KEY: "wrong" }));
    await expect(engine.reply(context(), "q")).rejects.toThrow("the language model provider refused the API key (401); check AI_API_KEY");
    expect(fake.requests).toHaveLength(1);
  });

  it("retries once after a 429, then succeeds", async () => {
    const engine = new LanguageModelEngine(service());
    fake.enqueue({ kind: "error", status: 429, retryAfterSeconds: 0 });
    const reply = await engine.reply(context(), "What is open?");
    expect(reply.content).toBe("Fake model reply to: What is open?");
    expect(fake.requests).toHaveLength(2);
  });

  it("gives up after one retry when rate limited twice", async () => {
    const lm = service();
    fake.enqueue({ kind: "error", status: 429 }, { kind: "error", status: 429 });
    await expect(lm.generateText({ system: "s", prompt: "p" })).rejects.toMatchObject({ kind: "rate-limit" });
    expect(fake.requests).toHaveLength(2);
  });

  it("does not retry a 500", async () => {
    const lm = service();
    fake.enqueue({ kind: "error", status: 500 });
    await expect(lm.generateText({ system: "s", prompt: "p" })).rejects.toThrow("the language model provider failed (500)");
    expect(fake.requests).toHaveLength(1);
  });

  it("retries once after a dropped connection", async () => {
    const engine = new LanguageModelEngine(service());
    fake.enqueue({ kind: "drop" });
    const reply = await engine.reply(context(), "What is open?");
    expect(reply.content).toBe("Fake model reply to: What is open?");
    expect(fake.requests).toHaveLength(2);
  });

  it("says when the provider is unreachable", async () => {
    const lm = new ProviderLanguageModel({ ...aiConfig(), baseUrl: "http://127.0.0.1:9/v1" });
    await expect(lm.generateText({ system: "s", prompt: "p" })).rejects.toThrow("cannot reach the language model provider at http://127.0.0.1:9/v1");
  });

  it("times out a provider that does not answer", async () => {
    const lm = service({ AI_TIMEOUT_MS: "300" });
    fake.enqueue({ kind: "hang" });
    const err = await lm.generateText({ system: "s", prompt: "p" }).catch((e) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err.message).toBe("the language model did not answer within 0.3 s");
  });

  it("stops when the caller aborts and keeps what had arrived", async () => {
    const engine = new LanguageModelEngine(service());
    fake.enqueue({ kind: "slow", text: "one two three four five", stallMs: 5000 });
    const abort = new AbortController();
    const reply = await engine.reply(context(), "q", abort.signal, { onText: () => abort.abort() });
    expect(reply.metadata.stopped).toBe(true);
    expect(reply.content.length).toBeGreaterThan(0);
    expect(reply.content).not.toContain("five");
  });
});

describe("Anthropic provider", () => {
  const anthropic = () =>
    new ProviderLanguageModel(loadConfig({ AI_PROVIDER: "anthropic", AI_BASE_URL: fake.url, AI_API_KEY: "sk-test", AI_MODEL: "claude-test" }).ai!);

  it("streams a chat reply", async () => {
    const engine = new LanguageModelEngine(anthropic());
    const deltas: string[] = [];
    const reply = await engine.reply(context({ history: [{ role: "user", content: "Hola" }] }), "Hola", undefined, { onText: (d) => deltas.push(d) });
    expect(reply.content).toBe("Fake model reply to: Hola");
    expect(deltas.length).toBeGreaterThan(3);
    expect(reply.metadata).toMatchObject({ provider: "anthropic", model: "claude-test", usage: { inputTokens: 12, outputTokens: 8 } });
    const [call] = fake.callsTo("/v1/messages");
    expect(call.headers["x-api-key"]).toBe("sk-test");
    expect(JSON.stringify(call.body.system)).toContain("You are the CTO agent.");
  });

  it("generates text, calls tools, and reports errors", async () => {
    const lm = anthropic();
    fake.enqueue({ kind: "text", text: "Resumen." });
    expect((await lm.generateText({ system: "s", prompt: "p" })).text).toBe("Resumen.");
    const engine = new LanguageModelEngine(lm);
    const tools = { get_metrics: tool({ description: "m", inputSchema: z.object({}), execute: async () => ({ uptime: "99.9%" }) }) };
    fake.enqueue({ kind: "tool", calls: [{ name: "get_metrics", arguments: {} }] });
    const reply = await engine.reply(context({ tools }), "q");
    expect(reply.metadata.toolCalls?.[0]).toMatchObject({ name: "get_metrics", output: { uptime: "99.9%" } });
    fake.enqueue({ kind: "error", status: 500 });
    await expect(lm.generateText({ system: "s", prompt: "p" })).rejects.toThrow("(500)");
  });
});
