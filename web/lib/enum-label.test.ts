import { createInstance } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import en from "@web/locales/en.json";
import es from "@web/locales/es.json";
import { enumLabel, humanise } from "./enum-label";

// An instance of its own: the test files of a worker share modules, and the app's i18next must stay as web/lib/i18n.ts made it.
const i18n = createInstance();

describe("enumLabel", () => {
  beforeAll(async () => {
    await i18n.init({ lng: "es", resources: { en: { translation: en }, es: { translation: es } }, fallbackLng: "en" });
  });
  it("labels known values in the chosen language", () => {
    expect(enumLabel(i18n.t, "taskStatus", "in_progress")).toBe("En curso");
    expect(enumLabel(i18n.t, "leadType", "dealengineai_investor")).toBe("Inversionista DealEngineAI");
  });
  it("never shows a raw value", () => {
    expect(humanise("needs_improvement")).toBe("Needs improvement");
    expect(enumLabel(i18n.t, "nope", null)).toBe("—");
  });
});
