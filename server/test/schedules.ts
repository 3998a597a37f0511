import type PgBoss from "pg-boss";

/** pg-boss's own queue through which its cron sends a scheduled job (pg-boss 10, src/timekeeper.js). */
export const PGBOSS_SEND_IT_QUEUE = "__pgboss__send-it";

/** A schedule as pg-boss stores it (pgboss.schedule). */
export interface StoredSchedule {
  name: string;
  cron: string;
  timezone: string;
  data: object | null;
  options: object | null;
}

/** The schedule pg-boss holds for job `name` (throws when there is none). */
export async function storedSchedule(boss: PgBoss, name: string): Promise<StoredSchedule> {
  const schedules = (await boss.getSchedules()) as unknown as StoredSchedule[];
  const found = schedules.find((s) => s.name === name);
  if (!found) throw new Error(`no schedule for ${name}; pg-boss holds: ${schedules.map((s) => s.name).join(", ") || "none"}`);
  return found;
}

/**
 * Fires job `name`'s schedule now, as pg-boss's cron does when its minute comes: the record its
 * cron check inserts (the job's name, the schedule's data and options, in pg-boss's send-it queue,
 * one per schedule per 60-second slot), which pg-boss's own send-it worker turns into the job.
 * A test of a scheduled job does not wait for the wall-clock minute. Several instances firing
 * in one slot queue one job, as their cron checks do.
 */
export async function fireSchedule(boss: PgBoss, name: string): Promise<StoredSchedule> {
  const schedule = await storedSchedule(boss, name);
  await boss.insert([
    {
      name: PGBOSS_SEND_IT_QUEUE,
      data: { name: schedule.name, data: schedule.data, ...(schedule.options ?? {}) },
      singletonKey: schedule.name,
      singletonSeconds: 60,
    },
  ]);
  return schedule;
}
