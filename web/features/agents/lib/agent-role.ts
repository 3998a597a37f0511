import type { TFunction } from "i18next";
import type { Agent } from "@contract/agents";
import { AGENT_ROLES } from "@contract/agents";

/** Sidebar caption of an agent role: cto "Technical Strategy", coo "Operations", others readable. */
export function agentRoleCaption(t: TFunction, role: string): string {
  return (AGENT_ROLES as readonly string[]).includes(role) ? t(`agents.roleCaption.${role}`) : role;
}

/** The agent dashboard starts on the cto agent (spec 02 §2.2), else the first agent. */
export function defaultAgent<A extends Pick<Agent, "role">>(agents: readonly A[]): A | undefined {
  return agents.find((agent) => agent.role === "cto") ?? agents[0];
}
