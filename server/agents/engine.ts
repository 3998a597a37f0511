/**
 * The agent engine: how an agent answers a conversation. The offline engine is
 * the first implementation; language-model providers plug in behind the same
 * interface.
 */
export interface AgentContext {
  agent: { id: number; name: string; role: string; systemPrompt: string; companyId: number | null };
  company: { id: number; name: string; slug: string } | null;
  /** The agent's open and recent tasks. */
  tasks: { title: string; status: string; priority: string; progress: number; isSample: boolean }[];
  metrics: { service: string; metric: string; value: string; isSample: boolean }[];
  dataSources: { name: string; type: string; status: string; isSample: boolean }[];
  history: { role: string; content: string }[];
}

export interface AgentReply {
  content: string;
  metadata: { engine: string; model?: string };
}

export interface AgentEngine {
  readonly name: string;
  reply(context: AgentContext, userMessage: string, signal?: AbortSignal): Promise<AgentReply>;
}
