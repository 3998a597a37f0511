import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { countedLead } from "../../domain/leads";
import { COMMAND_SOURCE } from "../../domain/tasks";
import type { StandupFacts as StoredFacts } from "../../../contract/standup";

/** What a standup collects now: every figure present. */
export type StandupFacts = Required<StoredFacts>;

/**
 * The last day's real activity, counted from the stored rows; seeded sample rows are left out (issue 11).
 * A conversion is a real lead whose `converted_at` falls in the window.
 * A command is the tasks one instruction to the command center created together (one insert: one
 * created_at).
 */
export async function collectStandupFacts(db: Db, now = new Date()): Promise<StandupFacts> {
  const since = new Date(now.getTime() - 24 * 3600_000).toISOString();
  const done = (
    await db.execute(sql`select title from tasks where status = 'completed' and not is_sample and updated_at >= ${since} order by updated_at desc limit 10`)
  ).rows as unknown as { title: string }[];
  const [c] = (
    await db.execute(sql`select
      (select count(*)::int from tasks where not is_sample and created_at >= ${since}) as tasks_created,
      (select count(*)::int from tasks where not is_sample and status in ('pending', 'in_progress')) as tasks_open,
      (select count(*)::int from leads where created_at >= ${since} and ${countedLead()}) as leads_added,
      (select count(*)::int from leads where traced_at >= ${since} and ${countedLead()}) as leads_traced,
      (select count(*)::int from leads where converted_at >= ${since} and not is_sample) as leads_converted,
      (select count(*)::int from campaigns where created_at >= ${since}) as campaigns,
      (select count(*)::int from whatsapp_messages where direction = 'outbound' and created_at >= ${since}) as wa_sent,
      (select count(*)::int from whatsapp_messages where direction = 'inbound' and created_at >= ${since}) as wa_received,
      (select count(distinct (created_at, metadata->>'instruction'))::int from tasks
        where metadata->>'source' = ${COMMAND_SOURCE} and created_at >= ${since}) as commands`)
  ).rows as unknown as Record<string, number>[];
  return {
    windowHours: 24,
    tasksCompleted: done.map((d) => d.title),
    tasksCreated: c.tasks_created,
    tasksOpen: c.tasks_open,
    leadsAdded: c.leads_added,
    leadsTraced: c.leads_traced,
    leadsConverted: c.leads_converted,
    campaignsLaunched: c.campaigns,
    whatsappSent: c.wa_sent,
    whatsappReceived: c.wa_received,
    commandsDispatched: c.commands,
  };
}
