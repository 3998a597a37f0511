import { tool, zodSchema, type ToolSet } from "ai";
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { LEAD_PLATFORMS, LEAD_STATUSES, leadPrioritySchema } from "../../contract/leads";
import { taskPrioritySchema, taskStatusSchema } from "../../contract/tasks";
import type { Db } from "../db/client";
import type { TaskService } from "../domain/tasks";
import { effectKey, type TaskEffects } from "../domain/task-effects";
import { dataSources, leads, systemMetrics, tasks } from "../db/schema";

export interface ToolDeps {
  db: Db;
  /** The signed-in user the tools act for (tasks record who created them). */
  userId: number | null;
  agent: { id: number; name: string };
  companyId: number | null;
  /** Creates tasks (app.tasks); absent while working a task: no runaway delegation. */
  tasks?: Pick<TaskService, "create">;
  /** While working a task: its writes run once each under an idempotency key (a re-run after a crash repeats none). */
  effects?: TaskEffects;
}

const priority = taskPrioritySchema;
const status = taskStatusSchema;

/**
 * The tools' input schemas, built once: the AI SDK turns each into JSON Schema
 * the first time it is sent and keeps it, so no reply pays for that again.
 */
const inputs = {
  listTasks: zodSchema(z.object({ status: status.optional(), limit: z.number().int().min(1).max(50).optional() })),
  getMetrics: zodSchema(z.object({ service: z.string().optional() })),
  listDataSources: zodSchema(z.object({})),
  listLeads: zodSchema(
    z.object({
      platform: z.enum(LEAD_PLATFORMS).optional(),
      status: z.enum(LEAD_STATUSES).exclude(["lost"]).optional(),
      priority: leadPrioritySchema.optional(),
      limit: z.number().int().min(1).max(50).optional(),
    }),
  ),
  updateTask: zodSchema(
    z.object({
      taskId: z.number().int().positive(),
      status: status.optional(),
      progress: z.number().int().min(0).max(100).optional(),
      priority: priority.optional(),
      title: z.string().trim().min(1).max(200).optional(),
      description: z.string().trim().max(5000).optional(),
    }),
  ),
  createTask: zodSchema(
    z.object({
      title: z.string().trim().min(1).max(200),
      description: z.string().trim().min(1).max(5000),
      priority: priority.default("medium"),
    }),
  ),
};

/**
 * The agent's tools over the product's own data, run on the server with the
 * user's rights: the same reads and writes the user could make through the
 * API, no more (tasks of this agent, metrics and data sources of its company).
 */
export function agentTools(deps: ToolDeps): ToolSet {
  const { db, agent, companyId } = deps;
  const set: ToolSet = {
    list_tasks: tool({
      description: `List ${agent.name}'s tasks (newest first), optionally by status.`,
      inputSchema: inputs.listTasks,
      execute: async ({ status: s, limit }) => {
        const rows = await db
          .select()
          .from(tasks)
          .where(s ? and(eq(tasks.agentId, agent.id), eq(tasks.status, s)) : eq(tasks.agentId, agent.id))
          .orderBy(desc(tasks.createdAt), desc(tasks.id))
          .limit(limit ?? 20);
        return rows.map((t) => ({
          id: t.id, title: t.title, description: t.description, status: t.status, progress: t.progress, priority: t.priority,
          sampleData: t.isSample, result: typeof t.metadata?.result === "string" ? t.metadata.result.slice(0, 500) : undefined,
        }));
      },
    }),
    get_metrics: tool({
      description: "Read the company's latest system metrics (service, metric, value).",
      inputSchema: inputs.getMetrics,
      execute: async ({ service }) => {
        if (!companyId) return { error: "This agent has no company." };
        const rows = await db
          .select()
          .from(systemMetrics)
          .where(service ? and(eq(systemMetrics.companyId, companyId), eq(systemMetrics.service, service)) : eq(systemMetrics.companyId, companyId))
          .orderBy(desc(systemMetrics.timestamp))
          .limit(50);
        return rows.map((m) => ({ service: m.service, metric: m.metric, value: m.value, at: m.timestamp.toISOString(), sampleData: m.isSample }));
      },
    }),
    list_data_sources: tool({
      description: "Read the company's data sources and their sync status.",
      inputSchema: inputs.listDataSources,
      execute: async () => {
        if (!companyId) return { error: "This agent has no company." };
        const rows = await db.select().from(dataSources).where(eq(dataSources.companyId, companyId));
        return rows.map((d) => ({ name: d.name, type: d.type, status: d.status, lastSync: d.lastSync?.toISOString() ?? null, sampleData: d.isSample }));
      },
    }),
    list_leads: tool({
      description:
        "Read stored leads (newest first): address, ZIP, estimated value, priority, status, storm date and whether skip tracing found contact details. Contact details themselves are not shared.",
      inputSchema: inputs.listLeads,
      execute: async ({ platform, status: s, priority: p, limit }) => {
        const conditions = [
          platform ? eq(leads.platform, platform) : undefined,
          s ? eq(leads.status, s) : undefined,
          p ? eq(leads.priority, p) : undefined,
        ].filter((c) => c !== undefined);
        const rows = await db
          .select()
          .from(leads)
          .where(conditions.length ? and(...conditions) : undefined)
          .orderBy(desc(leads.createdAt), desc(leads.id))
          .limit(limit ?? 20);
        return rows.map((l) => ({
          id: l.id, platform: l.platform, propertyAddress: l.propertyAddress, zipCode: l.zipCode,
          estimatedValue: l.estimatedValue, priority: l.priority, status: l.status,
          stormDate: l.stormDate?.toISOString() ?? null, traced: l.traceStatus === "traced",
          hasPhone: Boolean(l.contactPhone), hasEmail: Boolean(l.contactEmail), confidenceScore: l.confidenceScore,
        }));
      },
    }),
    update_task: tool({
      description: `Update one of ${agent.name}'s tasks: status, progress, priority, title or description.`,
      inputSchema: inputs.updateTask,
      execute: async (input) => {
        const write = async (tx: Db) => {
          const { taskId, ...changes } = input;
          const [row] = await tx
            .update(tasks)
            .set({ ...changes, updatedAt: sql`now()` })
            .where(and(eq(tasks.id, taskId), eq(tasks.agentId, agent.id)))
            .returning();
          if (!row) return { error: `Task ${taskId} is not one of ${agent.name}'s tasks.` };
          return { id: row.id, title: row.title, status: row.status, progress: row.progress, priority: row.priority };
        };
        return deps.effects ? deps.effects.once(effectKey("update_task", input), write) : write(db);
      },
    }),
  };
  const taskService = deps.tasks;
  if (taskService) {
    set.create_task = tool({
      description: `Create a task in ${agent.name}'s queue; it is worked in the background.`,
      inputSchema: inputs.createTask,
      execute: async ({ title, description, priority: p }) => {
        const [row] = await taskService.create([{ agentId: agent.id, title, description, priority: p }], { userId: deps.userId, agentId: agent.id });
        return { id: row.id, title: row.title, status: row.status, priority: row.priority };
      },
    });
  }
  return set;
}
