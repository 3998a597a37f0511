import { asc, eq } from "drizzle-orm";
import type { DataSource } from "../../../contract/companies";
import { DATA_SOURCE_NAMES } from "../../../contract/health";
import type { Db } from "../../db/client";
import { dataSources } from "../../db/schema";
import { readChecks } from "../../domain/integration-checks";
import { presentDataSource } from "./company.presenter";
import { assertCompanyExists } from "./find-company";

/** What each check state reads as in the spec's data-source statuses. */
const STATUS_OF_STATE = { connected: "active", failing: "error", not_configured: "not_configured", unverified: "unverified" } as const;
export const DATA_SOURCE_LABELS: Record<(typeof DATA_SOURCE_NAMES)[number], string> = {
  github: "GitHub",
  slack: "Slack",
  whatsapp: "WhatsApp",
  stripe: "Stripe",
  skip_trace: "Skip tracing",
  noaa_hail: "NOAA hail files",
  spc_daily: "SPC current-day hail reports",
  property_imports: "Property imports",
};

/**
 * The data sources are the integrations and imports (decision 050), each with its
 * stored check: status, last sync (its last success), last error. A company's own
 * stored rows follow; sample rows only while there is nothing real to show.
 */
export async function listDataSources(db: Db, companyId: number): Promise<DataSource[]> {
  await assertCompanyExists(db, companyId);
  const checks = (await readChecks(db)).filter((c) => (DATA_SOURCE_NAMES as readonly string[]).includes(c.name));
  const integrations: DataSource[] = checks.map((c, i) => ({
    // Integration rows are shared by every company; their ids are negative so they never clash with stored rows.
    id: -(i + 1),
    companyId,
    name: DATA_SOURCE_LABELS[c.name as keyof typeof DATA_SOURCE_LABELS],
    type: c.name,
    status: STATUS_OF_STATE[c.state],
    lastSync: c.lastSuccessAt,
    isSample: false,
    integration: c.name,
    message: c.message,
    code: c.code ?? null,
    params: c.params ?? null,
    lastCheckedAt: c.checkedAt,
    lastError: c.lastError,
    lastErrorAt: c.lastErrorAt,
  }));
  const stored = await db.select().from(dataSources).where(eq(dataSources.companyId, companyId)).orderBy(asc(dataSources.id));
  const real = stored.filter((d) => !d.isSample);
  return [...integrations, ...real.map(presentDataSource)];
}
