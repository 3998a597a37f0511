import { useMutation } from "@tanstack/react-query";
import { conversationSchema } from "@contract/conversations";
import { callEndpoint, endpoint } from "@web/lib/api";

export const createConversation = endpoint("POST", "/api/conversations", conversationSchema);

/** Spec 01 §9: the client sends userId fixed at 1 (the server takes the user from the session). */
export const CONVERSATION_USER_ID = 1;

/** Spec 01 §7: the stored title is "Chat with" the agent's name (data, not UI text). */
export function conversationTitle(agentName: string): string {
  return `Chat with ${agentName}`;
}

export function useCreateConversation() {
  return useMutation({
    mutationFn: (agent: { id: number; title: string }) =>
      callEndpoint(createConversation, { body: { agentId: agent.id, userId: CONVERSATION_USER_ID, title: agent.title } }),
  });
}
