import { regenerateResponseSchema } from "@contract/conversations";
import { endpoint } from "@web/lib/api";

/**
 * POST /api/conversations/:id/regenerate: replaces the last reply. The chat asks for server-sent
 * events (hooks/use-streaming-chat.ts); without them the answer is `{ reply }`.
 */
export const regenerateReply = endpoint("POST", "/api/conversations/:id/regenerate", regenerateResponseSchema);
