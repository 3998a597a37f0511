import { describe, expect, it } from "vitest";
import { CHECK_TEXTS } from "../domain/integration-checks";
import { recipientNameCode, RECIPIENT_NAMES } from "../domain/outbound";
import en from "../../web/locales/en.json";
import es from "../../web/locales/es.json";
import { codedTexts } from "./coded-text";

describe("coded texts (decision 120)", () => {
  it("writes the English text and reads its code and parameters back", () => {
    const texts = codedTexts({ A: "{{reports}} reports from {{files}} file(s).", B: "Plain (with dots)." });
    const text = texts.write("A", { reports: 14968, files: 2 });
    expect(text).toBe("14968 reports from 2 file(s).");
    expect(texts.read(text)).toEqual({ code: "A", params: { reports: 14968, files: 2 } });
    expect(texts.read("Plain (with dots).")).toEqual({ code: "B", params: {} });
    expect(texts.read("Plain with dots.")).toBeNull();
    expect(texts.read(null)).toBeNull();
  });

  it("reads the NOAA check's message (issue 19: it reached a Spanish reader in English)", () => {
    const message = CHECK_TEXTS.write("CHECK_NOAA_SHIPPED", { reports: 14968, files: 2 });
    expect(message).toMatch(/^14968 NOAA reports from the 2 file\(s\) shipped with the app/);
    expect(CHECK_TEXTS.read(message)).toEqual({ code: "CHECK_NOAA_SHIPPED", params: { reports: 14968, files: 2 } });
    expect(CHECK_TEXTS.read("storm.csv: 2 rows read.")).toEqual({ code: "CHECK_NOAA_IMPORTED", params: { file: "storm.csv", rows: 2 } });
    // One row is its own sentence ("1 rows read" was on screen), and SPC's is not a file named "Last fetch".
    expect(CHECK_TEXTS.read("storm.csv: 1 row read.")).toEqual({ code: "CHECK_NOAA_IMPORTED_ONE", params: { file: "storm.csv" } });
    expect(CHECK_TEXTS.read("Last fetch: 1 row read.")).toEqual({ code: "CHECK_SPC_LAST_FETCH_ONE", params: {} });
  });

  it("reads the SPC, Slack and WhatsApp checks' messages (issue 19: they had no template)", () => {
    const at = "2026-05-10T14:05:00.000Z";
    const cases: [string, Record<string, string | number>][] = [
      ["CHECK_SLACK_OK", { team: "Ops Group", user: "opsbot" }],
      ["CHECK_SLACK_FAILED", { error: "invalid_auth" }],
      ["CHECK_WHATSAPP_OK", { who: "RoofStrike +1 713-555-0100" }],
      ["CHECK_WHATSAPP_OK_UNNAMED", {}],
      ["CHECK_WHATSAPP_FAILED", { error: "whatsapp: Cloud API answered 401" }],
      ["WHATSAPP_PENDING_APPROVAL", { number: "+1 713-555-0100" }],
      ["CHECK_SPC_WAITING_ALL_YEAR", { minutes: 5 }],
      ["CHECK_SPC_WAITING", { minutes: 5, from: "March", to: "September" }],
      ["CHECK_SPC_LAST_FETCH", { rows: 12 }],
      ["CHECK_SPC_FAILED", { at, error: "SPC report file answered 500" }],
      ["CHECK_SPC_IMPORTED_ONE", { at }],
      ["CHECK_SPC_IMPORTED", { at, reports: 2 }],
      ["CHECK_SPC_UNCHANGED", { at }],
      ["CHECK_SPC_UNCHANGED_SINCE", { at, newAt: "2026-05-09T22:00:00.000Z" }],
      ["CHECK_SPC_NO_NEW", { at }],
      ["CHECK_SPC_NO_NEW_SINCE", { at, newAt: "2026-05-09T22:00:00.000Z" }],
    ];
    for (const [code, params] of cases) {
      const text = CHECK_TEXTS.write(code as keyof typeof CHECK_TEXTS.templates, params);
      expect(CHECK_TEXTS.read(text), text).toEqual({ code, params });
    }
    expect(CHECK_TEXTS.write("CHECK_SPC_IMPORTED", { at, reports: 2 })).toBe(`Last poll ${at}: 2 new reports imported and matched.`);
  });

  it("names a page or a channel by code only on its own channel", () => {
    const page = RECIPIENT_NAMES.write("RECIPIENT_LINKEDIN_PAGE", { page: "RoofStrike" });
    expect(recipientNameCode("linkedin", page)).toEqual({ code: "RECIPIENT_LINKEDIN_PAGE", params: { page: "RoofStrike" } });
    expect(recipientNameCode("whatsapp", "Slack Jones")).toBeNull();
    expect(recipientNameCode("whatsapp", page)).toBeNull();
  });

  it("has every code in both catalogs, with the same parameters, and the English as the server writes it", () => {
    for (const texts of [CHECK_TEXTS, RECIPIENT_NAMES]) {
      for (const [code, english] of Object.entries(texts.templates)) {
        const params = (s: string) => [...s.matchAll(/\{\{(\w+)/g)].map((m) => m[1]).sort();
        const enText = (en.serverText as Record<string, string>)[code];
        const esText = (es.serverText as Record<string, string>)[code];
        expect(enText, code).toBeDefined();
        expect(esText, code).toBeDefined();
        expect(params(esText!), code).toEqual(params(english));
        // The catalog's English may format a parameter ({{rows, number}}); its words are the server's.
        expect(enText!.replace(/\{\{(\w+), \w+\}\}/g, "{{$1}}"), code).toBe(english);
      }
    }
  });
});
