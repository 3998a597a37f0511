import { integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { tasks } from "./core";

/**
 * The side effects of working a task, each under an idempotency key (decision 053): a write a
 * tool made while the task was worked is recorded here in the same transaction, so a re-run
 * after a crash answers the recorded result instead of writing again.
 */
export const taskEffects = pgTable(
  "task_effects",
  {
    taskId: integer("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    result: jsonb("result"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.key] })],
);
