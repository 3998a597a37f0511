import { MessageSquare, MessageSquarePlus, RotateCcw, Square } from "lucide-react";
import { useState, type ReactNode } from "react";
import type { AiStatus } from "@contract/ai";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { useMessages } from "../api/get-messages";
import { useAgentConversation } from "../hooks/use-agent-conversation";
import { NO_ACTIVE_CONVERSATION, useStreamingChat } from "../hooks/use-streaming-chat";
import { engineLabel } from "../lib/engine-label";
import { ChatComposer } from "./chat-composer";
import { ChatMessageList } from "./chat-message-list";
import { agentName, agentNameInSentence } from "@web/lib/agent-name";

/**
 * Chat with the active agent (spec 01 §2 "Panel behaviours"): replies stream
 * in over server-sent events, with a stop button while they do and
 * "Regenerate" on the last reply. It reopens the latest conversation with the agent, or
 * `opened` (one chosen on /conversations); "New chat" starts another, created with its
 * first message (decisions 061, 110). The header shows the model in use: `aiStatus` once the page
 * has read it, else what the last reply's metadata says. `usage` is what the page shows under
 * the composer, given the number of messages (it changes when a reply is stored).
 */
export function ChatPanel({
  agent,
  aiStatus,
  usage,
  opened,
}: {
  agent: { id: number; name: string };
  /** A conversation with this agent to open in place of the latest (GET /dashboard?conversation=). */
  opened?: number | null;
  aiStatus?: AiStatus;
  usage?: (messageCount: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const conversation = useAgentConversation(agent, opened);
  const { conversationId } = conversation;
  const messages = useMessages(conversationId);
  const chat = useStreamingChat(conversationId, conversation.ensure);
  const [draft, setDraft] = useState("");

  const list = messages.data ?? [];
  const fromMessages = engineLabel(list);
  const label = aiStatus
    ? aiStatus.configured
      ? t("agentChat.powered", { name: aiStatus.label })
      : t("chat.engineOffline")
    : fromMessages.kind === "offline"
      ? t("chat.engineOffline")
      : t("agentChat.powered", { name: fromMessages.name });

  const { state } = chat;
  const canRegenerate = !state.active && list.length > 0 && conversationId !== null;

  function handleSend(text: string) {
    setDraft("");
    void chat.send(text).then(conversation.touched);
  }

  const sendError = state.error
    ? state.error === NO_ACTIVE_CONVERSATION
      ? t("chat.noActiveConversation")
      : state.error
    : null;

  return (
    <Card className="flex flex-col" data-testid="chat-panel">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <MessageSquare className="size-5 text-blue-600" aria-hidden="true" />
          {t("chat.title", { name: agentNameInSentence(t, agent) })}
        </CardTitle>
        <div className="flex items-center gap-2">
          <Badge variant="secondary" data-testid="chat-engine">
            {label}
          </Badge>
          {conversationId !== null && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={state.active}
              onClick={() => {
                chat.clearError();
                conversation.startNew();
              }}
              data-testid="chat-new"
            >
              <MessageSquarePlus aria-hidden="true" />
              {t("conversations.newChat")}
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        {(messages.isError || conversation.loadFailed) && (
          <Alert variant="destructive">
            <AlertDescription>{t("chat.loadFailed")}</AlertDescription>
          </Alert>
        )}
        <ChatMessageList
          messages={list}
          agentName={agentName(t, agent)}
          agentNameInSentence={agentNameInSentence(t, agent)}
          pendingText={state.pendingText}
          streaming={state}
          loading={conversation.isLoading || (conversationId !== null && messages.isPending)}
        />
        {sendError && (
          <Alert variant="destructive" data-testid="chat-error">
            <AlertDescription>{t("chat.sendFailed", { message: sendError })}</AlertDescription>
          </Alert>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {state.active ? (
            <Button type="button" variant="outline" size="sm" onClick={chat.stop} data-testid="chat-stop">
              <Square aria-hidden="true" />
              {t("agentChat.stop")}
            </Button>
          ) : (
            canRegenerate && (
              <Button type="button" variant="ghost" size="sm" onClick={() => void chat.regenerate()} data-testid="chat-regenerate">
                <RotateCcw aria-hidden="true" />
                {t("agentChat.regenerate")}
              </Button>
            )
          )}
        </div>
        <ChatComposer
          value={draft}
          onChange={setDraft}
          onSend={handleSend}
          disabled={state.active || conversation.isCreating || conversation.isLoading}
          agentName={agentNameInSentence(t, agent)}
        />
        {usage?.(list.length)}
      </CardContent>
    </Card>
  );
}
