import { createInstance } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import en from "@web/locales/en.json";
import es from "@web/locales/es.json";
import { AGENT_DEFAULT_DESCRIPTIONS } from "@contract/agents";
import { agentDescription, agentName } from "./agent-name";

// An instance of its own: the test files of a worker share modules, and the app's i18next must stay as web/lib/i18n.ts made it.
const i18n = createInstance();

describe("agentName", () => {
  beforeAll(async () => {
    await i18n.init({ lng: "es", resources: { en: { translation: en }, es: { translation: es } }, fallbackLng: "en" });
  });
  it("shows a seeded agent's name in the page's language", () => {
    expect(agentName(i18n.t, { name: "CTO Agent" })).toBe("Agente CTO");
    expect(agentName(i18n.t, { name: "Social Media Agent" })).toBe("Agente de redes sociales");
  });
  it("shows a name an admin gave as given", () => {
    expect(agentName(i18n.t, { name: "Roof Bot" })).toBe("Roof Bot");
  });
});

describe("agentDescription", () => {
  beforeAll(async () => {
    await i18n.init({ lng: "es", resources: { en: { translation: en }, es: { translation: es } }, fallbackLng: "en" });
  });
  it("shows a seeded, unchanged description in the page's language, and one an admin wrote as written", () => {
    expect(agentDescription(i18n.t, { role: "cto", description: AGENT_DEFAULT_DESCRIPTIONS.cto })).toMatch(/^Estrategia técnica/);
    expect(agentDescription(i18n.t, { role: "cto", description: "Owns the roofing API" })).toBe("Owns the roofing API");
    expect(agentDescription(i18n.t, { role: "cto", description: null })).toBe("");
  });
});
