import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamSchema } from "../../../contract/common";
import { codeQualityResponseSchema, companyListSchema, dataSourceListSchema, deploymentListSchema, metricListSchema } from "../../../contract/companies";
import { presentCodeQuality, presentCompany, presentDeployment, presentMetric } from "./company.presenter";
import { getCodeQuality } from "./get-code-quality";
import { getLatestMetrics } from "./get-latest-metrics";
import { listCompanies } from "./list-companies";
import { listDataSources } from "./list-data-sources";
import { listDeployments } from "./list-deployments";

/** Spec 01 §2, §3: the companies and each company's system health, data sources, deployments and code quality. */
const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get("/api/companies", { schema: { response: { 200: companyListSchema } } }, async () => (await listCompanies(db)).map(presentCompany));
  app.get("/api/companies/:id/metrics", { schema: { params: idParamSchema, response: { 200: metricListSchema } } }, async (request) =>
    (await getLatestMetrics(db, request.params.id)).map(presentMetric),
  );
  app.get("/api/companies/:id/data-sources", { schema: { params: idParamSchema, response: { 200: dataSourceListSchema } } }, async (request) =>
    listDataSources(db, request.params.id),
  );
  app.get("/api/companies/:id/deployments", { schema: { params: idParamSchema, response: { 200: deploymentListSchema } } }, async (request) =>
    (await listDeployments(db, request.params.id)).map(presentDeployment),
  );
  app.get("/api/companies/:id/code-quality", { schema: { params: idParamSchema, response: { 200: codeQualityResponseSchema } } }, async (request) => {
    const row = await getCodeQuality(db, request.params.id);
    return row ? presentCodeQuality(row) : null;
  });
};
export default companyRoutes;
