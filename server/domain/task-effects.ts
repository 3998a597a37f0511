import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { taskEffects } from "../db/schema";

/** Runs a task's side effects at most once each (decision 053). */
export interface TaskEffects {
  /**
   * Runs `write` (with the transaction it must use) and records its result under `key`, both in
   * one transaction; when `key` is already recorded for this task, answers the recorded result
   * and writes nothing.
   */
  once<T>(key: string, write: (tx: Db) => Promise<T>): Promise<T>;
}

/** A stable idempotency key for a call: its name and a hash of its arguments (keys sorted). */
export function effectKey(name: string, args: unknown): string {
  const canonical = JSON.stringify(args, (_k, v) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
  return `${name}:${createHash("sha256").update(canonical ?? "").digest("hex").slice(0, 32)}`;
}

export function taskEffectsFor(db: Db, taskId: number): TaskEffects {
  return {
    once<T>(key: string, write: (tx: Db) => Promise<T>) {
      return db.transaction(async (tx) => {
        const [claimed] = await tx.insert(taskEffects).values({ taskId, key }).onConflictDoNothing().returning({ key: taskEffects.key });
        if (!claimed) {
          const [done] = await tx
            .select({ result: taskEffects.result })
            .from(taskEffects)
            .where(and(eq(taskEffects.taskId, taskId), eq(taskEffects.key, key)));
          return done?.result as T;
        }
        const result = await write(tx as unknown as Db);
        await tx
          .update(taskEffects)
          .set({ result: (result ?? null) as never })
          .where(and(eq(taskEffects.taskId, taskId), eq(taskEffects.key, key)));
        return result;
      });
    },
  };
}
