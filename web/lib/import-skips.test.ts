import { readFileSync } from "node:fs";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import en from "../locales/en/importSkips.json";
import es from "../locales/es/importSkips.json";
import { describeSkips, IMPORT_SKIP_KEYS, skipReason } from "./import-skips";

/** Every reason the importers count rows under, read from their source (a new reason must be given words here). */
const SOURCES = [
  "server/domain/hail/parse-hail-file.ts",
  "server/domain/hail/import-hail-reports.ts",
  "server/features/properties/parse-property-csv.ts",
  "server/features/properties/import-properties.ts",
];
function serverReasons(): string[] {
  const out = new Set<string>();
  for (const file of SOURCES) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/skip\("([^"]+)"\)|reason: "([^"]+)"|skipped\["([^"]+)"\]/g)) out.add(m[1] ?? m[2] ?? m[3]!);
  }
  return [...out];
}

describe("import skip reasons", () => {
  it("has words for every reason the importers write", () => {
    const reasons = serverReasons();
    expect(reasons).toContain("already imported");
    expect(reasons).toContain("missing city");
    for (const why of reasons) expect(IMPORT_SKIP_KEYS, why).toHaveProperty([why]);
    for (const key of Object.values(IMPORT_SKIP_KEYS)) {
      expect(en, key).toHaveProperty([key]);
      expect(es, key).toHaveProperty([key]);
    }
  });

  it("reads in the reader's language, an unknown reason as sent", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: "es", resources: { es: { translation: { importSkips: es } } } });
    expect(describeSkips(i18n.t, { "already imported": 4181, "no coordinates": 2 })).toBe("ya importados: 4181, sin coordenadas: 2");
    expect(skipReason(i18n.t, "invalid ZIP")).toBe("código postal no válido");
    expect(describeSkips(i18n.t, { "something new": 3 })).toBe("3 something new");
  });
});
