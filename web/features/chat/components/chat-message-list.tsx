import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Message } from "@contract/chat";
import { cn } from "@web/lib/utils";

/** The conversation's messages in a scrolling list with a maximum height. */
export function ChatMessageList({
  messages,
  agentName,
  pendingText,
}: {
  messages: readonly Message[];
  agentName: string;
  /** The text being sent, shown with "Thinking..." until the reply arrives. */
  pendingText: string | null;
}) {
  const { t } = useTranslation();
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: "end" });
  }, [messages.length, pendingText]);

  const empty = messages.length === 0 && pendingText === null;

  return (
    <div
      className="max-h-96 min-h-48 overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-3"
      role="log"
      aria-live="polite"
      aria-label={t("chat.messagesLabel")}
      data-testid="chat-messages"
    >
      {empty ? (
        <p className="py-8 text-center text-sm text-slate-500" data-testid="chat-empty">
          {t("chat.empty", { name: agentName })}
        </p>
      ) : (
        <ul className="grid gap-3">
          {messages.map((message) => (
            <ChatBubble
              key={message.id}
              author={message.role === "user" ? t("chat.you") : message.role === "assistant" ? agentName : t("chat.system")}
              role={message.role}
              content={message.content}
              testId="chat-message"
            />
          ))}
          {pendingText !== null && (
            <>
              <ChatBubble author={t("chat.you")} role="user" content={pendingText} testId="chat-message-pending" />
              <li className="text-sm italic text-slate-500" data-testid="chat-thinking">
                {t("chat.thinking")}
              </li>
            </>
          )}
        </ul>
      )}
      <div ref={endRef} />
    </div>
  );
}

function ChatBubble({
  author,
  role,
  content,
  testId,
}: {
  author: string;
  role: Message["role"];
  content: string;
  testId: string;
}) {
  const mine = role === "user";
  return (
    <li
      className={cn("flex flex-col gap-1", mine ? "items-end" : "items-start")}
      data-testid={testId}
      data-role={role}
    >
      <span className="text-xs text-slate-500">{author}</span>
      <p
        className={cn(
          "max-w-[85%] whitespace-pre-wrap break-words rounded-lg px-3 py-2 text-sm",
          mine ? "bg-blue-600 text-white" : role === "assistant" ? "bg-white text-slate-900 shadow-sm" : "bg-slate-200 text-slate-700",
        )}
      >
        {content}
      </p>
    </li>
  );
}
