import { describe, expect, it } from "vitest";
import { translationFile } from "./download";

describe("translationFile", () => {
  it("names the file with the timestamp and holds every part", () => {
    const f = translationFile(
      {
        sourceLanguage: "es-MX", targetLanguage: "en-US", contractType: "other", timestamp: "2026-11-21T17:00:00.000Z",
        originalText: "1. Uno", translatedText: "1. One", legalDisclaimer: "Not legal advice.", model: "m",
        clauseCheck: { originalClauses: ["1"], translatedClauses: ["1"], missing: [], added: [], ok: true },
      },
      "Other",
    );
    expect(f.name).toBe("contract-translation-2026-11-21T17-00-00-000Z.txt");
    for (const part of ["es-MX -> en-US", "Contract type: Other", "1. Uno", "1. One", "Not legal advice."]) expect(f.text).toContain(part);
  });
});
