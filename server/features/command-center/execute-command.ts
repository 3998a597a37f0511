import { asc } from "drizzle-orm";
import type { AgentRole } from "../../../contract/agents";
import type { CommandPlan, ExecuteCommandRequest } from "../../../contract/command-center";
import type { Db } from "../../db/client";
import { agents } from "../../db/schema";
import type { LanguageModelService } from "../../agents/language-model";
import { callModel } from "../../agents/model-call";
import { HttpError } from "../../lib/http-error";
import { COMMAND_SOURCE, type TaskService } from "../../domain/tasks";
import { planWithModel, routeByKeywords } from "./plan-command";

/** "all" in the assignment selector: the four agents the spec names. */
const ALL: AgentRole[] = ["cto", "coo", "cmo", "strikecloser"];

type Input = Required<Pick<ExecuteCommandRequest, "instruction" | "priority" | "assignTo">> & { expectedOutcome?: string | null };

/**
 * Unified AI Command Center (spec 02 §2.12): an instruction becomes one task
 * per chosen agent, created through app.tasks (activity recorded, queued for
 * the worker). An explicit assignment is honoured; otherwise a planning call
 * chooses the agents and writes the tasks, or offline, keywords route it by
 * role. A failed planning call creates nothing.
 */
export async function executeCommand(
  deps: { db: Db; ai: LanguageModelService; tasks: Pick<TaskService, "create"> },
  input: Input,
  userId: number,
  signal?: AbortSignal,
) {
  const { instruction, priority, expectedOutcome, assignTo } = input;
  const roster = await deps.db.select().from(agents).orderBy(asc(agents.id));
  const byRole = new Map(roster.map((a) => [a.role as AgentRole, a]));

  const describe = (role: AgentRole) => ({
    role,
    title: instruction.length > 120 ? `${instruction.slice(0, 117)}...` : instruction,
    description: instruction + (expectedOutcome ? `\n\nExpected outcome: ${expectedOutcome}` : ""),
  });
  let plan: CommandPlan;
  let planner: "model" | "keywords" = "keywords";
  if (assignTo !== "auto") {
    plan = { assignments: (assignTo === "all" ? ALL : [assignTo]).filter((r) => byRole.has(r)).map(describe) };
  } else if (deps.ai.configured) {
    const choices = roster.map((a) => ({ role: a.role as AgentRole, name: a.name, description: a.description }));
    plan = await callModel(
      (reason) => `The planning call failed (${reason}). No task was created.`,
      () => planWithModel(deps.ai, { instruction, expectedOutcome, priority }, choices, signal),
      "PLANNING_FAILED",
    );
    planner = "model";
  } else {
    plan = { assignments: routeByKeywords(instruction, [...byRole.keys()]).map(describe) };
  }
  if (plan.assignments.length === 0) throw new HttpError(400, "No agent can take this instruction", "NO_AGENT");

  const created = await deps.tasks.create(
    plan.assignments.map((a) => ({
      agentId: byRole.get(a.role)!.id,
      title: a.title,
      description: a.description,
      priority,
      metadata: { source: COMMAND_SOURCE, instruction, expectedOutcome: expectedOutcome ?? null, planner },
    })),
    { userId },
  );
  const agentOf = new Map(roster.map((a) => [a.id, a]));
  return { planner, tasks: created.map((task) => ({ task, agent: agentOf.get(task.agentId)! })) };
}
