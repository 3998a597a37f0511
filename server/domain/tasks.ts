import { inArray } from "drizzle-orm";
import type { TaskPriority, TaskStatus } from "../../contract/tasks";
import type { Db } from "../db/client";
import { agents, tasks } from "../db/schema";
import { badRequest } from "../lib/http-error";
import { recordActivity } from "./activity";

/** Where a command-center task came from (metadata.source): its task list and the standup's count of commands read it. */
export const COMMAND_SOURCE = "command-center";

export type TaskRow = typeof tasks.$inferSelect;

export interface NewTask {
  agentId: number;
  title: string;
  description: string;
  priority?: TaskPriority;
  status?: TaskStatus;
  progress?: number;
  /** Where the task came from and why (source, instruction …); `createdBy` is added here. */
  metadata?: Record<string, unknown> | null;
}

export interface TaskCreator {
  /** The signed-in user the task is created for (null for the system, e.g. a schedule). */
  userId: number | null;
  /** The agent that created it with its tools, when one did. */
  agentId?: number;
}

export interface TaskService {
  /**
   * The one way a task is made: checks the agents, inserts the tasks and records each in the
   * activity feed in one transaction, then queues the pending ones for their agents.
   */
  create(input: NewTask[], by: TaskCreator): Promise<TaskRow[]>;
  /** Queues an existing task for its agent (the worker claims it atomically). */
  queue(taskId: number): Promise<void>;
}

/** Inserts the tasks with their activity entries in one transaction; queues nothing. */
export async function insertTasks(db: Db, input: NewTask[], by: TaskCreator): Promise<TaskRow[]> {
  if (input.length === 0) return [];
  return db.transaction(async (tx) => {
    const ids = [...new Set(input.map((t) => t.agentId))];
    const found = await tx.select({ id: agents.id, role: agents.role }).from(agents).where(inArray(agents.id, ids));
    const roleOf = new Map(found.map((a) => [a.id, a.role]));
    const missing = ids.find((id) => !roleOf.has(id));
    if (missing !== undefined) throw badRequest(`Agent ${missing} does not exist`);
    const rows = await tx
      .insert(tasks)
      .values(
        input.map((t) => ({
          agentId: t.agentId,
          title: t.title,
          description: t.description,
          priority: t.priority ?? "medium",
          status: t.status ?? "pending",
          progress: t.progress ?? 0,
          metadata: { ...(t.metadata ?? {}), createdBy: by.userId, ...(by.agentId ? { createdByAgent: by.agentId } : {}) },
        })),
      )
      .returning();
    for (const task of rows) {
      await recordActivity(tx as unknown as Db, { type: "task_created", agentRole: roleOf.get(task.agentId) ?? null, message: `Task created: ${task.title}`, code: "ACTIVITY_TASK_CREATED", params: { title: task.title }, status: "active" });
    }
    return rows;
  });
}
