import type { PropertyImportResult } from "../../../contract/properties";
import { recordActivity } from "../../domain/activity";
import type { Db } from "../../db/client";
import { properties } from "../../db/schema";
import { parsePropertyCsv, PropertyFileError } from "./parse-property-csv";

const MAX_PROBLEMS = 100;

/**
 * Imports a property CSV in one transaction: every valid row not stored yet (by normalised
 * address) is stored, or — when anything fails — none. Throws PropertyFileError for a file
 * we cannot read or one without a single row to take.
 */
export async function importProperties(db: Db, input: { fileName: string; body: Buffer; origin: "upload" | "cli" }): Promise<PropertyImportResult> {
  const parsed = parsePropertyCsv(input.body);
  const problems = [...parsed.problems];
  const imported = await db.transaction(async (tx) => {
    let count = 0;
    const BATCH = 1000;
    for (let i = 0; i < parsed.rows.length; i += BATCH) {
      const batch = parsed.rows.slice(i, i + BATCH);
      const stored = await tx
        .insert(properties)
        .values(batch.map(({ line: _line, ...p }) => p))
        .onConflictDoNothing({ target: properties.normalizedAddress })
        .returning({ normalizedAddress: properties.normalizedAddress });
      count += stored.length;
      if (stored.length < batch.length) {
        const taken = new Set(stored.map((s) => s.normalizedAddress));
        for (const p of batch) if (!taken.has(p.normalizedAddress)) problems.push({ line: p.line, reason: "already stored" });
      }
    }
    if (count === 0 && parsed.rows.length === 0) {
      const reasons = summarise(problems);
      throw new PropertyFileError(`No row could be imported (${Object.entries(reasons).map(([r, n]) => `${n} ${r}`).join(", ")})`);
    }
    if (count > 0) await recordActivity(tx, { type: "properties_imported", message: `Properties imported: ${count} from ${input.fileName}`, code: "ACTIVITY_PROPERTIES_IMPORTED", params: { count, file: input.fileName } });
    return count;
  });
  problems.sort((a, b) => a.line - b.line);
  return { fileName: input.fileName, rowsRead: parsed.rowsRead, imported, skipped: summarise(problems), problems: problems.slice(0, MAX_PROBLEMS) };
}

function summarise(problems: { reason: string }[]) {
  const out: Record<string, number> = {};
  for (const p of problems) out[p.reason] = (out[p.reason] ?? 0) + 1;
  return out;
}

export function describePropertyImport(r: PropertyImportResult): string {
  const reasons = Object.entries(r.skipped).map(([why, n]) => `${n} ${why}`);
  return `${r.fileName}: ${r.rowsRead} rows read, ${r.imported} properties imported` + (reasons.length ? `, skipped: ${reasons.join(", ")}` : ", none skipped");
}
