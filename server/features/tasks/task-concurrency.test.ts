import { describe, expect, it } from "vitest";
import { and, eq, inArray, sql } from "drizzle-orm";
import { taskEffects, tasks } from "../../db/schema";
import { taskEffectsFor } from "../../domain/task-effects";
import { agentTools } from "../../agents/tools";
import { FakeLanguageModelServer } from "../../test/fakes/openai";
import { useTestAppWithFakeModel } from "../../test/use-test-app";
import { waitFor } from "../../test/wait-for";

describe("agent tasks worked in parallel (decision 053)", () => {
  // Every model answer takes 300 ms, so tasks overlap when the instance works several at once.
  const fake = new FakeLanguageModelServer({ firstByteDelayMs: 300 });
  const t = useTestAppWithFakeModel(fake, { TASK_CONCURRENCY: "3", AI_RETRY_DELAY_MS: "10" }, { workers: true });
  const statuses = (ids: number[]) => async () => t.database.db.select({ id: tasks.id, status: tasks.status, metadata: tasks.metadata }).from(tasks).where(inArray(tasks.id, ids));

  it("works TASK_CONCURRENCY tasks at once, each once", async () => {
    fake.reset();
    const rows = await t.app.tasks.create(
      Array.from({ length: 9 }, (_, i) => ({ agentId: 1, title: `Parallel ${i}`, description: "Work in parallel" })),
      { userId: 1 },
    );
    const ids = rows.map((r) => r.id);
    const done = await waitFor(statuses(ids), (list) => list.every((x) => x.status === "completed"), "nine completed", 60_000);
    expect(done).toHaveLength(9);
    expect(fake.maxInFlight).toBe(3);
    // One model call per task: none was worked twice.
    expect(fake.callsTo("/v1/chat/completions")).toHaveLength(9);
  });

  it("puts a rate-limited task off without using a retry, then completes it", async () => {
    fake.reset();
    // The provider's own retry meets a second 429: the task is put off for Retry-After (1 s).
    fake.enqueue({ kind: "error", status: 429, retryAfterSeconds: 1 }, { kind: "error", status: 429, retryAfterSeconds: 1 });
    const [row] = await t.app.tasks.create([{ agentId: 1, title: "Rate limited", description: "Wait your turn" }], { userId: 1 });
    const [done] = await waitFor(statuses([row.id]), ([x]) => x.status === "completed" || x.status === "failed", "completion", 60_000);
    expect(done.status).toBe("completed");
    expect(done.metadata).not.toHaveProperty("rateLimited");
    expect(fake.callsTo("/v1/chat/completions")).toHaveLength(3);
    type JobRow = { retry_count: number; put_off: boolean; state: string };
    const jobsOfTask = async () => {
      const jobs = await t.database.db.execute<JobRow>(
        sql`select retry_count, (output ? 'putOff') as put_off, state from pgboss.job where name = 'agent-task' and data->>'taskId' = ${String(row.id)} order by created_on`,
      );
      return "rows" in jobs ? (jobs.rows as JobRow[]) : (jobs as unknown as JobRow[]);
    };
    // The task row is written by the handler; pg-boss records the job's completion a moment later.
    const list = await waitFor(jobsOfTask, (rows) => rows.length === 2 && rows.every((j) => j.state === "completed"), "both jobs recorded completed");
    expect(list.map((j) => [j.retry_count, j.put_off])).toEqual([[0, true], [0, false]]);
  });

  it("runs a task's writes once under an idempotency key, so a re-run repeats none", async () => {
    const [target] = await t.app.tasks.create([{ agentId: 1, title: "Target", description: "Changed by a tool", status: "completed" }], { userId: 1 });
    const [worked] = await t.app.tasks.create([{ agentId: 1, title: "Worked", description: "Calls update_task", status: "completed" }], { userId: 1 });
    const tools = () => agentTools({ db: t.db, userId: 1, agent: { id: 1, name: "CTO Agent" }, companyId: 1, effects: taskEffectsFor(t.db, worked.id) });
    const call = (input: unknown) => (tools().update_task.execute as unknown as (i: unknown, o: unknown) => Promise<unknown>)(input, { toolCallId: "c1", messages: [] });

    const first = await call({ taskId: target.id, title: "Renamed by the agent" });
    expect(first).toMatchObject({ id: target.id, title: "Renamed by the agent" });
    // Someone renames it meanwhile; the re-run (after a crash) makes the same call…
    await t.db.update(tasks).set({ title: "Renamed by a person" }).where(eq(tasks.id, target.id));
    const again = await call({ title: "Renamed by the agent", taskId: target.id });
    // …and gets the recorded answer without writing again.
    expect(again).toEqual(first);
    const [now] = await t.db.select({ title: tasks.title }).from(tasks).where(eq(tasks.id, target.id));
    expect(now.title).toBe("Renamed by a person");
    const effects = await t.db.select().from(taskEffects).where(and(eq(taskEffects.taskId, worked.id)));
    expect(effects).toHaveLength(1);
    expect(effects[0].key).toMatch(/^update_task:[0-9a-f]{32}$/);
  });
});
