import fp from "fastify-plugin";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { tasks } from "../../db/schema";
import { loadAgentContext } from "../../agents/context";
import { TASK_JOB } from "../../domain/jobs";
import { RetryLaterError } from "../../plugins/jobs";
import { ProviderError } from "../../agents/providers/errors";
import { taskEffectsFor } from "../../domain/task-effects";

export const NEEDS_MODEL = "needs a language model";

type TaskRow = typeof tasks.$inferSelect;

/**
 * Agent task execution on the durable job queue. Each task is claimed
 * atomically (pending, or in progress with a stale heartbeat), so a task runs
 * once across instances, and one whose instance died mid-task is taken up
 * again (decision 022). The offline engine never completes a task: it stays
 * pending with metadata.needsModel.
 */
export default fp(
  async function taskWorker(app: FastifyInstance) {
    const db = app.database.db;
    const { retryLimit, retryDelaySeconds, staleSeconds, concurrency } = app.config.tasks;
    let sweeper: NodeJS.Timeout | undefined;

    const claim = async (taskId: number, attempt: number): Promise<TaskRow | undefined> => {
      const [row] = await db
        .update(tasks)
        .set({
          status: "in_progress",
          progress: sql`greatest(${tasks.progress}, 5)`,
          metadata: sql`(coalesce(${tasks.metadata}, '{}'::jsonb) - 'needsModel' - 'retrying') || jsonb_build_object('run', jsonb_build_object('heartbeatAt', now(), 'attempt', ${attempt}::int))`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(tasks.id, taskId),
            sql`(${tasks.status} = 'pending' or (${tasks.status} = 'in_progress' and coalesce((${tasks.metadata}->'run'->>'heartbeatAt')::timestamptz, 'epoch') < now() - make_interval(secs => ${staleSeconds})))`,
          ),
        )
        .returning();
      return row;
    };

    const heartbeat = (taskId: number, progress?: number) =>
      db
        .update(tasks)
        .set({
          ...(progress !== undefined ? { progress: sql`greatest(${tasks.progress}, ${progress}::int)` } : {}),
          metadata: sql`jsonb_set(coalesce(${tasks.metadata}, '{}'::jsonb), '{run,heartbeatAt}', to_jsonb(now()))`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(tasks.id, taskId), eq(tasks.status, "in_progress")));

    const finish = (taskId: number, values: { status: string; progress?: number; patch: Record<string, unknown>; drop?: string[] }) =>
      db
        .update(tasks)
        .set({
          status: values.status,
          ...(values.progress !== undefined ? { progress: values.progress } : {}),
          metadata: sql`(coalesce(${tasks.metadata}, '{}'::jsonb) - 'run' ${sql.raw((values.drop ?? []).map((k) => `- '${k}'`).join(" "))}) || ${JSON.stringify(values.patch)}::jsonb`,
          updatedAt: sql`now()`,
        })
        .where(eq(tasks.id, taskId));

    app.jobs.define(TASK_JOB, {
      queue: { retryLimit, retryDelay: retryDelaySeconds, retryBackoff: true, expireInSeconds: 60 * 60 },
      pollingIntervalSeconds: 1,
      // TASK_CONCURRENCY tasks at once per instance; a 429 halves that and pauses (decision 053).
      concurrency,
      async handler({ taskId, deferrals }, job) {
        const engine = app.agentEngine;
        if (!engine.work) {
          // Offline: say so on the task and leave it pending. Never a fake completion.
          await db
            .update(tasks)
            .set({ metadata: sql`coalesce(${tasks.metadata}, '{}'::jsonb) || ${JSON.stringify({ needsModel: true, note: NEEDS_MODEL })}::jsonb` })
            .where(and(eq(tasks.id, taskId), eq(tasks.status, "pending")));
          return { skipped: NEEDS_MODEL };
        }
        const task = await claim(taskId, job.retryCount + 1);
        if (!task) return { skipped: "not pending, or being worked elsewhere" };

        const beat = setInterval(() => void heartbeat(taskId).catch(() => {}), Math.max(500, (staleSeconds * 1000) / 3));
        try {
          const createdBy = typeof task.metadata?.createdBy === "number" ? task.metadata.createdBy : null;
          const context = await loadAgentContext(db, {
            agentId: task.agentId,
            userCompanyId: null,
            tools: { userId: createdBy, effects: taskEffectsFor(db, taskId) },
          });
          await heartbeat(taskId, 10);
          const work = await engine.work(context, { id: task.id, title: task.title, description: task.description, priority: task.priority }, (p) =>
            heartbeat(taskId, p).then(() => undefined),
          );
          await finish(taskId, {
            status: "completed",
            progress: 100,
            patch: { result: work.result, resultMeta: work.metadata, completedAt: new Date().toISOString() },
            drop: ["lastError", "error", "rateLimited"],
          });
          return { completed: true };
        } catch (err) {
          const reason = err instanceof Error ? err.message : String(err);
          if (err instanceof ProviderError && err.kind === "rate-limit") {
            // The model's rate limit: back to pending, worked again after the provider's
            // Retry-After (else 5 s doubling, at most a minute), without using a retry.
            await finish(taskId, { status: "pending", patch: { lastError: reason, rateLimited: true } });
            throw new RetryLaterError(reason, err.retryAfterMs ?? Math.min(60_000, 5000 * 2 ** (deferrals ?? 0)));
          }
          if (job.retryCount < job.retryLimit) {
            await finish(taskId, { status: "pending", patch: { lastError: reason, retrying: true } });
            throw err; // pg-boss retries with backoff
          }
          await finish(taskId, { status: "failed", patch: { error: reason, failedAt: new Date().toISOString() }, drop: ["retrying"] });
          app.log.warn({ taskId, reason }, "agent task failed");
          return { failed: reason };
        } finally {
          clearInterval(beat);
        }
      },
      async onWorkersStarted() {
        await sweep(true);
        sweeper = setInterval(() => void sweep(false).catch((err) => app.log.warn({ err }, "task sweep failed")), Math.max(1000, (staleSeconds * 1000) / 2));
        sweeper.unref();
      },
    });

    /** Queues leftovers: at start, pending tasks; always, in-progress tasks whose worker went silent. */
    async function sweep(atStart: boolean) {
      if (atStart && !app.agentEngine.work) {
        await db
          .update(tasks)
          .set({ metadata: sql`coalesce(${tasks.metadata}, '{}'::jsonb) || ${JSON.stringify({ needsModel: true, note: NEEDS_MODEL })}::jsonb` })
          .where(and(eq(tasks.status, "pending"), eq(tasks.isSample, false)));
      }
      const rows = await db
        .select({ id: tasks.id })
        .from(tasks)
        .where(
          and(
            eq(tasks.isSample, false),
            sql`(${atStart && app.agentEngine.work ? sql`${tasks.status} = 'pending' or ` : sql``}(${tasks.status} = 'in_progress' and coalesce((${tasks.metadata}->'run'->>'heartbeatAt')::timestamptz, 'epoch') < now() - make_interval(secs => ${staleSeconds})))`,
          ),
        );
      for (const r of rows) await app.tasks.queue(r.id);
      if (rows.length) app.log.info({ count: rows.length }, "queued leftover agent tasks");
    }

    app.addHook("onClose", async () => {
      if (sweeper) clearInterval(sweeper);
    });
  },
  { name: "task-worker", dependencies: ["jobs", "tasks", "agent-engine"] },
);
