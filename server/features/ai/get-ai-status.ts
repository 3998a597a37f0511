import { eq } from "drizzle-orm";
import type { AiStatus } from "../../../contract/ai";
import type { Db } from "../../db/client";
import { agents } from "../../db/schema";
import type { AgentEngine } from "../../agents/engine";
import { notFound } from "../../lib/http-error";
import { modelAnswered } from "../../domain/integration-checks";
import { engineLabel } from "./engine-label";

/** What answers (the "<model> Powered" / "Offline engine" badge), for one agent when given. */
export async function getAiStatus(deps: { db: Db; engine: AgentEngine; provider: string | null }, agentId?: number): Promise<AiStatus> {
  let model: string | null = null;
  if (agentId) {
    const [a] = await deps.db.select({ model: agents.model }).from(agents).where(eq(agents.id, agentId));
    if (!a) throw notFound(`Agent ${agentId} not found`);
    model = a.model;
  }
  const configured = Boolean(deps.engine.work);
  // Proved: the language model's stored check says its last call answered (decision 050).
  return { configured, proven: configured && (await modelAnswered(deps.db)), provider: deps.provider, label: engineLabel(deps.engine, model) };
}
