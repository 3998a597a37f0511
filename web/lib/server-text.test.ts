import { describe, expect, it } from "vitest";
import { createAppI18n } from "./i18n";
import { localizeServerText as localizeIn, type ServerText } from "./server-text";

// An i18next of its own over the app's catalogs: the test files of a worker share modules.
const i18n = createAppI18n("es");
const localizeServerText = (text: ServerText) => localizeIn(text, i18n);

describe("localizeServerText", () => {
  it("translates a code with its parameters, plural codes by their count", () => {
    const message = "2 lead(s) from the last 30 days have not been contacted yet.";
    expect(localizeServerText({ code: "LEAD_RESPONSE_UNCONTACTED", params: { count: 2 }, message })).toBe("2 prospectos de los últimos 30 días aún no han sido contactados.");
    expect(localizeServerText({ code: "LEAD_RESPONSE_UNCONTACTED", params: { count: 1 }, message })).toBe("1 prospecto de los últimos 30 días aún no ha sido contactado.");
  });
  it("keeps the message as sent when the catalogs do not know the code", () => {
    expect(localizeServerText({ code: "NO_SUCH_CODE", message: "As sent" })).toBe("As sent");
    expect(localizeServerText({ message: "No code" })).toBe("No code");
  });
  it("writes a stored day and an amount as a Spanish reader does (issue 19: \"del 2026-05-10\", \"$18.500\")", () => {
    const campaign = localizeServerText({ code: "ACTIVITY_STORM_CAMPAIGN", params: { day: "2026-05-10", whatsapp: 2, social: 1 }, message: "Storm 2026-05-10 campaign" });
    expect(campaign).not.toContain("2026-05-10");
    expect(campaign).toMatch(/^Campaña de la tormenta del 10 may 2026/);
    const converted = localizeServerText({ code: "ACTIVITY_LEAD_CONVERTED", params: { lead: "12 Main St", value: 18500 }, message: "Lead converted" });
    expect(converted.replace(/\s/g, " ")).toBe("Prospecto convertido: 12 Main St (USD 18,500)");
  });
  it("writes the checks' counts, months and times in Spanish", () => {
    expect(localizeServerText({ code: "CHECK_NOAA_SHIPPED", params: { reports: 14968, files: 2 }, message: "" })).toMatch(/^14,968 reportes de NOAA/);
    expect(localizeServerText({ code: "CHECK_SPC_WAITING", params: { minutes: 5, from: "March", to: "September" }, message: "" })).toContain("de marzo a septiembre");
    expect(localizeServerText({ code: "CHECK_SPC_NO_NEW", params: { at: "2026-05-10T14:05:00.000Z" }, message: "" })).not.toContain("2026-05-10");
  });
});
