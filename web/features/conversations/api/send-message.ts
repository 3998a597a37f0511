import { sendMessageResponseSchema } from "@contract/conversations";
import { endpoint } from "@web/lib/api";

/**
 * POST /api/conversations/:id/messages { role: "user", content }. The chat asks for server-sent
 * events (hooks/use-streaming-chat.ts); without them the answer is `{ message, reply }`.
 */
export const sendMessage = endpoint("POST", "/api/conversations/:id/messages", sendMessageResponseSchema);
