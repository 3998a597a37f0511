import type { TFunction } from "i18next";
import { AGENT_DEFAULT_DESCRIPTIONS, AGENT_DEFAULT_NAMES, AGENT_ROLES, type AgentRole } from "@contract/agents";

const ROLE_OF_DEFAULT = new Map(Object.entries(AGENT_DEFAULT_NAMES).map(([role, name]) => [name, role as AgentRole]));

/**
 * An agent's name in the page's language: a seeded agent keeps its default name ("CTO Agent")
 * and shows it translated ("Agente CTO"); a name an admin gave is shown as given.
 */
export function agentName(t: TFunction, agent: { name: string }): string {
  const role = ROLE_OF_DEFAULT.get(agent.name);
  return role ? t(`agentNames.${role}`, { defaultValue: agent.name }) : agent.name;
}

/**
 * An agent's name as it reads inside a sentence: in Spanish a seeded agent takes its article
 * ("Chat con el Agente CTO", "Inicia una conversación con el Agente de desarrollo"); a name an
 * admin gave, and every name in English, reads as `agentName`.
 */
export function agentNameInSentence(t: TFunction, agent: { name: string }): string {
  const role = ROLE_OF_DEFAULT.get(agent.name);
  return role ? t(`agentNamesInSentence.${role}`, { defaultValue: agentName(t, agent) }) : agent.name;
}

/** An agent's description in the page's language: a seeded one, unchanged, is translated; one an admin wrote is shown as written. */
export function agentDescription(t: TFunction, agent: { role: string; description: string | null }): string {
  const role = (AGENT_ROLES as readonly string[]).includes(agent.role) ? (agent.role as AgentRole) : null;
  if (role && agent.description === AGENT_DEFAULT_DESCRIPTIONS[role]) return t(`agentDescriptions.${role}`, { defaultValue: agent.description });
  return agent.description ?? "";
}
