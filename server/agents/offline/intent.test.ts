import { describe, expect, it } from "vitest";
import { asksForProse, detectLanguage, detectPlatform, detectTopics } from "./intent";

describe("what an offline message asks about", () => {
  it("finds topics in English and Spanish, accents or not", () => {
    expect(detectTopics("Status of our hail leads?")).toEqual(["leads", "storms"]);
    expect(detectTopics("¿Cómo van nuestros prospectos de granizo?")).toEqual(["leads", "storms"]);
    expect(detectTopics("Which deployments failed this week?")).toEqual(["deployments"]);
    expect(detectTopics("¿Qué despliegues fallaron?")).toEqual(["deployments"]);
    expect(detectTopics("How is system health? any errors")).toEqual(["health"]);
    expect(detectTopics("salud del sistema y metricas")).toEqual(["health"]);
    expect(detectTopics("What's in my task queue")).toEqual(["tasks"]);
    expect(detectTopics("mis tareas pendientes")).toEqual(["tasks"]);
    expect(detectTopics("How did the last campaign do?")).toEqual(["campaigns"]);
    expect(detectTopics("¿Cómo van las campañas?")).toEqual(["campaigns"]);
    expect(detectTopics("Any storms near Katy?")).toEqual(["storms"]);
    expect(detectTopics("revisa el contrato")).toEqual(["contracts"]);
    expect(detectTopics("Show me the KPIs")).toEqual(["kpis"]);
    expect(detectTopics("¿Cuáles son los ingresos?")).toEqual(["kpis"]);
    expect(detectTopics("Draft a reply to the adjuster")).toEqual([]);
    expect(detectTopics("hello")).toEqual([]);
  });

  it("tells a request for prose from a question", () => {
    expect(asksForProse("Draft a reply to the adjuster")).toBe(true);
    expect(asksForProse("Write an email to the homeowner")).toBe(true);
    expect(asksForProse("Redacta una respuesta al ajustador")).toBe(true);
    expect(asksForProse("Escribe un correo para el cliente")).toBe(true);
    expect(asksForProse("Status of our hail leads?")).toBe(false);
    expect(asksForProse("¿Qué despliegues fallaron?")).toBe(false);
  });

  it("answers in the message's language", () => {
    expect(detectLanguage("Status of our hail leads?")).toBe("en");
    expect(detectLanguage("Draft a reply to the adjuster")).toBe("en");
    expect(detectLanguage("¿Cómo van nuestros prospectos?")).toBe("es");
    expect(detectLanguage("estado de los prospectos de granizo")).toBe("es");
    expect(detectLanguage("redacta una respuesta al ajustador")).toBe("es");
    expect(detectLanguage("hola")).toBe("es");
    expect(detectLanguage("hello")).toBe("en");
  });

  it("knows which venture hail and real-estate words point to", () => {
    expect(detectPlatform("hail leads")).toBe("roofstrike");
    expect(detectPlatform("prospectos de granizo")).toBe("roofstrike");
    expect(detectPlatform("investor leads in Mexico")).toBe("dealengineai");
    expect(detectPlatform("all leads")).toBeNull();
  });
});
