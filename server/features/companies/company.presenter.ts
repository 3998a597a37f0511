import type { CodeQuality, Company, DataSource, Deployment, Metric } from "../../../contract/companies";
import { iso, isoOrNull } from "../../lib/dates";
import type { codeQualityReports, companies, dataSources, deployments, systemMetrics } from "../../db/schema";

export const presentCompany = (c: typeof companies.$inferSelect): Company => ({
  id: c.id,
  name: c.name,
  slug: c.slug,
  description: c.description,
  industry: c.industry,
  website: c.website,
  plan: c.plan,
  status: c.status,
  createdAt: iso(c.createdAt),
  updatedAt: iso(c.updatedAt),
});

export const presentMetric = (m: typeof systemMetrics.$inferSelect): Metric => ({
  id: m.id,
  companyId: m.companyId,
  service: m.service,
  metric: m.metric,
  value: m.value,
  timestamp: iso(m.timestamp),
  isSample: m.isSample,
});

export const presentDataSource = (d: typeof dataSources.$inferSelect): DataSource => ({
  id: d.id,
  companyId: d.companyId,
  name: d.name,
  type: d.type,
  status: d.status,
  lastSync: isoOrNull(d.lastSync),
  isSample: d.isSample,
  integration: null,
  message: null,
  lastCheckedAt: null,
  lastError: null,
  lastErrorAt: null,
});

export const presentDeployment = (d: typeof deployments.$inferSelect): Deployment => ({
  id: d.id,
  companyId: d.companyId,
  name: d.name,
  environment: d.environment,
  status: d.status,
  deployedAt: iso(d.deployedAt),
  isSample: d.isSample,
  commit: d.commitSha,
  url: d.url,
  repository: d.repository,
  source: d.source,
});

export const presentCodeQuality = (r: typeof codeQualityReports.$inferSelect): CodeQuality => ({
  id: r.id,
  companyId: r.companyId,
  testCoverage: r.testCoverage,
  securityScore: r.securityScore,
  techDebt: r.techDebt,
  lastScan: iso(r.scannedAt),
  isSample: r.isSample,
});
