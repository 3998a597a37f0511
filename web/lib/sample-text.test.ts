import { createInstance } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_DEVELOPER_TASK_TEXTS, SAMPLE_TASK_TEXTS } from "@contract/sample-texts";
import { sampleText } from "./sample-text";
import esSamples from "@web/locales/es/sampleTexts.json";

// An instance of its own: the test files of a worker share modules, and the app's i18next must stay as web/lib/i18n.ts made it.
const i18next = createInstance();

describe("a sample row's text in the page's language", () => {
  beforeAll(async () => {
    await i18next.init({ lng: "es", resources: { es: { translation: { sampleTexts: esSamples } } } });
  });

  it("translates a sample row as seeded; leaves a real row and an edited sample as written", () => {
    const t = i18next.getFixedT("es");
    expect(sampleText(t, "taskTitle", { isSample: true }, SAMPLE_TASK_TEXTS.contractorCoverage.title)).toBe("Cobertura de contratistas por código postal");
    expect(sampleText(t, "taskDescription", { isSample: true }, SAMPLE_TASK_TEXTS.contractorCoverage.description)).toMatch(/^Listar los códigos postales/);
    expect(sampleText(t, "developerTask", { isSample: true }, SAMPLE_DEVELOPER_TASK_TEXTS.claimsIndex)).toBe("Indexar la tabla de reclamaciones por código postal");
    expect(sampleText(t, "taskTitle", { isSample: false }, SAMPLE_TASK_TEXTS.contractorCoverage.title)).toBe(SAMPLE_TASK_TEXTS.contractorCoverage.title);
    expect(sampleText(t, "taskTitle", { isSample: true }, "Contractor coverage by ZIP (edited)")).toBe("Contractor coverage by ZIP (edited)");
    expect(sampleText(t, "taskDescription", { isSample: true }, null)).toBeNull();
  });

  it("has a Spanish text for every sample text", () => {
    for (const key of Object.keys(SAMPLE_TASK_TEXTS)) expect(esSamples.tasks).toHaveProperty([key, "title"]);
    for (const key of Object.keys(SAMPLE_DEVELOPER_TASK_TEXTS)) expect(esSamples.developer).toHaveProperty(key);
  });
});
