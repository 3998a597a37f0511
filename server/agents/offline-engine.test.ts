import { describe, expect, it } from "vitest";
import type { AgentContext } from "./engine";
import { OfflineEngine } from "./offline-engine";
import { buildCompany, buildDeployment, buildLead } from "../test/factories";
import { useTestApp } from "../test/use-test-app";

const context = (company: AgentContext["company"] = null): AgentContext => ({
  agent: { id: 1, name: "CTO Agent", role: "cto", systemPrompt: "", companyId: company?.id ?? null },
  company,
  tasks: [{ title: "Review skip-trace worker load", status: "in_progress", priority: "high", progress: 45, isSample: false }],
  metrics: [{ service: "api", metric: "uptime", value: "99.9%", isSample: false }],
  dataSources: [],
  history: [],
});

describe("the offline engine answers the question asked", () => {
  const t = useTestApp();

  it("answers about hail leads from the lead rows, and declines to draft prose", async () => {
    await buildLead(t.db, { platform: "roofstrike", status: "qualified", priority: "high", zipCode: "77449", estimatedValue: 18_500, stormDate: new Date("2026-04-02T00:00:00Z") });
    const engine = new OfflineEngine({ db: t.db });
    const leads = await engine.reply(context(), "Status of our hail leads?");
    expect(leads.content).toContain("offline engine");
    expect(leads.content).toContain("RoofStrike leads (storm and hail claims)");
    expect(leads.content).toMatch(/By status: \d+ new, \d+ contacted, \d+ qualified, \d+ converted/);
    expect(leads.content).not.toContain("System health");
    expect(leads.metadata).toMatchObject({ engine: "offline", language: "en", topics: ["leads"] });
    // Written in both languages from the same rows: the page shows the reader's (decision 111).
    const localized = leads.metadata.localized as { en: string; es: string };
    expect(localized.en).toBe(leads.content);
    expect(localized.es).toContain("motor sin conexión");
    expect(localized.es).not.toContain("By status");

    const draft = await engine.reply(context(), "Draft a reply to the adjuster");
    expect(draft.content).toContain("I cannot draft that");
    expect(draft.content).toContain("needs a language model");
    expect(draft.content).not.toContain("By status");
    expect(draft.content).not.toContain("System health");
    expect(draft.metadata).toMatchObject({ declined: "prose", topics: [] });
    expect(draft.content).not.toBe(leads.content);
  });

  it("answers in Spanish when asked in Spanish, with Spanish figures and labels", async () => {
    const engine = new OfflineEngine({ db: t.db });
    const leads = await engine.reply(context(), "¿Cómo van nuestros prospectos de granizo?");
    expect(leads.content).toContain("motor sin conexión");
    expect(leads.content).toContain("Prospectos de RoofStrike");
    expect(leads.content).toMatch(/Por estado: \d+ nuevos/);
    const draft = await engine.reply(context(), "Redacta una respuesta al ajustador");
    expect(draft.content).toContain("No puedo redactar eso");
    expect(draft.content).not.toContain("I cannot");
  });

  it("reads the company's deployments, the storms and the agent's tasks when asked", async () => {
    const company = await buildCompany(t.db);
    await buildDeployment(t.db, { companyId: company.id, name: "claims-api-canary", environment: "production", status: "failed" });
    const engine = new OfflineEngine({ db: t.db });
    const ctx = context({ id: company.id, name: company.name, slug: company.slug });
    const deploys = await engine.reply(ctx, "Which deployments failed?");
    expect(deploys.content).toContain("claims-api-canary (production): failed");
    const storms = await engine.reply(ctx, "Any storms lately?");
    expect(storms.content).toMatch(/Latest storm events|No storm events are stored/);
    expect(storms.content).toMatch(/Hail reports|No hail reports/);
    const tasks = await engine.reply(ctx, "What tasks are open?");
    expect(tasks.content).toContain("Review skip-trace worker load: in progress (45%)");
    expect(tasks.content).not.toContain("claims-api-canary");
  });

  it("says what it can answer when it does not recognise the question, and that contracts are not stored", async () => {
    const engine = new OfflineEngine({ db: t.db });
    const unknown = await engine.reply(context(), "What should we do about Tuesday?");
    expect(unknown.content).toContain("I could not tell which of our records");
    expect(unknown.content).toContain("Status of our hail leads?");
    const contracts = await engine.reply(context(), "Check the contract clauses");
    expect(contracts.content).toContain("Contracts are not stored");
  });

  it("answers the KPIs through the app's figures in a conversation", async () => {
    const agents = (await t.app.inject({ url: "/api/agents", headers: { cookie: t.cookie } })).json();
    const cto = agents.find((a: { role: string }) => a.role === "cto").id;
    const id = (await t.app.inject({ method: "POST", url: "/api/conversations", headers: { cookie: t.cookie }, payload: { agentId: cto } })).json().id;
    const res = await t.app.inject({ method: "POST", url: `/api/conversations/${id}/messages`, headers: { cookie: t.cookie }, payload: { content: "¿Cuáles son los indicadores de ingresos?" } });
    expect(res.statusCode).toBe(201);
    expect(res.json().reply.content).toContain("Indicadores de los últimos 30 días");
  });
});
