import { z } from "zod";
import { idSchema, trimmedRequired } from "./common";

export const AGENT_ROLES = ["cto", "coo", "cmo", "strikecloser", "social", "developer", "devops"] as const;
export const agentRoleSchema = z.enum(AGENT_ROLES);
export type AgentRole = z.infer<typeof agentRoleSchema>;
/** The seeded agents' names (server/agents/personas.ts); the web shows them in the page's language, a name an admin gave as given. */
export const AGENT_DEFAULT_NAMES: Record<AgentRole, string> = {
  cto: "CTO Agent",
  coo: "COO Agent",
  cmo: "CMO Agent",
  strikecloser: "StrikeCloser",
  social: "Social Media Agent",
  developer: "Developer Agent",
  devops: "DevOps Agent",
};

/** The seeded agents' descriptions (server/agents/personas.ts); the web shows an unchanged one in the page's language. */
export const AGENT_DEFAULT_DESCRIPTIONS: Record<AgentRole, string> = {
  cto: "Technical strategy, architecture, security and engineering priorities for both platforms.",
  coo: "Operations: lead flow, response times, contractor network and day-to-day execution.",
  cmo: "Marketing strategy, campaigns and content for RoofStrike and DealEngineAI.",
  strikecloser: "Storm-damage lead generation for RoofStrike: storms, affected properties and outreach.",
  social: "Social calendars and posts for LinkedIn, X/Twitter, Instagram and Threads.",
  developer: "Feature work, debugging and integrations on the platforms' code.",
  devops: "Deployments, infrastructure health, monitoring and incident response.",
};

export const insertAgentSchema = z.object({
  name: trimmedRequired("Name").max(200),
  role: agentRoleSchema,
  systemPrompt: trimmedRequired("System prompt").max(20000),
  description: z.string().max(2000).nullish(),
  companyId: idSchema.nullish(),
  status: z.string().max(50).default("active"),
});
export type InsertAgent = z.infer<typeof insertAgentSchema>;

export const agentSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** One of AGENT_ROLES; kept open so a new role never breaks an older client. */
  role: z.string(),
  description: z.string().nullable(),
  companyId: z.number().nullable(),
  status: z.string(),
});
export type Agent = z.infer<typeof agentSchema>;
/** GET /api/agents */
export const agentListSchema = z.array(agentSchema);
