import { MessageSquare, RotateCcw, Square } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { useMessages } from "../api/get-messages";
import { useAiStatus } from "../api/get-ai-status";
import { NO_ACTIVE_CONVERSATION } from "../api/send-message";
import { useAgentConversation } from "../hooks/use-agent-conversation";
import { useStreamingChat } from "../hooks/use-streaming-chat";
import { engineLabel } from "../lib/engine-label";
import { ChatComposer } from "./chat-composer";
import { ChatMessageList } from "./chat-message-list";
import { AgentUsage } from "./agent-usage";

/**
 * Chat with the active agent (spec 01 §2 "Panel behaviours"): replies stream
 * in over server-sent events, with a stop button while they do and
 * "Regenerate" on the last reply. The header shows the model in use.
 */
export function ChatPanel({ agent }: { agent: { id: number; name: string } }) {
  const { t } = useTranslation();
  const { conversationId, isCreating } = useAgentConversation(agent);
  const messages = useMessages(conversationId);
  const chat = useStreamingChat(conversationId);
  const status = useAiStatus(agent.id);
  const [draft, setDraft] = useState("");

  const list = messages.data ?? [];
  const fromMessages = engineLabel(list);
  const label = status.data
    ? status.data.configured
      ? t("agentChat.powered", { name: status.data.label })
      : t("chat.engineOffline")
    : fromMessages.kind === "offline"
      ? t("chat.engineOffline")
      : t("agentChat.powered", { name: fromMessages.name });

  const { state } = chat;
  const canRegenerate = !state.active && list.length > 0 && conversationId !== null;

  function handleSend(text: string) {
    setDraft("");
    void chat.send(text);
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
          {t("chat.title", { name: agent.name })}
        </CardTitle>
        <Badge variant="secondary" data-testid="chat-engine">
          {label}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-3">
        {messages.isError && (
          <Alert variant="destructive">
            <AlertDescription>{t("chat.loadFailed")}</AlertDescription>
          </Alert>
        )}
        <ChatMessageList messages={list} agentName={agent.name} pendingText={state.pendingText} streaming={state} />
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
          disabled={state.active || isCreating}
          agentName={agent.name}
        />
        {status.data?.configured && <AgentUsage agentId={agent.id} refreshKey={list.length} />}
      </CardContent>
    </Card>
  );
}
