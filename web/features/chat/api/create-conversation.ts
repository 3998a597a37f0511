import { useMutation } from "@tanstack/react-query";
import { conversationSchema } from "@contract/conversations";
import { apiJson } from "@web/lib/api";

/** Spec 01 §9: the client sends userId fixed at 1 (the server takes the user from the session). */
export const CONVERSATION_USER_ID = 1;

/** Spec 01 §7: the stored title is "Chat with" the agent's name (data, not UI text). */
export function conversationTitle(agentName: string): string {
  return `Chat with ${agentName}`;
}

export function createConversation(agent: { id: number; title: string }) {
  return apiJson("POST", "/api/conversations", conversationSchema, {
    agentId: agent.id,
    userId: CONVERSATION_USER_ID,
    title: agent.title,
  });
}

export function useCreateConversation() {
  return useMutation({ mutationFn: createConversation });
}
