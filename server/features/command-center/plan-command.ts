import type { AgentRole } from "../../../contract/agents";
import { commandPlanSchema, type CommandPlan } from "../../../contract/command-center";
import type { LanguageModelService } from "../../agents/language-model";

/** Offline routing: the roles whose words appear in the instruction (COO when none do). */
const ROLE_WORDS: Record<AgentRole, RegExp> = {
  cto: /\b(tech|technical|architecture|security|secure|code|engineering|platform|infrastructure|api|scal\w*|tecnolog\w*|seguridad|arquitectura)\b/i,
  coo: /\b(operations?|process|standup|team|schedule|workflow|contractor|adjuster|follow[- ]?ups?|operaci\w*|equipo|proceso)\b/i,
  cmo: /\b(marketing|campaigns?|brand\w*|content|copy|seo|ads?|audience|newsletter|email|mercadeo|campa[ñn]a|marca)\b/i,
  strikecloser: /\b(leads?|storms?|hail|wind|roof\w*|claims?|skip[- ]?trac\w*|prospect\w*|granizo|tormenta|techo)\b/i,
  social: /\b(social|posts?|linkedin|twitter|instagram|threads|facebook|calendar|redes)\b/i,
  developer: /\b(bugs?|feature|implement\w*|integration|webhook|debug\w*|fix|refactor|desarroll\w*|error)\b/i,
  devops: /\b(deploy\w*|uptime|server|incident|monitor\w*|backup|rollback|latency|despliegue|servidor)\b/i,
};

export function routeByKeywords(instruction: string, roles: readonly AgentRole[]): AgentRole[] {
  const hits = roles.filter((r) => ROLE_WORDS[r].test(instruction));
  return hits.length ? hits : roles.includes("coo") ? ["coo"] : roles.slice(0, 1);
}

/**
 * A planning call: the model splits the instruction into one task per agent
 * that should act on it. The roles it may use are the ones given.
 */
export async function planWithModel(
  ai: LanguageModelService,
  input: { instruction: string; expectedOutcome?: string | null; priority: string },
  agents: { role: AgentRole; name: string; description: string | null }[],
  signal?: AbortSignal,
): Promise<CommandPlan> {
  const roster = agents.map((a) => `- ${a.role}: ${a.name} — ${a.description ?? ""}`).join("\n");
  const { object } = await ai.generateObject({
    schema: commandPlanSchema,
    schemaName: "command_plan",
    system:
      "You dispatch an operator's instruction to the AI agents of a small business group (RoofStrike: storm-damage roofing claims in Houston; DealEngineAI: cross-border real estate in Mexico). " +
      "Choose only the agents whose job the instruction needs (usually one to three) and write one concrete task for each: a short imperative title and a description with the expected deliverable. " +
      "Use only these roles:\n" + roster,
    prompt:
      `Instruction (priority ${input.priority}): ${input.instruction}` +
      (input.expectedOutcome ? `\nExpected outcome: ${input.expectedOutcome}` : ""),
    signal,
  });
  const allowed = new Set(agents.map((a) => a.role));
  const assignments = object.assignments.filter((a) => allowed.has(a.role));
  if (assignments.length === 0) throw new Error("the plan named no known agent");
  return { assignments };
}
