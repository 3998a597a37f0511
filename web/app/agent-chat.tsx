import { useAiStatus } from "@web/features/ai/api/get-ai-status";
import { AgentUsage } from "@web/features/ai/components/agent-usage";
import { ChatPanel } from "@web/features/conversations/components/chat-panel";

/** The chat with an agent, headed by the model it answers with, and its token usage when a model is configured. */
export function AgentChat({ agent, opened }: { agent: { id: number; name: string }; opened?: number | null }) {
  const status = useAiStatus(agent.id);
  return (
    <ChatPanel
      agent={agent}
      aiStatus={status.data}
      opened={opened}
      usage={status.data?.configured ? (messageCount) => <AgentUsage agentId={agent.id} refreshKey={messageCount} /> : undefined}
    />
  );
}
