import { desc, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { commandTaskListSchema, executeCommandRequestSchema, executeCommandResponseSchema, type CommandPlan } from "../../../contract/command-center";
import type { AgentRole } from "../../../contract/agents";
import { agents, tasks } from "../../db/schema";
import { HttpError } from "../../plugins/errors";
import { presentTask } from "../../presenters/task.presenter";
import { planWithModel, routeByKeywords } from "./plan-command";

const SOURCE = "command-center";

/**
 * Unified AI Command Center (spec 02 §2.12): an instruction becomes one task
 * per chosen agent, queued for the worker. With a model, a planning call
 * chooses the agents and writes the tasks; offline, keywords route it by role
 * and the tasks wait, marked "needs a language model".
 */
const commandCenterRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    "/api/command-center/execute",
    { schema: { body: executeCommandRequestSchema, response: { 201: executeCommandResponseSchema } } },
    async (request, reply) => {
      const { instruction, priority, expectedOutcome, assignTo } = request.body;
      const roster = await db.select().from(agents).orderBy(agents.id);
      const byRole = new Map(roster.map((a) => [a.role as AgentRole, a]));
      const roles = [...byRole.keys()];

      let plan: CommandPlan;
      let planner: "model" | "keywords" = "keywords";
      const describe = (role: AgentRole) => ({
        role,
        title: instruction.length > 120 ? `${instruction.slice(0, 117)}...` : instruction,
        description: instruction + (expectedOutcome ? `\n\nExpected outcome: ${expectedOutcome}` : ""),
      });
      if (assignTo !== "auto") {
        const chosen = assignTo === "all" ? (["cto", "coo", "cmo", "strikecloser"] as AgentRole[]) : [assignTo];
        plan = { assignments: chosen.filter((r) => byRole.has(r)).map(describe) };
      } else if (app.ai.configured) {
        try {
          plan = await planWithModel(app.ai, { instruction, expectedOutcome, priority }, roster.map((a) => ({ role: a.role as AgentRole, name: a.name, description: a.description })));
          planner = "model";
        } catch (err) {
          const reason = err instanceof Error ? err.message : String(err);
          throw new HttpError(502, `The planning call failed (${reason}). No task was created.`, "PLANNING_FAILED");
        }
      } else {
        plan = { assignments: routeByKeywords(instruction, roles).map(describe) };
      }
      if (plan.assignments.length === 0) throw new HttpError(400, "No agent can take this instruction", "NO_AGENT");

      const created = await app.tasks.create(
        plan.assignments.map((a) => ({
          agentId: byRole.get(a.role)!.id,
          title: a.title,
          description: a.description,
          priority,
          metadata: { source: SOURCE, instruction, expectedOutcome: expectedOutcome ?? null, planner },
        })),
        { userId: request.user!.id },
      );
      const agentOf = (id: number) => roster.find((a) => a.id === id)!;
      const assigned = [...new Map(created.map((t) => [t.agentId, agentOf(t.agentId)])).values()];
      return reply.status(201).send({
        assignedAgents: assigned.map((a) => ({ id: a.id, name: a.name, role: a.role })),
        tasks: created.map((t) => ({ ...presentTask(t), command: instruction, agentName: agentOf(t.agentId).name, agentRole: agentOf(t.agentId).role })),
        planner,
      });
    },
  );

  app.get(
    "/api/command-center/tasks",
    { schema: { response: { 200: commandTaskListSchema } } },
    async () => {
      const rows = await db
        .select({ task: tasks, agentName: agents.name, agentRole: agents.role })
        .from(tasks)
        .innerJoin(agents, eq(agents.id, tasks.agentId))
        .where(sql`${tasks.metadata}->>'source' = ${SOURCE}`)
        .orderBy(desc(tasks.createdAt), desc(tasks.id))
        .limit(50);
      return rows.map((r) => ({ ...presentTask(r.task), command: String(r.task.metadata?.instruction ?? ""), agentName: r.agentName, agentRole: r.agentRole }));
    },
  );
};
export default commandCenterRoutes;
