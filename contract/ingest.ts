import { z } from "zod";
import { trimmedRequired } from "./common";

/**
 * Deployments and code quality from where they happen (decision 051): GitHub's
 * signed webhooks, and CI posting with a per-source ingest token.
 */
const count = (label: string) => z.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`).min(0, `${label} cannot be negative`);

export const DEPLOYMENT_STATUSES = ["completed", "running", "failed"] as const;
/** POST /api/ingest/deployments */
export const ingestDeploymentSchema = z.object({
  name: trimmedRequired("Name").max(200),
  environment: trimmedRequired("Environment").max(100),
  status: z.enum(DEPLOYMENT_STATUSES, { error: "Status must be completed, running or failed" }),
  commit: z.string().trim().max(100).optional(),
  url: z.url({ error: "URL must be a web address" }).max(1000).optional(),
  repository: z.string().trim().max(200).optional(),
  /** The CI's id for this deployment: a later post with the same id updates it. */
  externalId: z.string().trim().max(200).optional(),
  /** When it happened (ISO 8601); default: now. */
  time: z.iso.datetime({ offset: true, error: "Time must be an ISO 8601 date-time" }).optional(),
  /** A company slug (roofstrike, dealengineai); default: the whole group. */
  company: z.string().trim().max(100).optional(),
});
export type IngestDeployment = z.infer<typeof ingestDeploymentSchema>;

const findingsSchema = z.object({
  critical: count("findings.critical").default(0),
  high: count("findings.high").default(0),
  medium: count("findings.medium").default(0),
  low: count("findings.low").default(0),
});

/** The part of a SARIF 2.1.0 log we read: each result's level (error, warning, note) and its rule's security-severity. */
const sarifSchema = z.object({
  runs: z.array(
    z.object({
      tool: z.object({ driver: z.object({ name: z.string().optional(), rules: z.array(z.object({ id: z.string().optional(), properties: z.record(z.string(), z.unknown()).optional() })).optional() }).optional() }).optional(),
      results: z.array(z.object({ ruleId: z.string().optional(), level: z.string().optional(), properties: z.record(z.string(), z.unknown()).optional() })).optional(),
    }),
  ),
});

/** POST /api/ingest/quality: coverage, findings by severity (or a SARIF log), lint and tech-debt counts. */
export const ingestQualitySchema = z
  .object({
    repository: trimmedRequired("Repository").max(200),
    coverage: z.number({ error: "Coverage must be a number" }).min(0, "Coverage must be between 0 and 100").max(100, "Coverage must be between 0 and 100").optional(),
    findings: findingsSchema.optional(),
    sarif: sarifSchema.optional(),
    lintIssues: count("lintIssues").optional(),
    techDebtItems: count("techDebtItems").optional(),
    commit: z.string().trim().max(100).optional(),
    /** When the scan ran (ISO 8601); default: now. "Last scan" is this time. */
    scannedAt: z.iso.datetime({ offset: true, error: "scannedAt must be an ISO 8601 date-time" }).optional(),
    company: z.string().trim().max(100).optional(),
  })
  .refine((q) => q.coverage !== undefined || q.findings || q.sarif || q.lintIssues !== undefined || q.techDebtItems !== undefined, {
    message: "A report needs at least one of coverage, findings, sarif, lintIssues or techDebtItems",
    path: ["coverage"],
  });
export type IngestQuality = z.infer<typeof ingestQualitySchema>;
export type SarifLog = z.infer<typeof sarifSchema>;

export const ingestResultSchema = z.object({ ok: z.literal(true), id: z.number() });
export const githubWebhookResultSchema = z.object({ ok: z.literal(true), action: z.enum(["stored", "ignored"]), id: z.number().nullable() });

/** Ingest tokens (admins): the list never holds a token; the create answer holds it once. */
export const ingestTokenSchema = z.object({
  id: z.number(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export const ingestTokenListSchema = z.array(ingestTokenSchema);
export const createIngestTokenSchema = z.object({ name: trimmedRequired("Name").max(100) });
export const createdIngestTokenSchema = z.object({ token: z.string(), tokenInfo: ingestTokenSchema });
export type IngestToken = z.infer<typeof ingestTokenSchema>;

/** GET /api/code-quality/repositories: the latest report per repository, with the previous one's coverage for the trend. */
export const repositoryQualitySchema = z.object({
  id: z.number(),
  repository: z.string(),
  coverage: z.number().nullable(),
  previousCoverage: z.number().nullable(),
  findings: z.object({ critical: z.number(), high: z.number(), medium: z.number(), low: z.number() }).nullable(),
  lintIssues: z.number().nullable(),
  techDebtItems: z.number().nullable(),
  securityScore: z.string(),
  techDebt: z.string(),
  commit: z.string().nullable(),
  source: z.string().nullable(),
  lastScan: z.string(),
  reports: z.number(),
});
export const repositoryQualityListSchema = z.array(repositoryQualitySchema);
export type RepositoryQuality = z.infer<typeof repositoryQualitySchema>;
