import { useCallback, useState } from "react";
import { conversationTitle, useCreateConversation } from "../api/create-conversation";
import { useEnhancedConversations, useRefreshEnhancedConversations } from "../api/get-enhanced-conversations";

/**
 * The conversation a chat panel shows. Opening the panel creates nothing: it shows the
 * user's latest active conversation with this agent, or an empty chat. The conversation
 * is created (POST /api/conversations, spec 01 §4) when the first message is sent;
 * "New chat" goes back to an empty chat with the same agent (decision 061).
 */
export function useAgentConversation(agent: { id: number; name: string }) {
  const list = useEnhancedConversations();
  const refreshList = useRefreshEnhancedConversations();
  const { mutateAsync, isPending } = useCreateConversation();
  // The user's choice for this agent: a conversation, or null for a new one; undefined: the latest.
  const [chosen, setChosen] = useState<{ agentId: number; id: number | null } | undefined>(undefined);
  const title = conversationTitle(agent.name);

  const latest = list.data?.find((c) => c.agentId === agent.id && c.status !== "archived")?.id ?? null;
  const conversationId = chosen?.agentId === agent.id ? chosen.id : latest;

  /** The conversation to send into, created now if the chat is new. */
  const ensure = useCallback(async () => {
    if (conversationId !== null) return conversationId;
    const created = await mutateAsync({ id: agent.id, title });
    setChosen({ agentId: agent.id, id: created.id });
    void refreshList();
    return created.id;
  }, [conversationId, mutateAsync, agent.id, title, refreshList]);

  return {
    conversationId,
    ensure,
    startNew: () => setChosen({ agentId: agent.id, id: null }),
    /** Until the latest conversation is known, sending would start a second chat. */
    isResolving: list.isPending && !list.isError,
    isCreating: isPending,
  };
}
