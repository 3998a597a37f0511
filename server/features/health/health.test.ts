import { describe, expect, it } from "vitest";
import { beforeAll, afterAll } from "vitest";
import { systemHealthSchema } from "../../../contract/health";
import { startFakeSlack, type FakeSlack } from "../../test/fakes/slack";
import { useTestApp } from "../../test/use-test-app";
import { buildAgent, buildTask } from "../../test/factories";
import { combineWindows } from "./sample-health";

let slack: FakeSlack;
beforeAll(async () => {
  slack = await startFakeSlack();
});
afterAll(async () => slack?.close());

const t = useTestApp(() => ({ SLACK_BOT_TOKEN: slack.token, SLACK_CHANNEL_ID: "C0STANDUP", SLACK_API_URL: slack.url, METRICS_TOKEN: "metrics-secret" }));

const check = async () => {
  const res = await t.app.inject({ method: "POST", url: "/api/health/check", headers: { cookie: t.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return systemHealthSchema.parse(res.json());
};
const integration = (h: ReturnType<typeof systemHealthSchema.parse>, name: string) => h.latest!.integrations.find((i) => i.name === name)!;

describe("the health model", () => {
  it("stores a sample from the product's own probes: database, queue, this instance's heartbeat, checks", async () => {
    const h = await check();
    expect(h.latest).not.toBeNull();
    expect(h.latest!.database.reachable).toBe(true);
    expect(h.latest!.database.latencyMs).toBeTypeOf("number");
    expect(h.latest!.queue.depth).toBeTypeOf("number");
    expect(h.latest!.queue.failed24h).toBeTypeOf("number");
    expect(h.latest!.workers.some((w) => !w.stale)).toBe(true);
    expect(integration(h, "stripe").state).toBe("not_configured");
    expect(integration(h, "stripe").message).toMatch(/STRIPE_SECRET_KEY/);
    expect(h.history.length).toBeGreaterThanOrEqual(1);
    const read = await t.app.inject({ url: "/api/health/system", headers: { cookie: t.cookie } });
    expect(systemHealthSchema.parse(read.json()).latest?.sampledAt).toBe(h.latest!.sampledAt);
  });

  it("a Slack outage turns its check failing (last error kept) and a recovery connected again", async () => {
    expect(integration(await check(), "slack").state).toBe("connected");
    slack.setDown(true);
    const down = integration(await check(), "slack");
    expect(down.state).toBe("failing");
    expect(down.lastError).toMatch(/Slack/);
    expect(down.lastSuccessAt).not.toBeNull();
    slack.setDown(false);
    const back = integration(await check(), "slack");
    expect(back.state).toBe("connected");
    expect(back.lastError).toBe(down.lastError);
    // The data sources and the KPI count read the same stored checks.
    const sources = (await t.app.inject({ url: "/api/companies/1/data-sources", headers: { cookie: t.cookie } })).json() as { type: string; status: string }[];
    expect(sources.find((s) => s.type === "slack")?.status).toBe("active");
    const kpis = (await t.app.inject({ url: "/api/dashboard/kpis", headers: { cookie: t.cookie } })).json();
    expect(kpis.systemHealth.activeDataSources).toBeGreaterThanOrEqual(1);
    expect(kpis.systemHealth.totalDataSources).toBe(8);
  });

  it("counts expected 'not configured' 503s and client errors apart from server errors", async () => {
    await t.app.inject({ url: "/api/stripe/metrics", headers: { cookie: t.cookie } }); // 503 NOT_CONFIGURED
    await t.app.inject({ url: "/api/agents/999999", headers: { cookie: t.cookie } }); // 404
    const w = t.app.metrics.requestWindow();
    expect(w.notConfigured).toBeGreaterThanOrEqual(1);
    expect(w.clientErrors).toBeGreaterThanOrEqual(1);
    expect(w.serverErrors).toBe(0);
    expect(t.app.metrics.snapshot().errorRate).toBe(0);
  });

  it("an agent is active only after a recent successful task, failing after a failed one, idle otherwise", async () => {
    const idle = await buildAgent(t.db);
    const busy = await buildAgent(t.db);
    const broken = await buildAgent(t.db);
    await buildTask(t.db, { agentId: busy.id, status: "completed" });
    await buildTask(t.db, { agentId: broken.id, status: "completed", updatedAt: new Date(Date.now() - 60_000) });
    await buildTask(t.db, { agentId: broken.id, status: "failed", metadata: { error: "model timed out" } });
    await buildTask(t.db, { agentId: idle.id, status: "completed", isSample: true });
    const list = (await t.app.inject({ url: "/api/health/agents", headers: { cookie: t.cookie } })).json() as { agentId: number; state: string; reason: string }[];
    const of = (id: number) => list.find((a) => a.agentId === id)!;
    expect(of(busy.id).state).toBe("active");
    expect(of(broken.id)).toMatchObject({ state: "failing", reason: expect.stringMatching(/model timed out/) });
    expect(of(idle.id).state).toBe("idle");
  });

  it("computes the CTO action items from the configuration", async () => {
    const items = (await t.app.inject({ url: "/api/health/action-items", headers: { cookie: t.cookie } })).json() as { key: string; done: boolean }[];
    expect(items.find((i) => i.key === "slackToken")?.done).toBe(true);
    expect(items.find((i) => i.key === "paymentKey")?.done).toBe(false);
    expect(items.find((i) => i.key === "metricsToken")?.done).toBe(true);
  });

  it("combines instances' request windows", () => {
    const c = combineWindows([
      { count: 10, p50Ms: 10, p95Ms: 40, serverErrors: 1, clientErrors: 2, notConfigured: 3 },
      { count: 30, p50Ms: 20, p95Ms: 90, serverErrors: 0, clientErrors: 0, notConfigured: 0 },
    ]);
    expect(c).toEqual({ count: 40, p50Ms: 17.5, p95Ms: 90, serverErrorRate: 2.5, serverErrors: 1, clientErrors: 2, notConfigured: 3 });
  });

  it("echoes a request id and keeps a caller's", async () => {
    const given = await t.app.inject({ url: "/api/health", headers: { "x-request-id": "abc-123" } });
    expect(given.headers["x-request-id"]).toBe("abc-123");
    const fresh = await t.app.inject({ url: "/api/health", headers: { "x-request-id": "bad id with spaces" } });
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("serves Prometheus metrics only with the bearer token", async () => {
    expect((await t.app.inject({ url: "/metrics" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/metrics", headers: { authorization: "Bearer wrong" } })).statusCode).toBe(401);
    const res = await t.app.inject({ url: "/metrics", headers: { authorization: "Bearer metrics-secret" } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/aiops_http_request_duration_seconds_bucket/);
    expect(res.body).toMatch(/aiops_health\{probe="database_latency_ms"\}/);
    expect(res.body).toMatch(/aiops_integration_up\{integration="slack",state="connected"\} 1/);
  });
});

describe("metrics without a token", () => {
  const u = useTestApp({}, { signIn: false });
  it("answers 503 saying what to set", async () => {
    const res = await u.app.inject({ url: "/metrics" });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/METRICS_TOKEN/);
  });
});
