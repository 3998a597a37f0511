import type { AgentContext } from "./engine";

/** A rough token estimate (4 characters a token), enough for budgeting. */
const estimateTokens = (s: string) => Math.ceil(s.length / 4) + 4;

/**
 * The system prompt: the agent's own prompt, its company's context, the
 * conversation's project context and summary, and a snapshot of its data
 * (tasks, metrics, data sources; sample rows flagged).
 */
export function buildSystemPrompt(ctx: AgentContext): string {
  const parts = [ctx.agent.systemPrompt.trim()];
  if (ctx.company) {
    const about = [ctx.company.description, ctx.company.industry ? `Industry: ${ctx.company.industry}` : null].filter(Boolean).join(" ");
    parts.push(`## Company\nYou are working for ${ctx.company.name}${about ? `: ${about}` : "."}`);
  }
  if (ctx.conversation?.projectContext?.trim()) parts.push(`## Project context\n${ctx.conversation.projectContext.trim()}`);
  if (ctx.conversation?.summary?.trim()) parts.push(`## Summary of the conversation so far\n${ctx.conversation.summary.trim()}`);
  const sample = (s: boolean) => (s ? " [sample data]" : "");
  if (ctx.tasks.length) {
    parts.push(
      `## Your tasks (latest ${ctx.tasks.length})\n` +
        ctx.tasks.map((t) => `- ${t.title}: ${t.status}${t.status === "in_progress" ? ` ${t.progress}%` : ""}, ${t.priority} priority${sample(t.isSample)}`).join("\n"),
    );
  }
  if (ctx.metrics.length) {
    parts.push(`## System metrics\n` + ctx.metrics.slice(0, 20).map((m) => `- ${m.service} ${m.metric}: ${m.value}${sample(m.isSample)}`).join("\n"));
  }
  if (ctx.dataSources.length) {
    parts.push(`## Data sources\n` + ctx.dataSources.map((d) => `- ${d.name} (${d.type}): ${d.status}${sample(d.isSample)}`).join("\n"));
  }
  parts.push(
    "Rows marked [sample data] are demonstration figures, not real results: say so if you cite them. " +
      "Use your tools to read or change tasks and data; never claim work was done unless a tool result shows it. Answer in Markdown.",
  );
  return parts.join("\n\n");
}

/**
 * The latest messages that fit the budget, oldest first. The newest message
 * is always kept (cut to the budget if it alone is larger).
 */
export function historyWithinBudget(history: { role: string; content: string }[], budgetTokens: number) {
  const kept: { role: "user" | "assistant"; content: string }[] = [];
  let used = 0;
  for (let i = history.length - 1; i >= 0; i--) {
    const m = history[i];
    if (m.role !== "user" && m.role !== "assistant") continue;
    const cost = estimateTokens(m.content);
    if (kept.length > 0 && used + cost > budgetTokens) break;
    const content = kept.length === 0 && cost > budgetTokens ? m.content.slice(0, budgetTokens * 4) : m.content;
    kept.unshift({ role: m.role, content });
    used += cost;
  }
  // Providers expect the conversation to start with the user.
  while (kept.length && kept[0].role !== "user") kept.shift();
  return kept;
}
