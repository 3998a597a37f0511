import { Archive, Info, Loader2, MessageSquareShare, MessagesSquare, Save, Search, Sparkles } from "lucide-react";
import { Link } from "wouter";
import { useEffect, useMemo, useRef, useState, type Ref } from "react";
import { useTranslation } from "react-i18next";
import type { EnhancedConversation } from "@contract/conversations";
import { Alert, AlertDescription } from "@web/components/ui/alert";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { errorMessage } from "@web/lib/api";
import { cn } from "@web/lib/utils";
import { useEnhancedConversations } from "../api/get-enhanced-conversations";
import { useMessages } from "../api/get-messages";
import { groupByDay, headline, lastMovedAt, localizedPreview, matchesSearch, plainPreview, type DayKey } from "../lib/conversation-list";
import { ChatMessageList } from "./chat-message-list";
import { useSetConversationStatus } from "../api/set-conversation-status";
import { useSummarizeConversation } from "../api/summarize-conversation";
import { useUpdateConversationContext } from "../api/update-conversation-context";
import { intlLocale } from "@web/lib/format";
import { agentName, agentNameInSentence } from "@web/lib/agent-name";
import { useRefreshLatestConversations } from "../api/get-latest-conversation";
import { useRefreshEnhancedConversations } from "../api/get-enhanced-conversations";
import { NO_ACTIVE_CONVERSATION, useStreamingChat } from "../hooks/use-streaming-chat";
import { chooseConversation } from "../hooks/use-agent-conversation";
import { ChatComposer } from "./chat-composer";

export { matchesSearch };

/**
 * The enhanced conversations view (spec 02 §2.6), read like a chat app: conversations
 * grouped by day with their agent, latest message and time; search, agent and status
 * filters, an active/archived selector. The selected conversation shows its transcript and
 * can be continued in place, or opened in its agent's chat (decision 110); its context can
 * be edited, summarized or archived (archiving clears the selection).
 * `modelConfigured` (from the page) says whether a summary comes from a model or is
 * extractive; an action that cannot run says why beside it.
 */
export function EnhancedConversations({ modelConfigured }: { modelConfigured?: boolean } = {}) {
  const { t, i18n } = useTranslation();
  const list = useEnhancedConversations();
  const [search, setSearch] = useState("");
  const [agent, setAgent] = useState("all");
  const [status, setStatus] = useState("all");
  const [view, setView] = useState<"active" | "archived">("active");
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const updateContext = useUpdateConversationContext();
  const summarize = useSummarizeConversation();
  const setConvStatus = useSetConversationStatus();

  const all = list.data ?? [];
  const agents = useMemo(() => [...new Map(all.map((c) => [c.agentId, c.agentName])).entries()], [all]);
  const shown = all.filter(
    (c) =>
      (view === "archived" ? c.status === "archived" : c.status !== "archived") &&
      (agent === "all" || String(c.agentId) === agent) &&
      (status === "all" || c.status === status) &&
      matchesSearch(c, search),
  );
  const selected = all.find((c) => c.id === selectedId) ?? null;
  const error = updateContext.error ?? summarize.error ?? setConvStatus.error;
  const groups = groupByDay(shown);
  const formats = useMemo(() => dateFormats(i18n.language), [i18n.language]);
  const dayLabel = (day: DayKey) =>
    day.kind === "date" ? formats.day(day.date) : t(`conversations.day.${day.kind}`);
  const detailRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // On a phone the detail sits under the list: bring it into view when one is chosen.
    if (selectedId !== null && globalThis.matchMedia?.("(max-width: 767px)").matches) detailRef.current?.scrollIntoView?.({ block: "start" });
  }, [selectedId]);

  return (
    <Card data-testid="enhanced-conversations">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessagesSquare className="size-5 text-blue-600" aria-hidden="true" />
          {t("conversations.title")}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap items-end gap-2">
          <div className="relative min-w-48 flex-1">
            <Search className="absolute left-2 top-2.5 size-4 text-slate-400" aria-hidden="true" />
            <Input value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t("conversations.search")} aria-label={t("conversations.search")} className="pl-8" data-testid="conversations-search" />
          </div>
          <Select value={agent} onValueChange={setAgent}>
            <SelectTrigger className="w-auto min-w-40" aria-label={t("conversations.agentFilter")} data-testid="conversations-agent">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">{t("conversations.allAgents")}</SelectItem>
              {agents.map(([id, name]) => (
                <SelectItem key={id} value={String(id)}>
                  {name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Select value={status} onValueChange={setStatus}>
            <SelectTrigger className="w-auto min-w-36" aria-label={t("conversations.statusFilter")} data-testid="conversations-status">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {(["all", "active", "completed", "archived"] as const).map((s) => (
                <SelectItem key={s} value={s}>
                  {t(`conversations.status.${s}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <div className="flex rounded-md bg-slate-100 p-1" role="tablist">
            {(["active", "archived"] as const).map((v) => (
              <button key={v} type="button" role="tab" aria-selected={view === v} onClick={() => setView(v)} className={cn("rounded px-3 py-1 text-sm", view === v ? "bg-white shadow-sm" : "text-slate-600")} data-testid={`conversations-view-${v}`}>
                {t(`conversations.view.${v}`)}
              </button>
            ))}
          </div>
        </div>

        {error && (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage(error)}</AlertDescription>
          </Alert>
        )}

        <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
          <div
            className="grid min-w-0 grid-cols-1 max-h-[32rem] content-start gap-3 overflow-y-auto rounded-md focus-visible:outline-2 focus-visible:outline-blue-600"
            tabIndex={0}
            aria-label={t("conversations.listLabel")}
            data-testid="conversations-list"
          >
            {list.isPending ? (
              <ul className="grid gap-2" aria-busy="true" aria-label={t("conversations.loading")}>
                {[0, 1, 2].map((i) => (
                  <li key={i} className="h-16 animate-pulse rounded-md bg-slate-100" />
                ))}
              </ul>
            ) : list.isError ? (
              <p className="text-sm text-red-700">{t("conversations.loadFailed")}</p>
            ) : shown.length === 0 ? (
              <p className="text-sm text-slate-600" data-testid="conversations-empty">
                {all.length === 0 ? t("conversations.none") : t("conversations.empty")}
              </p>
            ) : (
              groups.map((group) => (
                <section key={group.key} aria-labelledby={`conversations-day-${group.key}`} data-testid="conversations-day">
                  <h3 id={`conversations-day-${group.key}`} className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
                    {dayLabel(group.day)}
                  </h3>
                  <ul className="grid grid-cols-1 gap-2">
                    {group.items.map((c) => (
                      <li key={c.id}>
                        <button
                          type="button"
                          onClick={() => {
                            setSelectedId(c.id);
                            setDraft(null);
                          }}
                          aria-current={c.id === selectedId ? "true" : undefined}
                          className={cn("grid w-full grid-cols-1 gap-0.5 rounded-md border p-3 text-left text-sm", c.id === selectedId ? "border-blue-500 bg-blue-50" : "border-slate-200 hover:bg-slate-50")}
                          data-testid="conversation-row"
                        >
                          <span className="flex min-w-0 items-baseline justify-between gap-2">
                            {/* A conversation's own words (its first message, its last) are stored text in the language it was held in: data-raw-text. */}
                            <span className="truncate font-medium" data-raw-text={headline(c) ? "" : undefined}>{headline(c) ?? t("conversations.untitled")}</span>
                            <time dateTime={lastMovedAt(c)} className="shrink-0 text-xs text-slate-600">
                              {group.day.kind === "date" ? formats.short(new Date(lastMovedAt(c))) : formats.time(new Date(lastMovedAt(c)))}
                            </time>
                          </span>
                          <span className="text-xs font-medium text-blue-800" data-testid="conversation-agent">{agentName(t, { name: c.agentName })}</span>
                          <span className="line-clamp-2 text-xs text-slate-600" data-testid="conversation-preview" data-raw-text="">
                            {c.lastMessage
                              ? `${c.lastMessage.role === "user" ? `${t("chat.you")}: ` : ""}${plainPreview(localizedPreview(c.lastMessage, i18n.language))}`
                              : (c.projectContext ?? t("conversations.noMessages"))}
                          </span>
                          {c.status !== "active" && (
                            <span>
                              <Badge variant="outline">{t(`conversations.status.${c.status}`, { defaultValue: c.status })}</Badge>
                            </span>
                          )}
                        </button>
                      </li>
                    ))}
                  </ul>
                </section>
              ))
            )}
          </div>

          {selected ? (
            <ConversationDetail
              key={selected.id}
              ref={detailRef}
              conversation={selected}
              draft={draft}
              setDraft={setDraft}
              modelConfigured={modelConfigured}
              saving={updateContext.isPending}
              onSave={() => updateContext.mutate({ id: selected.id, context: draft ?? "" }, { onSuccess: () => setDraft(null) })}
              summarizing={summarize.isPending}
              onSummarize={() => summarize.mutate(selected.id)}
              archiving={setConvStatus.isPending}
              onArchive={() => setConvStatus.mutate({ id: selected.id, status: "archived" }, { onSuccess: () => setSelectedId(null) })}
            />
          ) : all.length > 0 ? (
            <p className="text-sm text-slate-600">{t("conversations.selectHint")}</p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

function dateFormats(language: string) {
  const time = new Intl.DateTimeFormat(intlLocale(language), { hour: "numeric", minute: "2-digit" });
  const short = new Intl.DateTimeFormat(intlLocale(language), { day: "numeric", month: "short" });
  const sameYear = new Intl.DateTimeFormat(intlLocale(language), { weekday: "long", day: "numeric", month: "long" });
  const otherYear = new Intl.DateTimeFormat(intlLocale(language), { day: "numeric", month: "long", year: "numeric" });
  return {
    time: (d: Date) => time.format(d),
    short: (d: Date) => short.format(d),
    day: (d: Date) => (d.getFullYear() === new Date().getFullYear() ? sameYear : otherYear).format(d),
  };
}

/** One conversation: its transcript, its project context, and what can be done with it (and why not). */
function ConversationDetail({
  ref,
  conversation,
  draft,
  setDraft,
  modelConfigured,
  saving,
  onSave,
  summarizing,
  onSummarize,
  archiving,
  onArchive,
}: {
  ref: Ref<HTMLElement>;
  conversation: EnhancedConversation;
  draft: string | null;
  setDraft: (v: string) => void;
  modelConfigured?: boolean;
  saving: boolean;
  onSave: () => void;
  summarizing: boolean;
  onSummarize: () => void;
  archiving: boolean;
  onArchive: () => void;
}) {
  const { t } = useTranslation();
  const messages = useMessages(conversation.id);
  const chat = useStreamingChat(conversation.id);
  const refreshList = useRefreshEnhancedConversations();
  const refreshLatest = useRefreshLatestConversations();
  const [reply, setReply] = useState("");
  const empty = conversation.messageCount === 0;
  const sendError = chat.state.error ? (chat.state.error === NO_ACTIVE_CONVERSATION ? t("chat.noActiveConversation") : chat.state.error) : null;
  const summarizeNote = empty ? t("conversations.summarizeNeedsMessages") : modelConfigured === false ? t("conversations.summarizeExtractive") : null;
  return (
    <section ref={ref} className="grid min-w-0 content-start gap-2 rounded-md border border-slate-200 p-3" aria-labelledby="conversation-detail-title" data-testid="conversation-detail">
      <h3 id="conversation-detail-title" className="font-medium">
        {headline(conversation) ?? t("conversations.untitled")}
      </h3>
      <p className="text-xs text-slate-600">
        {agentName(t, { name: conversation.agentName })} · {t("conversations.messages", { count: conversation.messageCount })}
      </p>
      {messages.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{t("chat.loadFailed")}</AlertDescription>
        </Alert>
      ) : messages.isPending ? (
        <div className="h-48 animate-pulse rounded-md bg-slate-100" aria-busy="true" aria-label={t("conversations.loading")} />
      ) : (
        <div data-testid="conversation-transcript" data-raw-text="">
          <ChatMessageList
            messages={messages.data}
            agentName={agentName(t, { name: conversation.agentName })}
            agentNameInSentence={agentNameInSentence(t, { name: conversation.agentName })}
            pendingText={chat.state.pendingText}
            streaming={chat.state}
          />
        </div>
      )}
      {sendError && (
        <Alert variant="destructive" data-testid="conversation-reply-error">
          <AlertDescription>{t("chat.sendFailed", { message: sendError })}</AlertDescription>
        </Alert>
      )}
      <ChatComposer
        value={reply}
        onChange={setReply}
        onSend={(text) => {
          setReply("");
          void chat.send(text).then(() => {
            void refreshList();
            void refreshLatest();
          });
        }}
        disabled={chat.state.active || messages.isPending}
        agentName={agentNameInSentence(t, { name: conversation.agentName })}
        idPrefix="conversation-reply"
      />
      <p className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
        <span>{t("conversations.continueHint")}</span>
        <Link
          href={`/dashboard?agent=${conversation.agentId}&conversation=${conversation.id}`}
          onClick={() => chooseConversation(conversation.agentId, conversation.id)}
          className="inline-flex items-center gap-1 font-medium text-blue-700 underline-offset-2 hover:underline"
          data-testid="conversation-open-in-chat"
        >
          <MessageSquareShare className="size-3.5" aria-hidden="true" />
          {t("conversations.openInChat", { name: agentNameInSentence(t, { name: conversation.agentName }) })}
        </Link>
      </p>
      <Label htmlFor="conversation-context">{t("conversations.context")}</Label>
      <Textarea id="conversation-context" rows={3} value={draft ?? conversation.projectContext ?? ""} onChange={(e) => setDraft(e.target.value)} data-testid="conversation-context" />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={draft === null || saving} onClick={onSave} data-testid="conversation-save-context">
          <Save aria-hidden="true" />
          {t("conversations.saveContext")}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={summarizing || empty}
          onClick={onSummarize}
          aria-describedby={summarizeNote ? "conversation-summarize-note" : undefined}
          data-testid="conversation-summarize"
        >
          {summarizing ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
          {t("conversations.summarize")}
        </Button>
        {conversation.status !== "archived" && (
          <Button size="sm" variant="outline" disabled={archiving} onClick={onArchive} data-testid="conversation-archive">
            <Archive aria-hidden="true" />
            {t("conversations.archive")}
          </Button>
        )}
      </div>
      {summarizeNote && (
        <p id="conversation-summarize-note" className="flex items-start gap-1 text-xs text-slate-700" data-testid="conversation-summarize-note">
          <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          {summarizeNote}
        </p>
      )}
      <p className="text-xs font-medium text-slate-600">{t("conversations.summary")}</p>
      <p className="whitespace-pre-wrap text-sm" data-testid="conversation-summary">
        {conversation.summary ?? t("conversations.noSummary")}
      </p>
    </section>
  );
}
