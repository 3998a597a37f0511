import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "./db/client";
import {
  agents,
  appMeta,
  codeQualityReports,
  companies,
  dataSources,
  deployments,
  developerTasks,
  storms,
  systemMetrics,
  tasks,
  users,
} from "./db/schema";
import { PERSONAS } from "./agents/personas";
import { hashPassword } from "./lib/password";
import { seedShippedHailData } from "./domain/hail/shipped";
import { SAMPLE_DEVELOPER_TASK_TEXTS, SAMPLE_TASK_TEXTS } from "../contract/sample-texts";

export interface SeedOptions {
  admin: { email?: string; password?: string; firstName: string; lastName: string };
  log?: (msg: string) => void;
}

const COMPANIES = [
  {
    slug: "roofstrike",
    name: "RoofStrike",
    description: "Storm-damage roofing claims platform for the Houston, Texas area.",
    industry: "Roofing & insurance claims",
    website: null,
  },
  {
    slug: "dealengineai",
    name: "DealEngineAI",
    description: "Cross-border real-estate platform for Mexico with AI contract translation.",
    industry: "Real estate",
    website: null,
  },
];

const SAMPLE_MARKER = "seed:sample-data:v1";

/**
 * Idempotent first-start seed. Companies and agents are added when missing
 * (by slug, by role); the admin only when no user has that e-mail; sample rows
 * only once per database (a marker in app_meta), so an operator's edits and
 * deletions are never overwritten.
 */
export async function seedDatabase(db: Db, options: SeedOptions) {
  const log = options.log ?? (() => {});
  await db.transaction(async (tx) => {
    await tx
      .insert(companies)
      .values(COMPANIES.map((c) => ({ ...c, plan: "free", status: "active" })))
      .onConflictDoNothing({ target: companies.slug });
    const companyRows = await tx
      .select({ id: companies.id, slug: companies.slug })
      .from(companies)
      .where(inArray(companies.slug, COMPANIES.map((c) => c.slug)));
    const companyId = (slug: string) => companyRows.find((c) => c.slug === slug)?.id ?? null;

    const existingRoles = new Set((await tx.select({ role: agents.role }).from(agents)).map((a) => a.role));
    const missing = PERSONAS.filter((p) => !existingRoles.has(p.role));
    if (missing.length) {
      await tx.insert(agents).values(
        missing.map((p) => ({
          name: p.name,
          role: p.role,
          description: p.description,
          systemPrompt: p.systemPrompt,
          companyId: p.companySlug ? companyId(p.companySlug) : null,
          status: "active",
        })),
      );
      log(`seeded ${missing.length} agents`);
    }

    const { email, password, firstName, lastName } = options.admin;
    if (email && password) {
      const [found] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
      if (!found) {
        await tx.insert(users).values({
          email: email.toLowerCase(),
          password: await hashPassword(password),
          firstName,
          lastName,
          role: "admin",
          status: "active",
        });
        log(`created the admin user ${email}`);
      }
    } else {
      const [anyone] = await tx.select({ id: users.id }).from(users).limit(1);
      if (!anyone) log("no users exist and ADMIN_EMAIL/ADMIN_PASSWORD are not set: add one with `npm run user:add`");
    }

    const [marker] = await tx.select().from(appMeta).where(eq(appMeta.key, SAMPLE_MARKER));
    if (marker) return;
    const rs = companyId("roofstrike")!;
    const de = companyId("dealengineai")!;
    await seedSampleRows(tx as unknown as Db, rs, de);
    await tx.insert(appMeta).values({ key: SAMPLE_MARKER, value: { seededAt: new Date().toISOString() } });
    log("seeded sample data (badged 'Sample data' on screen)");
  });
  await seedOperationsSamples(db, log);
  await tagSampleTaskVentures(db);
  await seedShippedHailData(db, log);
}

const OPERATIONS_SAMPLE_MARKER = "seed:operations-samples";

/** Spec 02 §2.9, §2.13: the lead-generation panel's storms and the developer agent's tasks are sample rows. */
async function seedOperationsSamples(db: Db, log: (msg: string) => void) {
  await db.transaction(async (tx) => {
    const [marker] = await tx.select().from(appMeta).where(eq(appMeta.key, OPERATIONS_SAMPLE_MARKER));
    if (marker) return;
    const day = (n: number) => new Date(Date.now() - n * 86_400_000);
    await tx.insert(storms).values([
      { occurredOn: day(3), location: "Katy, TX (77494)", severity: 8.5, affectedProperties: 1240, averageClaimValue: 14500, isSample: true },
      { occurredOn: day(9), location: "Sugar Land, TX (77479)", severity: 7.2, affectedProperties: 860, averageClaimValue: 12800, isSample: true },
      { occurredOn: day(16), location: "The Woodlands, TX (77380)", severity: 6.4, affectedProperties: 540, averageClaimValue: 11200, isSample: true },
      { occurredOn: day(27), location: "Pearland, TX (77584)", severity: 5.9, affectedProperties: 410, averageClaimValue: 9800, isSample: true },
    ]);
    await tx.insert(developerTasks).values([
      { type: "debug", description: SAMPLE_DEVELOPER_TASK_TEXTS.duplicateLeads, priority: "high", status: "in_progress", estimatedTime: "3h", isSample: true },
      { type: "feature", description: SAMPLE_DEVELOPER_TASK_TEXTS.spanishTemplates, priority: "medium", status: "pending", estimatedTime: "1d", isSample: true },
      { type: "optimization", description: SAMPLE_DEVELOPER_TASK_TEXTS.claimsIndex, priority: "medium", status: "completed", estimatedTime: "2h", isSample: true },
      { type: "integration", description: SAMPLE_DEVELOPER_TASK_TEXTS.batchDataSandbox, priority: "critical", status: "pending", estimatedTime: "4h", isSample: true },
      { type: "deployment", description: SAMPLE_DEVELOPER_TASK_TEXTS.translatorRollout, priority: "low", status: "failed", estimatedTime: "1h", isSample: true },
    ]);
    await tx.insert(appMeta).values({ key: OPERATIONS_SAMPLE_MARKER, value: { seededAt: new Date().toISOString() } });
    log("seeded operations sample rows (storms, developer tasks)");
  });
}

/**
 * The seeded sample tasks, each with the venture it is about (`metadata.company`): a company's admin
 * page shows only its own venture's tasks (issue 19: no Houston hail task on DealEngineAI); none: both.
 */
const SAMPLE_TASKS = [
  { role: "cto", company: "roofstrike", ...SAMPLE_TASK_TEXTS.skipTraceLoad, status: "in_progress", progress: 45, priority: "high" },
  { role: "cto", company: null, ...SAMPLE_TASK_TEXTS.whatsappReconnect, status: "pending", progress: 0, priority: "medium" },
  { role: "cto", company: "dealengineai", ...SAMPLE_TASK_TEXTS.contractUploads, status: "completed", progress: 100, priority: "medium" },
  { role: "coo", company: "roofstrike", ...SAMPLE_TASK_TEXTS.postStormChecklist, status: "in_progress", progress: 60, priority: "high" },
  { role: "coo", company: "roofstrike", ...SAMPLE_TASK_TEXTS.contractorCoverage, status: "pending", progress: 0, priority: "medium" },
  { role: "cmo", company: "roofstrike", ...SAMPLE_TASK_TEXTS.hailSeasonBrief, status: "pending", progress: 0, priority: "medium" },
];

/** Databases seeded before the tasks carried their venture: tag them (one statement; untagged sample rows only). */
async function tagSampleTaskVentures(db: Db) {
  const tagged = SAMPLE_TASKS.filter((t) => t.company);
  await db.execute(sql`update tasks set metadata = coalesce(metadata, '{}'::jsonb) || jsonb_build_object('company', v.company)
    from unnest(${sql.raw(`array[${tagged.map((t) => `'${t.title.replace(/'/g, "''")}'`).join(",")}]::text[]`)},
                ${sql.raw(`array[${tagged.map((t) => `'${t.company}'`).join(",")}]::text[]`)}) as v(title, company)
    where tasks.is_sample and tasks.title = v.title and (tasks.metadata is null or tasks.metadata->>'company' is null)`);
}

async function seedSampleRows(db: Db, rs: number, de: number) {
  const now = Date.now();
  const ago = (minutes: number) => new Date(now - minutes * 60_000);

  await db.insert(systemMetrics).values(
    [
      { companyId: rs, service: "api-gateway", metric: "uptime", value: "99.95%" },
      { companyId: rs, service: "lead-ingestion", metric: "state", value: "Running" },
      { companyId: rs, service: "skip-trace-worker", metric: "load", value: "High Load" },
      { companyId: rs, service: "whatsapp-bot", metric: "uptime", value: "99.2%" },
      { companyId: rs, service: "storm-data-sync", metric: "state", value: "Degraded" },
      { companyId: de, service: "web-app", metric: "uptime", value: "99.9%" },
      { companyId: de, service: "contract-translator", metric: "state", value: "Running" },
      { companyId: de, service: "listing-sync", metric: "uptime", value: "98.7%" },
    ].map((m) => ({ ...m, isSample: true })),
  );

  await db.insert(dataSources).values(
    [
      { companyId: rs, name: "roofstrike-platform repository", type: "github", status: "active", lastSync: ago(12) },
      { companyId: rs, name: "Lead capture database", type: "firebase", status: "syncing", lastSync: ago(3) },
      { companyId: rs, name: "Claims tracking sheet", type: "sheets", status: "active", lastSync: ago(45) },
      { companyId: rs, name: "WhatsApp inbox", type: "wati", status: "error", lastSync: ago(180) },
      { companyId: de, name: "dealengine-web repository", type: "github", status: "active", lastSync: ago(30) },
      { companyId: de, name: "Property listings sheet", type: "sheets", status: "active", lastSync: ago(90) },
    ].map((d) => ({ ...d, isSample: true })),
  );

  const agentRows = await db.select({ id: agents.id, role: agents.role }).from(agents);
  const agentId = (role: string) => agentRows.find((a) => a.role === role)?.id;
  const rows = SAMPLE_TASKS
    .map(({ role, company, ...t }) => ({ ...t, agentId: agentId(role)!, isSample: true, metadata: company ? { company } : null }))
    .filter((t) => t.agentId);
  if (rows.length) await db.insert(tasks).values(rows);

  await db.insert(deployments).values(
    [
      { companyId: rs, name: "roofstrike-web", environment: "production", status: "completed", deployedAt: ago(95) },
      { companyId: rs, name: "lead-api", environment: "staging", status: "running", deployedAt: ago(4) },
      { companyId: rs, name: "skip-trace-worker", environment: "production", status: "failed", deployedAt: ago(300) },
      { companyId: de, name: "dealengine-web", environment: "production", status: "completed", deployedAt: ago(240) },
      { companyId: de, name: "contract-translator", environment: "staging", status: "completed", deployedAt: ago(1440) },
    ].map((d) => ({ ...d, isSample: true })),
  );

  await db.insert(codeQualityReports).values([
    { companyId: rs, testCoverage: 87, securityScore: "A+", techDebt: "Medium", scannedAt: ago(120), isSample: true },
    { companyId: de, testCoverage: 87, securityScore: "A+", techDebt: "Medium", scannedAt: ago(120), isSample: true },
  ]);
}
