import type { ToolSet } from "ai";

/**
 * The agent engine: how an agent answers a conversation and works a task. The
 * offline engine answers from stored data; the language-model engine
 * (llm-engine.ts) streams replies and calls tools through the AI SDK.
 */
export interface AgentContext {
  agent: { id: number; name: string; role: string; systemPrompt: string; companyId: number | null; model?: string | null };
  company: { id: number; name: string; slug: string; description?: string | null; industry?: string | null } | null;
  /** The agent's open and recent tasks. */
  tasks: { title: string; status: string; priority: string; progress: number; isSample: boolean }[];
  metrics: { service: string; metric: string; value: string; isSample: boolean }[];
  dataSources: { name: string; type: string; status: string; isSample: boolean }[];
  /** Oldest first; in a chat it ends with the user's new message. */
  history: { role: string; content: string }[];
  /** The conversation's project context and summary, when there is one. */
  conversation?: { title: string | null; projectContext: string | null; summary: string | null };
  /** Tools over the product's data, run with the signed-in user's rights. */
  tools?: ToolSet;
}

export interface ToolCallRecord {
  id: string;
  name: string;
  input: unknown;
  output?: unknown;
  error?: string;
}

export interface AgentReplyMetadata {
  engine: string;
  model?: string;
  provider?: string;
  usage?: { inputTokens: number; outputTokens: number };
  toolCalls?: ToolCallRecord[];
  /** The user stopped the reply; content is what had arrived. */
  stopped?: boolean;
  [key: string]: unknown;
}

export interface AgentReply {
  content: string;
  metadata: AgentReplyMetadata;
}

/** Streaming callbacks; engines that cannot stream call onText once. */
export interface ReplyEvents {
  onText?(delta: string): void;
  onToolCall?(call: ToolCallRecord): void;
  onToolResult?(call: ToolCallRecord): void;
}

export interface TaskToWork {
  id: number;
  title: string;
  description: string | null;
  priority: string;
}

export interface TaskWork {
  result: string;
  metadata: AgentReplyMetadata;
}

export interface AgentEngine {
  readonly name: string;
  /** What the chat header shows: "<model>" or "Offline engine". */
  label?(agentModel?: string | null): string;
  reply(context: AgentContext, userMessage: string, signal?: AbortSignal, events?: ReplyEvents): Promise<AgentReply>;
  /** Works a task with the agent's tools. Absent: this engine cannot work tasks (offline). */
  work?(context: AgentContext, task: TaskToWork, onProgress: (progress: number) => Promise<void>, signal?: AbortSignal): Promise<TaskWork>;
}
