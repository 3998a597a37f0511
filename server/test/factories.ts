import type { Db } from "../db/client";
import {
  agents,
  codeQualityReports,
  companies,
  dataSources,
  deployments,
  leads,
  properties,
  systemMetrics,
  tasks,
  users,
} from "../db/schema";
import { hashPassword } from "../lib/password";

/**
 * Rows for tests, so a test creates what it asserts on instead of counting
 * on the seed. Each factory inserts one row with plausible defaults (unique
 * where the schema wants it), overridden by `values`, and returns it.
 *
 *   const agent = await buildAgent(t.db);
 *   await buildTask(t.db, { agentId: agent.id, status: "in_progress" });
 */
let sequence = 0;
const next = () => ++sequence;

export async function buildCompany(db: Db, values: Partial<typeof companies.$inferInsert> = {}) {
  const n = next();
  const [row] = await db.insert(companies).values({ name: `Test Company ${n}`, slug: `test-company-${n}`, ...values }).returning();
  return row;
}

/** A user who can sign in: the row, with `plainPassword` beside the stored hash. */
export async function buildUser(db: Db, values: Partial<typeof users.$inferInsert> & { password?: string } = {}) {
  const n = next();
  const plainPassword = values.password ?? `test-password-${n}`;
  const [row] = await db
    .insert(users)
    .values({ email: `user${n}@example.com`, firstName: "Test", lastName: `User ${n}`, ...values, password: await hashPassword(plainPassword) })
    .returning();
  return { ...row, plainPassword };
}

export async function buildAgent(db: Db, values: Partial<typeof agents.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(agents)
    .values({ name: `Test Agent ${n}`, role: `test-agent-${n}`, systemPrompt: "You are a test agent.", status: "active", ...values })
    .returning();
  return row;
}

/** A task; without `agentId`, for a new agent of its own. */
export async function buildTask(db: Db, values: Partial<typeof tasks.$inferInsert> = {}) {
  const n = next();
  const agentId = values.agentId ?? (await buildAgent(db)).id;
  const [row] = await db.insert(tasks).values({ title: `Test task ${n}`, description: `What task ${n} is about`, ...values, agentId }).returning();
  return row;
}

export async function buildLead(db: Db, values: Partial<typeof leads.$inferInsert> = {}) {
  const n = next();
  const [row] = await db.insert(leads).values({ propertyAddress: `${n} Main St, Houston, TX`, ownerName: `Owner ${n}`, ...values }).returning();
  return row;
}

export async function buildProperty(db: Db, values: Partial<typeof properties.$inferInsert> = {}) {
  const n = next();
  const address = values.address ?? `${n} Test Street`;
  const [row] = await db
    .insert(properties)
    .values({ address, normalizedAddress: `${address.toLowerCase()}|${n}`, city: "Houston", zip: "77002", lat: 29.753, lon: -95.365, locationSource: "given", ...values })
    .returning();
  return row;
}

/** The dashboard rows of a company (values must name `companyId`). */
export async function buildSystemMetric(db: Db, values: Partial<typeof systemMetrics.$inferInsert> & { companyId: number }) {
  const [row] = await db.insert(systemMetrics).values({ service: "api", metric: "uptime", value: "99.9%", ...values }).returning();
  return row;
}

export async function buildDataSource(db: Db, values: Partial<typeof dataSources.$inferInsert> & { companyId: number }) {
  const n = next();
  const [row] = await db.insert(dataSources).values({ name: `Data source ${n}`, type: "github", ...values }).returning();
  return row;
}

export async function buildDeployment(db: Db, values: Partial<typeof deployments.$inferInsert> & { companyId: number }) {
  const n = next();
  const [row] = await db.insert(deployments).values({ name: `service-${n}`, environment: "production", status: "completed", ...values }).returning();
  return row;
}

export async function buildCodeQualityReport(db: Db, values: Partial<typeof codeQualityReports.$inferInsert> & { companyId: number }) {
  const [row] = await db.insert(codeQualityReports).values({ testCoverage: 80, securityScore: "A", techDebt: "Low", ...values }).returning();
  return row;
}
