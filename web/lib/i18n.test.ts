import { describe, expect, it } from "vitest";
import { createAppI18n } from "./i18n";

const i18n = createAppI18n();
const en = i18n.getFixedT("en");
const es = i18n.getFixedT("es");

describe("catalog plurals", () => {
  it("reads a whole million in Spanish from the Spanish sentence (Intl's 'many'), not the English fallback", () => {
    expect(es("hailData.rowsRead", { count: 1_000_000 })).toBe("1,000,000 filas leídas");
    expect(es("hailData.rowsRead", { count: 1 })).toBe("1 fila leída");
  });

  it("counts each number of a sentence on its own", () => {
    expect(en("hailData.imported", { file: "storm.csv", rows: 1, imported: 1 })).toBe("storm.csv: 1 row read, 1 report imported.");
    expect(en("properties.imported", { file: "p.csv", rows: 2, imported: 1 })).toBe("p.csv: 2 rows read, 1 property imported.");
    expect(en("hailData.stormMatch", { hits: 1, created: 0, updated: 1 })).toBe("Storm matching: 1 property hit, 0 new leads, 1 lead updated.");
    expect(es("hailData.matching", { checked: 1000, toCheck: 1, hits: 1, created: 1, updated: 0 })).toBe(
      "Detección de tormentas: revisadas 1,000 de 1 propiedad — impactadas: 1, 1 prospecto nuevo, actualizados: 0, hasta ahora.",
    );
  });
});
