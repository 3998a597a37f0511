import i18n from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import en from "@web/locales/en.json";
import es from "@web/locales/es.json";
import { enumLabel, humanise } from "./enum-label";

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
