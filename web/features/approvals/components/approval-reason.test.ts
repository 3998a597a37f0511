import { describe, expect, it } from "vitest";
import en from "@web/locales/en.json";
import es from "@web/locales/es.json";
import { createAppI18n } from "@web/lib/i18n";
import { approvalReason } from "./approval-item";

// An i18next of its own over the app's catalogs: the test files of a worker share modules.
const i18next = createAppI18n("es");

describe("an approval's reason in the reader's language", () => {

  it("reads the code and figures; a report is named from the reports' catalog; an older reason reads as stored", () => {
    const storm = { reason: "Storm …", reasonCode: "OUTBOX_REASON_STORM_POST", reasonParams: { stormDay: "2026-04-28", count: 12 } };
    expect(approvalReason(storm, i18next)).toBe(
      "Tormenta del 28 abr 2026: 12 propiedades guardadas bajo el granizo; una publicación para llegar a propietarios a quienes no tenemos consentimiento para escribir.",
    );
    const report = { reason: "Security Audit Summary for …", reasonCode: "OUTBOX_REASON_REPORT_SCHEDULED", reasonParams: { kind: "security_audit", date: "2026-11-21" } };
    expect(approvalReason(report, i18next)).toBe("Resumen de auditoría de seguridad del 21 nov 2026, escrito por el Agente CTO con las cifras guardadas (programado)");
    expect(approvalReason({ reason: "Something older", reasonCode: null, reasonParams: null }, i18next)).toBe("Something older");
  });

  it("has every reason code in both catalogs", () => {
    const codes = Object.keys(en.serverText).filter((k) => k.startsWith("OUTBOX_REASON_") || k.startsWith("STANDUP_"));
    expect(codes.length).toBeGreaterThanOrEqual(14);
    for (const code of codes) expect(es.serverText).toHaveProperty(code);
  });
});
