import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { useTestApp } from "../../test/use-test-app";
import { startFakeSkipTrace, type FakeSkipTrace } from "../../test/fakes/skip-trace";
import { leads } from "../../db/schema";
import { waitFor } from "../../test/wait-for";

describe("skip tracing without a provider", () => {
  const t = useTestApp();

  it("validates add-lead: address and owner required, value integer, priority medium by default", async () => {
    const bad = await t.app.inject({ method: "POST", url: "/api/skip-trace/add-lead", headers: { cookie: t.cookie }, payload: { propertyAddress: "  ", ownerName: "" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: { path: string }) => i.path)).toEqual(expect.arrayContaining(["propertyAddress", "ownerName"]));
    const ok = await t.app.inject({
      method: "POST", url: "/api/skip-trace/add-lead", headers: { cookie: t.cookie },
      payload: { propertyAddress: "12 Elm St, Houston, TX 77002", ownerName: "Ana Ruiz", companyName: "", estimatedValue: 0, notes: "" },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ priority: "medium", estimatedValue: 0, companyName: null, traceStatus: "none", contactInfo: null });
  });

  it("answers 503 to process and batch, and leaves the lead unchanged", async () => {
    const lead = (await t.app.inject({ method: "POST", url: "/api/skip-trace/add-lead", headers: { cookie: t.cookie }, payload: { propertyAddress: "1 Oak", ownerName: "Bo" } })).json();
    const res = await t.app.inject({ method: "POST", url: `/api/skip-trace/process/${lead.id}`, headers: { cookie: t.cookie } });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/SKIP_TRACE_API_KEY/);
    const batch = await t.app.inject({ method: "POST", url: "/api/skip-trace/batch", headers: { cookie: t.cookie }, payload: { leadIds: [lead.id] } });
    expect(batch.statusCode).toBe(503);
    const after = (await t.app.inject({ url: `/api/skip-trace/leads/${lead.id}`, headers: { cookie: t.cookie } })).json();
    expect(after.traceStatus).toBe("none");
    const metrics = (await t.app.inject({ url: "/api/skip-trace/metrics", headers: { cookie: t.cookie } })).json();
    expect(metrics.provider).toMatchObject({ connected: false, state: "not_configured" });
    expect(metrics.capabilities).toEqual([]);
  });
});

describe("skip tracing against a fake BatchData-style provider", () => {
  let fake: FakeSkipTrace;
  beforeAll(async () => {
    fake = await startFakeSkipTrace();
  });
  afterAll(async () => fake?.close());
  const t = useTestApp(() => ({ SKIP_TRACE_API_KEY: fake.key, SKIP_TRACE_API_URL: fake.url, SKIP_TRACE_COST_CENTS: "30" }), { workers: true });
  const add = async (ownerName: string, extra: Record<string, unknown> = {}) =>
    (await t.app.inject({ method: "POST", url: "/api/skip-trace/add-lead", headers: { cookie: t.cookie }, payload: { propertyAddress: `${ownerName} house, Houston, TX 77019`, ownerName, ...extra } })).json();
  const lead = async (id: number) => (await t.app.inject({ url: `/api/skip-trace/leads/${id}`, headers: { cookie: t.cookie } })).json();

  it("traces one lead in a job, stores contact, confidence, source and cost, and never traces it twice", async () => {
    const l = await add("Maria Gomez", { estimatedValue: 320000, priority: "high" });
    const res = await t.app.inject({ method: "POST", url: `/api/skip-trace/process/${l.id}`, headers: { cookie: t.cookie } });
    expect(res.statusCode).toBe(202);
    const traced = await waitFor(async () => { const x = await lead(l.id); return x.traceStatus === "traced" && x; }, "trace");
    expect(traced.contactInfo).toEqual({ email: "maria.gomez@example.com", phone: "+17135550188", confidenceScore: 92 });
    expect(traced.source).toBe("127.0.0.1");
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, l.id));
    expect(row.traceCostCents).toBe(30);
    const again = await t.app.inject({ method: "POST", url: `/api/skip-trace/process/${l.id}`, headers: { cookie: t.cookie } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already traced/);
    expect(fake.calls.filter((c) => c.name === "Maria Gomez")).toHaveLength(1);
  }, 60_000);

  it("records a provider error and a not-found answer as failed, with the reason", async () => {
    const broken = await add("Broken Provider");
    const unknown = await add("Unknown Owner");
    const res = await t.app.inject({ method: "POST", url: "/api/skip-trace/batch", headers: { cookie: t.cookie }, payload: { leadIds: [broken.id, unknown.id] } });
    expect(res.statusCode).toBe(202);
    expect(res.json().queued.sort()).toEqual([broken.id, unknown.id].sort());
    const b = await waitFor(async () => { const x = await lead(broken.id); return x.traceStatus === "failed" && x; }, "broken");
    expect(b.traceError).toMatch(/500: Upstream failure/);
    const u = await waitFor(async () => { const x = await lead(unknown.id); return x.traceStatus === "failed" && x; }, "unknown");
    expect(u.traceError).toMatch(/no contact/);
  }, 60_000);

  it("batches the top 20 untraced leads by priority and lists prioritized and ready leads", async () => {
    for (let i = 0; i < 22; i++) await add(`Owner ${String.fromCharCode(65 + i)}`, { estimatedValue: 1000 * i, priority: i % 3 === 0 ? "high" : "low" });
    const prio = (await t.app.inject({ url: "/api/skip-trace/prioritized-leads", headers: { cookie: t.cookie } })).json();
    expect(prio.prioritizedLeads).toHaveLength(5);
    expect(prio.prioritizedLeads[0].priority).toBe("high");
    const res = await t.app.inject({ method: "POST", url: "/api/skip-trace/batch", headers: { cookie: t.cookie }, payload: {} });
    expect(res.statusCode).toBe(202);
    expect(res.json().queued).toHaveLength(20);
    await waitFor(async () => {
      const m = (await t.app.inject({ url: "/api/skip-trace/metrics", headers: { cookie: t.cookie } })).json();
      return m.inProgress === 0 && m;
    }, "batch");
    const m = (await t.app.inject({ url: "/api/skip-trace/metrics", headers: { cookie: t.cookie } })).json();
    expect(m.successfullyTraced).toBe(19); // Maria + 18 owners; "Broken"/"Unknown" were retried in the batch and failed again
    expect(m.provider).toMatchObject({ connected: true, state: "connected" });
    expect(m.averageConfidence).toBe(92);
    expect(m.totalCostCents).toBeGreaterThan(0);
    const ready = (await t.app.inject({ url: "/api/skip-trace/prioritized-leads", headers: { cookie: t.cookie } })).json();
    expect(ready.readyForOutreach).toHaveLength(4);
    expect(ready.outreachReadyCount).toBe(19);
  }, 120_000);
});
