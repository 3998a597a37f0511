import { Archive, Loader2, MessagesSquare, Save, Search, Sparkles } from "lucide-react";
import { useMemo, useState } from "react";
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
import { useSetConversationStatus } from "../api/set-conversation-status";
import { useSummarizeConversation } from "../api/summarize-conversation";
import { useUpdateConversationContext } from "../api/update-conversation-context";

/** Search is case-insensitive over title, project context and summary (spec 02 §5). */
export function matchesSearch(c: Pick<EnhancedConversation, "title" | "projectContext" | "summary">, q: string) {
  const s = q.trim().toLowerCase();
  if (!s) return true;
  return [c.title, c.projectContext, c.summary].some((v) => v?.toLowerCase().includes(s));
}

/**
 * The enhanced conversations view (spec 02 §2.6): search, agent and status
 * filters, an active/archived selector; the selected conversation's context
 * can be edited, summarized or archived (archiving clears the selection).
 */
export function EnhancedConversations() {
  const { t } = useTranslation();
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
            <SelectTrigger className="w-40" aria-label={t("conversations.agentFilter")} data-testid="conversations-agent">
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
            <SelectTrigger className="w-36" aria-label={t("conversations.statusFilter")} data-testid="conversations-status">
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

        <div className="grid gap-3 md:grid-cols-2">
          <ul className="grid max-h-[28rem] content-start gap-2 overflow-y-auto" data-testid="conversations-list">
            {list.isPending ? (
              <li className="text-sm text-slate-500">{t("conversations.loading")}</li>
            ) : list.isError ? (
              <li className="text-sm text-red-700">{t("conversations.loadFailed")}</li>
            ) : shown.length === 0 ? (
              <li className="text-sm text-slate-500" data-testid="conversations-empty">{t("conversations.empty")}</li>
            ) : (
              shown.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    onClick={() => {
                      setSelectedId(c.id);
                      setDraft(null);
                    }}
                    className={cn("grid w-full gap-1 rounded-md border p-3 text-left text-sm", c.id === selectedId ? "border-blue-500 bg-blue-50" : "border-slate-200")}
                    data-testid="conversation-row"
                  >
                    <span className="font-medium">{c.title ?? t("conversations.untitled")}</span>
                    <span className="flex flex-wrap gap-1">
                      <Badge variant="secondary">{c.agentName}</Badge>
                      <Badge variant="outline">{t(`conversations.status.${c.status}`, { defaultValue: c.status })}</Badge>
                      <Badge variant="outline">{t("conversations.messages", { count: c.messageCount })}</Badge>
                    </span>
                    {c.projectContext && <span className="line-clamp-2 text-xs text-slate-600">{c.projectContext}</span>}
                  </button>
                </li>
              ))
            )}
          </ul>

          {selected ? (
            <section className="grid content-start gap-2 rounded-md border border-slate-200 p-3" data-testid="conversation-detail">
              <h3 className="font-medium">{selected.title ?? t("conversations.untitled")}</h3>
              <Label htmlFor="conversation-context">{t("conversations.context")}</Label>
              <Textarea id="conversation-context" rows={4} value={draft ?? selected.projectContext ?? ""} onChange={(e) => setDraft(e.target.value)} data-testid="conversation-context" />
              <div className="flex flex-wrap gap-2">
                <Button size="sm" disabled={draft === null || updateContext.isPending} onClick={() => updateContext.mutate({ id: selected.id, context: draft ?? "" }, { onSuccess: () => setDraft(null) })} data-testid="conversation-save-context">
                  <Save aria-hidden="true" />
                  {t("conversations.saveContext")}
                </Button>
                <Button size="sm" variant="outline" disabled={summarize.isPending || selected.messageCount === 0} onClick={() => summarize.mutate(selected.id)} data-testid="conversation-summarize">
                  {summarize.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
                  {t("conversations.summarize")}
                </Button>
                {selected.status !== "archived" && (
                  <Button size="sm" variant="outline" disabled={setConvStatus.isPending} onClick={() => setConvStatus.mutate({ id: selected.id, status: "archived" }, { onSuccess: () => setSelectedId(null) })} data-testid="conversation-archive">
                    <Archive aria-hidden="true" />
                    {t("conversations.archive")}
                  </Button>
                )}
              </div>
              <p className="text-xs font-medium text-slate-500">{t("conversations.summary")}</p>
              <p className="whitespace-pre-wrap text-sm" data-testid="conversation-summary">
                {selected.summary ?? t("conversations.noSummary")}
              </p>
            </section>
          ) : (
            <p className="text-sm text-slate-500">{t("conversations.selectHint")}</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
