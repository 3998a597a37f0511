import { MessageSquare } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { serverMessage } from "@web/lib/api";
import { useMessages } from "../api/get-messages";
import { NO_ACTIVE_CONVERSATION, useSendMessage } from "../api/send-message";
import { useAgentConversation } from "../hooks/use-agent-conversation";
import { engineLabel } from "../lib/engine-label";
import { ChatComposer } from "./chat-composer";
import { ChatMessageList } from "./chat-message-list";

/** Chat with the active agent (spec 01 §2 "Panel behaviours"). */
export function ChatPanel({ agent }: { agent: { id: number; name: string } }) {
  const { t } = useTranslation();
  const { conversationId, isCreating } = useAgentConversation(agent);
  const messages = useMessages(conversationId);
  const send = useSendMessage(conversationId);
  const [draft, setDraft] = useState("");

  const list = messages.data ?? [];
  const engine = engineLabel(list);

  function handleSend(text: string) {
    send.mutate(text, { onSuccess: () => setDraft("") });
  }

  const sendError = send.error
    ? send.error.message === NO_ACTIVE_CONVERSATION
      ? t("chat.noActiveConversation")
      : (serverMessage(send.error) ?? send.error.message)
    : null;

  return (
    <Card className="flex flex-col" data-testid="chat-panel">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <MessageSquare className="size-5 text-blue-600" aria-hidden="true" />
          {t("chat.title", { name: agent.name })}
        </CardTitle>
        <Badge variant="secondary" data-testid="chat-engine">
          {engine.kind === "offline" ? t("chat.engineOffline") : t("chat.engineNamed", { name: engine.name })}
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-3">
        {messages.isError && (
          <Alert variant="destructive">
            <AlertDescription>{t("chat.loadFailed")}</AlertDescription>
          </Alert>
        )}
        <ChatMessageList
          messages={list}
          agentName={agent.name}
          pendingText={send.isPending ? (send.variables ?? "") : null}
        />
        {sendError && (
          <Alert variant="destructive" data-testid="chat-error">
            <AlertDescription>{t("chat.sendFailed", { message: sendError })}</AlertDescription>
          </Alert>
        )}
        <ChatComposer
          value={draft}
          onChange={setDraft}
          onSend={handleSend}
          disabled={send.isPending || isCreating}
          agentName={agent.name}
        />
      </CardContent>
    </Card>
  );
}
