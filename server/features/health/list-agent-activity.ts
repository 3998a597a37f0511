import { sql } from "drizzle-orm";
import { AGENT_ACTIVE_DAYS, type AgentActivity } from "../../../contract/health";
import type { Db } from "../../db/client";
import { iso } from "../../lib/dates";

/**
 * Each agent's state from stored work: "active" when its last completed task or
 * model reply (not the offline engine, not a sample) is within AGENT_ACTIVE_DAYS
 * and newer than its last failed task; "failing" when a failed task is the latest;
 * else "idle" with the reason.
 */
export async function listAgentActivity(db: Db, now = new Date()): Promise<AgentActivity[]> {
  const rows = (
    await db.execute(sql`
      select a.id as agent_id,
        greatest(
          (select max(t.updated_at) from tasks t where t.agent_id = a.id and t.status = 'completed' and not t.is_sample
             and coalesce(t.metadata->>'needsModel', 'false') <> 'true'),
          (select max(m.created_at) from messages m join conversations c on c.id = m.conversation_id
             where c.agent_id = a.id and m.role = 'assistant' and coalesce(m.metadata->>'engine', 'offline') <> 'offline')
        ) as last_success,
        (select max(t.updated_at) from tasks t where t.agent_id = a.id and t.status = 'failed' and not t.is_sample) as last_failure,
        (select t.metadata->>'error' from tasks t where t.agent_id = a.id and t.status = 'failed' and not t.is_sample order by t.updated_at desc limit 1) as failure_reason
      from agents a order by a.id`)
  ).rows as unknown as { agent_id: number; last_success: string | Date | null; last_failure: string | Date | null; failure_reason: string | null }[];
  const since = now.getTime() - AGENT_ACTIVE_DAYS * 86_400_000;
  return rows.map((r) => {
    const success = r.last_success ? new Date(r.last_success) : null;
    const failure = r.last_failure ? new Date(r.last_failure) : null;
    const lastSuccessAt = success ? iso(success) : null;
    if (failure && (!success || failure > success))
      return { agentId: r.agent_id, state: "failing", reason: `The last task failed: ${r.failure_reason ?? "no reason stored"}`, lastSuccessAt };
    if (success && success.getTime() >= since) return { agentId: r.agent_id, state: "active", reason: "The last task or reply succeeded.", lastSuccessAt };
    return {
      agentId: r.agent_id,
      state: "idle",
      reason: success ? `No task or model reply succeeded in the last ${AGENT_ACTIVE_DAYS} days.` : "No task or model reply has succeeded yet.",
      lastSuccessAt,
    };
  });
}
