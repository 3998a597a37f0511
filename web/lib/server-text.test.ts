import i18n from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import en from "@web/locales/en.json";
import es from "@web/locales/es.json";
import { localizeServerText } from "./server-text";

describe("localizeServerText", () => {
  beforeAll(async () => {
    await i18n.init({ lng: "es", resources: { en: { translation: en }, es: { translation: es } }, fallbackLng: "en" });
  });
  it("translates a code with its parameters, plural codes by their count", () => {
    const message = "2 lead(s) from the last 30 days have not been contacted yet.";
    expect(localizeServerText({ code: "LEAD_RESPONSE_UNCONTACTED", params: { count: 2 }, message })).toBe("2 prospectos de los últimos 30 días aún no han sido contactados.");
    expect(localizeServerText({ code: "LEAD_RESPONSE_UNCONTACTED", params: { count: 1 }, message })).toBe("1 prospecto de los últimos 30 días aún no ha sido contactado.");
  });
  it("keeps the message as sent when the catalogs do not know the code", () => {
    expect(localizeServerText({ code: "NO_SUCH_CODE", message: "As sent" })).toBe("As sent");
    expect(localizeServerText({ message: "No code" })).toBe("No code");
  });
});
