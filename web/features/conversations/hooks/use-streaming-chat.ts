import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Message } from "@contract/conversations";
import { endpointUrl, errorMessage, type Endpoint } from "@web/lib/api";
import { messagesQueryOptions } from "../api/get-messages";
import { regenerateReply } from "../api/regenerate-reply";
import { sendMessage } from "../api/send-message";
import { postEventStream } from "../lib/sse";

export const NO_ACTIVE_CONVERSATION = "No active conversation";

export interface StreamingToolCall {
  id: string;
  name: string;
  input: unknown;
  output?: unknown;
  error?: string;
}

export interface StreamingState {
  /** The user's text while it is being sent (before the server echoes it). */
  pendingText: string | null;
  /** The reply so far; "" means "Thinking..." (no token yet). */
  replyText: string;
  toolCalls: StreamingToolCall[];
  active: boolean;
  error: string | null;
}

const idle: StreamingState = { pendingText: null, replyText: "", toolCalls: [], active: false, error: null };

/**
 * Sends a message (or regenerates) over server-sent events: "Thinking..."
 * until the first token, tokens as they arrive, tool calls folded, a stop
 * that aborts the request (the server keeps what arrived). The message list
 * is refetched when the reply ends, however it ends.
 */
export function useStreamingChat(conversationId: number | null, ensureConversation?: () => Promise<number>) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamingState>(idle);
  const abortRef = useRef<AbortController | null>(null);
  const runningFor = useRef<number | null>(null);
  const currentId = useRef(conversationId);
  currentId.current = conversationId;

  // Another conversation shown: a reply still streaming into the previous one stops.
  // (The conversation created by the first message is the one the reply streams into.)
  useEffect(() => {
    if (runningFor.current !== null && runningFor.current !== conversationId) abortRef.current?.abort();
  }, [conversationId]);
  useEffect(() => () => abortRef.current?.abort(), []);

  const run = useCallback(
    async (target: Endpoint, body: unknown, pendingText: string | null, create: boolean) => {
      setState({ ...idle, pendingText, active: true });
      let resolved: number | null;
      try {
        resolved = currentId.current ?? (create && ensureConversation ? await ensureConversation() : null);
      } catch (err) {
        setState({ ...idle, error: errorMessage(err) });
        return false;
      }
      if (resolved === null) {
        setState({ ...idle, error: NO_ACTIVE_CONVERSATION });
        return false;
      }
      const conversationId = resolved;
      const abort = new AbortController();
      abortRef.current = abort;
      runningFor.current = conversationId;
      let ok = true;
      try {
        await postEventStream(endpointUrl(target, { id: conversationId }), body, abort.signal, ({ event, data }) => {
          const d = data as Record<string, unknown>;
          if (event === "message") {
            const message = data as Message;
            queryClient.setQueryData(messagesQueryOptions(conversationId).queryKey, (old) =>
              old?.some((m) => m.id === message.id) ? old : [...(old ?? []), message],
            );
            setState((s) => ({ ...s, pendingText: null }));
          } else if (event === "delta") {
            setState((s) => ({ ...s, replyText: s.replyText + String(d.text ?? "") }));
          } else if (event === "tool-call" || event === "tool-result") {
            const call = data as StreamingToolCall;
            setState((s) => ({ ...s, toolCalls: [...s.toolCalls.filter((c) => c.id !== call.id), call] }));
          } else if (event === "error") {
            ok = false;
            setState((s) => ({ ...s, error: String(d.message ?? "The agent could not reply") }));
          }
        });
      } catch (err) {
        if (!abort.signal.aborted) {
          ok = false;
          setState((s) => ({ ...s, error: errorMessage(err) }));
        }
      } finally {
        await queryClient.invalidateQueries({ queryKey: messagesQueryOptions(conversationId).queryKey });
        if (abortRef.current === abort) {
          abortRef.current = null;
          runningFor.current = null;
        }
        setState((s) => ({ ...idle, error: s.error }));
      }
      return ok;
    },
    [ensureConversation, queryClient],
  );

  return {
    state,
    /** Sends into the conversation, creating it first when the chat is new. */
    send: (content: string) => run(sendMessage, { role: "user", content }, content, true),
    regenerate: () => run(regenerateReply, {}, null, false),
    stop: () => abortRef.current?.abort(),
    clearError: () => setState((s) => ({ ...s, error: null })),
  };
}
