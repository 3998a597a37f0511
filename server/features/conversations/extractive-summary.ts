/**
 * The offline summary: sentences taken from the conversation itself (no
 * language model, nothing invented): the first question, the latest question,
 * and the first sentence of the latest reply.
 */
export function extractiveSummary(history: { role: string; content: string }[]): string {
  const firstSentence = (s: string) => {
    const clean = s.replace(/\s+/g, " ").trim();
    const m = /^(.{1,220}?[.!?])(\s|$)/.exec(clean);
    return m ? m[1] : clean.length > 220 ? `${clean.slice(0, 217)}...` : clean;
  };
  const users = history.filter((m) => m.role === "user");
  const replies = history.filter((m) => m.role === "assistant");
  const parts = [`${history.length} messages (${users.length} from the operator).`];
  if (users[0]) parts.push(`First request: "${firstSentence(users[0].content)}"`);
  if (users.length > 1) parts.push(`Latest request: "${firstSentence(users.at(-1)!.content)}"`);
  if (replies.length) parts.push(`Latest reply: "${firstSentence(replies.at(-1)!.content)}"`);
  return `${parts.join(" ")} (Extractive summary: no language model is configured.)`;
}
