import { eq } from "drizzle-orm";
import type { SampleRemovalResult } from "../../../contract/leads";
import { recordActivity } from "../../domain/activity";
import type { Db } from "../../db/client";
import { codeQualityReports, dataSources, deployments, developerTasks, leads, properties, storms, systemMetrics, tasks } from "../../db/schema";

/**
 * Removes every stored sample row (decision 070) in one transaction, and says in the activity
 * feed who did it and what went. The generated hail reports stay: the hail checker answers from
 * them (badged as sample) until NOAA files are imported, and then ignores them by itself.
 */
export async function removeSampleData(db: Db, by: { userId: number; email: string }): Promise<SampleRemovalResult> {
  return db.transaction(async (tx) => {
    const removed: Record<string, number> = {};
    const del = async (name: string, table: typeof leads | typeof properties | typeof storms | typeof developerTasks | typeof tasks | typeof systemMetrics | typeof dataSources | typeof deployments | typeof codeQualityReports) => {
      const rows = await tx.delete(table).where(eq(table.isSample, true)).returning({ id: table.id });
      removed[name] = rows.length;
    };
    await del("leads", leads);
    await del("properties", properties);
    await del("storms", storms);
    await del("developerTasks", developerTasks);
    await del("tasks", tasks);
    await del("systemMetrics", systemMetrics);
    await del("dataSources", dataSources);
    await del("deployments", deployments);
    await del("codeQualityReports", codeQualityReports);
    const total = Object.values(removed).reduce((a, b) => a + b, 0);
    await recordActivity(tx, { type: "sample_data_removed", message: `Sample data removed by user #${by.userId}: ${total} rows (${Object.entries(removed).filter(([, n]) => n > 0).map(([k, n]) => `${n} ${k}`).join(", ") || "none left"})` });
    return { removed };
  });
}
