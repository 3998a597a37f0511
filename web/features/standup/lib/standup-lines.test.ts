import { createInstance } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import type { Standup } from "@contract/standup";
import { standupText } from "./standup-lines";
import enOps from "@web/locales/en/operations.json";
import esOps from "@web/locales/es/operations.json";

// An instance of its own: the test files of a worker share modules, and the app's i18next must stay as web/lib/i18n.ts made it.
const i18next = createInstance();

const base: Standup = {
  id: 1,
  date: "2026-11-27",
  message: "Daily standup for 2026-11-27 (last 24 hours)\nLeads: 1 added, 0 skip-traced, 1 converted.",
  formattedMessage: "",
  generatedBy: "facts",
  trigger: "manual",
  postedToSlack: false,
  slackError: null,
  createdAt: "2026-11-27T15:00:00.000Z",
  facts: { windowHours: 24, tasksCompleted: [], tasksCreated: 4, tasksOpen: 1, leadsAdded: 1, leadsTraced: 0, leadsConverted: 1, campaignsLaunched: 0, whatsappSent: 0, whatsappReceived: 0, commandsDispatched: 1 },
};

describe("the standup in the reader's language", () => {
  beforeAll(async () => {
    await i18next.init({ lng: "en", resources: { en: { translation: { operations: enOps } }, es: { translation: { operations: esOps } } } });
  });

  it("writes the stored figures in English as the server does, and in Spanish with no English left", () => {
    const en = standupText(i18next.getFixedT("en"), "en", base);
    expect(en).toContain("Leads: 1 added, 0 skip-traced, 1 converted.");
    expect(en).toContain("Commands: 1 dispatched to the agents.");
    expect(en).toContain("Daily standup for November 27, 2026 (last 24 hours)");
    const es = standupText(i18next.getFixedT("es"), "es-MX", base);
    expect(es).toContain("Resumen diario del 27 de noviembre de 2026 (últimas 24 horas)");
    expect(es).toContain("Leads nuevos: 1; con búsqueda de contactos: 0; convertidos: 1.");
    expect(es).toContain("Comandos: 1 enviado a los agentes.");
    expect(es).toContain("Pendiente: 1 tarea abierta; 4 creadas en el periodo.");
    expect(es).not.toMatch(/dispatched|added|converted|Pending|Done/);
  });

  it("reads a row stored before conversions and commands were counted, and one a model wrote", () => {
    const { leadsConverted: _c, commandsDispatched: _d, ...older } = base.facts!;
    const es = standupText(i18next.getFixedT("es"), "es", { ...base, facts: older });
    expect(es).toContain("Leads nuevos: 1; con búsqueda de contactos: 0.");
    expect(es).not.toContain("Comandos");
    const model = { ...base, generatedBy: "gpt-test", message: "Team, a quiet day: one lead in and one converted." };
    expect(standupText(i18next.getFixedT("en"), "en", model)).toBe(model.message);
    expect(standupText(i18next.getFixedT("es"), "es", model)).toContain("Resumen diario del");
    expect(standupText(i18next.getFixedT("es"), "es", { ...model, facts: null })).toBe(model.message);
  });
});
