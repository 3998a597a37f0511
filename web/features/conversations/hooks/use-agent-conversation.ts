import { useCallback, useState } from "react";
import { conversationTitle, useCreateConversation } from "../api/create-conversation";
import { useRefreshEnhancedConversations } from "../api/get-enhanced-conversations";

/**
 * The conversation a chat panel shows. Opening the panel (or switching agents) creates
 * nothing: the chat starts empty, and the conversation is created (POST
 * /api/conversations, spec 01 §4) when its first message is sent, so merely visiting
 * leaves no empty row behind. "New chat" goes back to an empty chat (decision 061).
 * Earlier conversations are read on /conversations.
 */
export function useAgentConversation(agent: { id: number; name: string }) {
  const refreshList = useRefreshEnhancedConversations();
  const { mutateAsync, isPending } = useCreateConversation();
  const [current, setCurrent] = useState<{ agentId: number; id: number } | null>(null);
  const title = conversationTitle(agent.name);
  const conversationId = current?.agentId === agent.id ? current.id : null;

  /** The conversation to send into, created now if the chat is new. */
  const ensure = useCallback(async () => {
    if (conversationId !== null) return conversationId;
    const created = await mutateAsync({ id: agent.id, title });
    setCurrent({ agentId: agent.id, id: created.id });
    void refreshList();
    return created.id;
  }, [conversationId, mutateAsync, agent.id, title, refreshList]);

  return {
    conversationId,
    ensure,
    startNew: () => setCurrent(null),
    isCreating: isPending,
  };
}
