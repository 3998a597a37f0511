import { asc, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../contract/common";
import { codeQualityResponseSchema, companyListSchema, dataSourceListSchema, deploymentListSchema, metricListSchema } from "../../../contract/companies";
import { codeQualityReports, companies, dataSources, deployments, systemMetrics } from "../../db/schema";
import { notFound } from "../../plugins/errors";
import {
  presentCodeQuality,
  presentCompany,
  presentDataSource,
  presentDeployment,
  presentMetric,
} from "./company.presenter";

const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  async function assertCompany(id: number) {
    const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
    if (!row) throw notFound(`Company ${id} not found`);
  }

  app.get("/api/companies", { schema: { response: { 200: companyListSchema } } }, async () => {
    const rows = await db.select().from(companies).orderBy(asc(companies.id));
    return rows.map(presentCompany);
  });

  app.get(
    "/api/companies/:id/metrics",
    { schema: { params: idParamSchema, response: { 200: metricListSchema } } },
    async (request) => {
      await assertCompany(request.params.id);
      const rows = await db
        .select()
        .from(systemMetrics)
        .where(eq(systemMetrics.companyId, request.params.id))
        .orderBy(asc(systemMetrics.service), desc(systemMetrics.timestamp));
      // The latest reading per service and metric.
      const seen = new Set<string>();
      return rows
        .filter((m) => {
          const key = `${m.service}\u0000${m.metric}`;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        })
        .map(presentMetric);
    },
  );

  app.get(
    "/api/companies/:id/data-sources",
    { schema: { params: idParamSchema, response: { 200: dataSourceListSchema } } },
    async (request) => {
      await assertCompany(request.params.id);
      const rows = await db
        .select()
        .from(dataSources)
        .where(eq(dataSources.companyId, request.params.id))
        .orderBy(asc(dataSources.id));
      return rows.map(presentDataSource);
    },
  );

  app.get(
    "/api/companies/:id/deployments",
    { schema: { params: idParamSchema, response: { 200: deploymentListSchema } } },
    async (request) => {
      await assertCompany(request.params.id);
      const rows = await db
        .select()
        .from(deployments)
        .where(eq(deployments.companyId, request.params.id))
        .orderBy(desc(deployments.deployedAt))
        .limit(20);
      return rows.map(presentDeployment);
    },
  );

  app.get(
    "/api/companies/:id/code-quality",
    { schema: { params: idParamSchema, response: { 200: codeQualityResponseSchema } } },
    async (request) => {
      await assertCompany(request.params.id);
      const [row] = await db
        .select()
        .from(codeQualityReports)
        .where(eq(codeQualityReports.companyId, request.params.id))
        .orderBy(desc(codeQualityReports.scannedAt))
        .limit(1);
      return row ? presentCodeQuality(row) : null;
    },
  );
};
export default companyRoutes;
