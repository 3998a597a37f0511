import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Message } from "@contract/conversations";
import { cn } from "@web/lib/utils";
import type { StreamingToolCall } from "../hooks/use-streaming-chat";
import { MarkdownMessage } from "@web/components/markdown-message";
import { ToolCalls, toolCallsOf } from "./tool-calls";
import { messageText } from "../lib/message-text";

/** The conversation's messages in a scrolling list with a maximum height. */
export function ChatMessageList({
  messages,
  agentName,
  agentNameInSentence = agentName,
  pendingText,
  streaming,
  loading = false,
}: {
  messages: readonly Message[];
  agentName: string;
  /** The name as it reads in a sentence (the empty state's "con el Agente CTO"). */
  agentNameInSentence?: string;
  /** The text being sent, shown until the server has stored it. */
  pendingText: string | null;
  /** The reply streaming in: "Thinking..." until its first token. */
  streaming?: { active: boolean; replyText: string; toolCalls: readonly StreamingToolCall[] };
  /** The conversation to show is still being looked up: neither empty nor filled yet. */
  loading?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const active = streaming?.active ?? pendingText !== null;

  // The list scrolls to its latest message inside its own box: the page stays where it is
  // (scrollIntoView would move the page down to a chat that opens with messages).
  useEffect(() => {
    const box = boxRef.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [messages.length, pendingText, streaming?.replyText, streaming?.toolCalls.length]);

  const empty = messages.length === 0 && pendingText === null && !active;

  return (
    <div
      ref={boxRef}
      className="max-h-96 min-h-48 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-3"
      role="log"
      // A scroll area the keyboard can reach (axe: scrollable-region-focusable).
      tabIndex={0}
      aria-live="polite"
      aria-busy={active || loading}
      aria-label={t("chat.messagesLabel")}
      data-testid="chat-messages"
    >
      {loading && empty ? (
        <div className="grid gap-3" data-testid="chat-loading">
          <div className="h-10 w-2/3 animate-pulse justify-self-end rounded-lg bg-slate-200" />
          <div className="h-16 w-3/4 animate-pulse rounded-lg bg-slate-200" />
        </div>
      ) : empty ? (
        <p className="py-8 text-center text-sm text-slate-500" data-testid="chat-empty">
          {t("chat.empty", { name: agentNameInSentence })}
        </p>
      ) : (
        <ul className="grid gap-3">
          {messages.map((message) => (
            <ChatBubble
              key={message.id}
              author={message.role === "user" ? t("chat.you") : message.role === "assistant" ? agentName : t("chat.system")}
              role={message.role}
              content={messageText(message, i18n.language)}
              metadata={message.metadata}
              testId="chat-message"
            />
          ))}
          {pendingText !== null && <ChatBubble author={t("chat.you")} role="user" content={pendingText} testId="chat-message-pending" />}
          {active && streaming && streaming.toolCalls.length > 0 && (
            <li className="flex flex-col items-start">
              <ToolCalls calls={streaming.toolCalls} />
            </li>
          )}
          {active &&
            (streaming && streaming.replyText ? (
              <ChatBubble author={agentName} role="assistant" content={streaming.replyText} testId="chat-message-streaming" />
            ) : (
              <li className="text-sm italic text-slate-500" data-testid="chat-thinking">
                {t("chat.thinking")}
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}

function ChatBubble({
  author,
  role,
  content,
  metadata,
  testId,
}: {
  author: string;
  role: Message["role"];
  content: string;
  metadata?: Message["metadata"];
  testId: string;
}) {
  const { t } = useTranslation();
  const mine = role === "user";
  const calls = toolCallsOf(metadata);
  const usage = metadata?.usage as { inputTokens?: number; outputTokens?: number } | undefined;
  return (
    <li className={cn("flex flex-col gap-1", mine ? "items-end" : "items-start")} data-testid={testId} data-role={role}>
      <span className="text-xs text-slate-500">{author}</span>
      {calls.length > 0 && <ToolCalls calls={calls} />}
      <div
        className={cn(
          "max-w-[85%] break-words rounded-lg px-3 py-2 text-sm",
          mine ? "whitespace-pre-wrap bg-blue-600 text-white" : role === "assistant" ? "bg-white text-slate-900 shadow-sm" : "bg-slate-200 text-slate-700",
        )}
      >
        {role === "assistant" ? <MarkdownMessage content={content} /> : content}
      </div>
      {role === "assistant" && (metadata?.stopped === true || usage) && (
        <span className="text-xs text-slate-400" data-testid="chat-message-meta">
          {metadata?.stopped === true ? `${t("agentChat.stopped")} · ` : ""}
          {usage ? t("agentChat.tokens", { input: usage.inputTokens ?? 0, output: usage.outputTokens ?? 0 }) : ""}
        </span>
      )}
    </li>
  );
}
