import { desc, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { developerTaskListSchema } from "../../../contract/developer";
import { leadGenOverviewSchema } from "../../../contract/lead-generation";
import { developerTasks, leads, storms } from "../../db/schema";
import { iso } from "../../lib/dates";
import { presentLead } from "../../presenters/lead.presenter";

/** The lead-generation (strikecloser) and developer panels, from stored rows (seeded ones flagged sample). */
const panelRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get("/api/lead-generation/overview", { schema: { response: { 200: leadGenOverviewSchema } } }, async () => {
    const stormRows = await db.select().from(storms).orderBy(desc(storms.occurredOn)).limit(10);
    const leadRows = await db.select().from(leads).where(sql`${leads.platform} = 'roofstrike'`).orderBy(desc(leads.createdAt)).limit(10);
    const [s] = (
      await db.execute(sql`select count(*)::int as total, count(*) filter (where status in ('qualified', 'converted'))::int as qualified,
        count(*) filter (where status = 'converted')::int as converted from leads where platform = 'roofstrike'`)
    ).rows as unknown as { total: number; qualified: number; converted: number }[];
    const zips = (
      await db.execute(sql`select zip_code from leads where platform = 'roofstrike' and zip_code is not null group by zip_code order by count(*) desc limit 3`)
    ).rows as unknown as { zip_code: string }[];
    return {
      storms: stormRows.map((r) => ({ id: r.id, date: iso(r.occurredOn), location: r.location, severity: r.severity, affectedProperties: r.affectedProperties, averageClaimValue: r.averageClaimValue, isSample: r.isSample })),
      leads: leadRows.map(presentLead),
      stats: {
        totalLeads: s.total,
        qualifiedLeads: s.qualified,
        conversionRate: s.total ? Math.round((s.converted / s.total) * 1000) / 10 : null,
        activeStorms: stormRows.filter((r) => r.occurredOn.getTime() > Date.now() - 30 * 86_400_000).length,
        hotZipCodes: zips.map((z) => z.zip_code),
      },
    };
  });
  app.get("/api/developer/tasks", { schema: { response: { 200: developerTaskListSchema } } }, async () =>
    (await db.select().from(developerTasks).orderBy(desc(developerTasks.createdAt), desc(developerTasks.id)).limit(50)).map((t) => ({
      id: t.id, type: t.type, description: t.description, priority: t.priority, status: t.status, estimatedTime: t.estimatedTime, isSample: t.isSample,
    })),
  );
};
export default panelRoutes;
