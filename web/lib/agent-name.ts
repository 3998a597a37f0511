import type { TFunction } from "i18next";
import { AGENT_DEFAULT_NAMES, type AgentRole } from "@contract/agents";

const ROLE_OF_DEFAULT = new Map(Object.entries(AGENT_DEFAULT_NAMES).map(([role, name]) => [name, role as AgentRole]));

/**
 * An agent's name in the page's language: a seeded agent keeps its default name ("CTO Agent")
 * and shows it translated ("Agente CTO"); a name an admin gave is shown as given.
 */
export function agentName(t: TFunction, agent: { name: string }): string {
  const role = ROLE_OF_DEFAULT.get(agent.name);
  return role ? t(`agentNames.${role}`, { defaultValue: agent.name }) : agent.name;
}
