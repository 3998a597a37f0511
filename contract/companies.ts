import { z } from "zod";
import { idSchema, jsonRecord, trimmedRequired } from "./common";

export const companySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  industry: z.string().nullable(),
  website: z.string().nullable(),
  plan: z.string(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;
/** GET /api/companies */
export const companyListSchema = z.array(companySchema);

export const insertCompanySchema = z.object({
  name: trimmedRequired("Name").max(200),
  slug: z
    .string()
    .trim()
    .min(1, "Slug is required")
    .max(100)
    .regex(/^[a-z0-9-]+$/, "Slug may use lowercase letters, digits and hyphens"),
  description: z.string().max(5000).nullish(),
  industry: z.string().max(200).nullish(),
  website: z.string().max(500).nullish(),
  plan: z.string().max(50).default("free"),
  status: z.string().max(50).default("active"),
});
export type InsertCompany = z.infer<typeof insertCompanySchema>;

export const metricSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  service: z.string(),
  metric: z.string(),
  value: z.string(),
  timestamp: z.string(),
  isSample: z.boolean(),
});
export type Metric = z.infer<typeof metricSchema>;
/** GET /api/companies/:id/metrics: the latest reading per service and metric. */
export const metricListSchema = z.array(metricSchema);

export const dataSourceSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  name: z.string(),
  type: z.string(),
  /** active (its last check succeeded), error (it failed), not_configured, unverified (configured, not proved yet), or a stored row's own status. */
  status: z.string(),
  lastSync: z.string().nullable(),
  isSample: z.boolean(),
  /** Issue 11: an integration's stored check (null for a company's own stored rows). */
  integration: z.string().nullable(),
  message: z.string().nullable(),
  /** The message's code, when the web has it in every language (decision 060). */
  code: z.string().nullable().optional(),
  /** The parameters of the message's code (decision 120). */
  params: z.record(z.string(), z.union([z.string(), z.number()])).nullable().optional(),
  lastCheckedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
});
export type DataSource = z.infer<typeof dataSourceSchema>;
/** GET /api/companies/:id/data-sources */
export const dataSourceListSchema = z.array(dataSourceSchema);

export const deploymentSchema = z.object({
  id: z.number(),
  companyId: z.number().nullable(),
  name: z.string(),
  environment: z.string(),
  status: z.string(),
  deployedAt: z.string(),
  isSample: z.boolean(),
  /** Issue 11: from GitHub or CI (null on older rows). */
  commit: z.string().nullable(),
  url: z.string().nullable(),
  repository: z.string().nullable(),
  source: z.string().nullable(),
});
export type Deployment = z.infer<typeof deploymentSchema>;
/** GET /api/companies/:id/deployments: the newest 20. */
export const deploymentListSchema = z.array(deploymentSchema);

export const codeQualitySchema = z.object({
  id: z.number(),
  companyId: z.number().nullable(),
  /** Null when the report had no coverage (a security-only scan). */
  testCoverage: z.number().nullable(),
  securityScore: z.string(),
  techDebt: z.string(),
  lastScan: z.string(),
  isSample: z.boolean(),
});
export type CodeQuality = z.infer<typeof codeQualitySchema>;
/** GET /api/companies/:id/code-quality answers the latest report, or null when none. */
export const codeQualityResponseSchema = codeQualitySchema.nullable();

/** Spec 01 §2: the fixed weekly report schedule. */
export const WEEKLY_REPORT_SCHEDULE = [
  { name: "Technical Health Report", when: "Mon 9 AM" },
  { name: "Infrastructure Review", when: "Wed 2 PM" },
  { name: "Security Audit Summary", when: "Fri 5 PM" },
] as const;

export const DATA_SOURCE_STATUSES = ["active", "syncing", "error"] as const;

export const insertSystemMetricSchema = z.object({
  companyId: idSchema,
  service: trimmedRequired("Service").max(200),
  metric: trimmedRequired("Metric").max(200),
  value: trimmedRequired("Value").max(200),
});
export type InsertSystemMetric = z.infer<typeof insertSystemMetricSchema>;

export const insertDataSourceSchema = z.object({
  companyId: idSchema,
  name: trimmedRequired("Name").max(200),
  type: trimmedRequired("Type").max(50),
  status: z.string().max(50).default("active"),
  config: jsonRecord.nullish(),
});
export type InsertDataSource = z.infer<typeof insertDataSourceSchema>;
