import type { CommandTask, ExecuteCommandResponse } from "../../../contract/command-center";
import type { TaskRow } from "../../domain/tasks";
import { presentTask } from "../../presenters/task.presenter";

type AgentOf = { name: string; role: string };

/** A task with the instruction it came from and its agent's name and role. */
export const presentCommandTask = ({ task, agent }: { task: TaskRow; agent: AgentOf }): CommandTask => ({
  ...presentTask(task),
  command: String(task.metadata?.instruction ?? ""),
  agentName: agent.name,
  agentRole: agent.role,
});

/** The executed command: the agents that got a task (once each, in task order), the tasks, and how it was planned. */
export function presentExecutedCommand(result: { planner: ExecuteCommandResponse["planner"]; tasks: { task: TaskRow; agent: AgentOf & { id: number } }[] }): ExecuteCommandResponse {
  const assigned = new Map(result.tasks.map(({ agent }) => [agent.id, { id: agent.id, name: agent.name, role: agent.role }]));
  return { assignedAgents: [...assigned.values()], tasks: result.tasks.map(presentCommandTask), planner: result.planner };
}
