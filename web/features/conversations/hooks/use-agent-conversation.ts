import { useEffect, useRef, useState } from "react";
import { conversationTitle, useCreateConversation } from "../api/create-conversation";

type ConversationState =
  | { agentId: number; status: "creating" }
  | { agentId: number; status: "ready"; id: number }
  | { agentId: number; status: "failed" };

/**
 * A conversation is created whenever the active agent changes (spec 01 §4).
 * Failure is only logged; the chat then has no active conversation.
 */
export function useAgentConversation(agent: { id: number; name: string }) {
  const { mutateAsync } = useCreateConversation();
  const [state, setState] = useState<ConversationState>({ agentId: agent.id, status: "creating" });
  const requestedFor = useRef<number | null>(null);
  const currentAgent = useRef(agent.id);
  currentAgent.current = agent.id;
  const title = conversationTitle(agent.name);

  useEffect(() => {
    if (requestedFor.current === agent.id) return; // StrictMode runs effects twice
    requestedFor.current = agent.id;
    const agentId = agent.id;
    setState({ agentId, status: "creating" });
    mutateAsync({ id: agentId, title }).then(
      (created) => {
        if (currentAgent.current === agentId) setState({ agentId, status: "ready", id: created.id });
      },
      (error: unknown) => {
        console.error("Failed to create conversation", error);
        if (currentAgent.current === agentId) setState({ agentId, status: "failed" });
      },
    );
  }, [agent.id, title, mutateAsync]);

  const current: ConversationState =
    state.agentId === agent.id ? state : { agentId: agent.id, status: "creating" };
  return {
    conversationId: current.status === "ready" ? current.id : null,
    isCreating: current.status === "creating",
  };
}
