import { describe, expect, it } from "vitest";
import i18n from "i18next";
import { displayServiceName, healthValueLabel, healthValueTone } from "./health";

describe("healthValueTone", () => {
  it("is green for 99.x uptimes and Running", () => {
    expect(healthValueTone("99.9%")).toBe("good");
    expect(healthValueTone("uptime 99.95")).toBe("good");
    expect(healthValueTone("Running")).toBe("good");
  });

  it("is yellow for High Load", () => {
    expect(healthValueTone("High Load")).toBe("warning");
  });

  it("is grey otherwise", () => {
    expect(healthValueTone("98.7%")).toBe("neutral");
    expect(healthValueTone("running")).toBe("neutral");
    expect(healthValueTone("Stopped")).toBe("neutral");
    expect(healthValueTone("high load")).toBe("neutral");
  });
});

describe("displayServiceName", () => {
  it("shows hyphens as spaces", () => {
    expect(displayServiceName("api-gateway-eu")).toBe("api gateway eu");
  });
});

describe("healthValueLabel", () => {
  it("formats figures for the language and labels status words", async () => {
    await i18n.init({ lng: "es", resources: { es: { translation: { enums: { health: { running: "En ejecución", high_load: "Carga alta" } } } } } });
    expect(healthValueLabel(i18n.t, "es", "99.95%")).toBe("99,95\u00a0%");
    expect(healthValueLabel(i18n.t, "en", "12.43 ms")).toBe("12.43 ms");
    expect(healthValueLabel(i18n.t, "es", "Running")).toBe("En ejecución");
    expect(healthValueLabel(i18n.t, "es", "High Load")).toBe("Carga alta");
  });
});
