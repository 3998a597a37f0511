import { Archive, FolderKanban, Save } from "lucide-react";
import { agentName } from "@web/lib/agent-name";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CONVERSATION_PRIORITIES, CONVERSATION_STATUSES, type EnhancedConversation } from "@contract/conversations";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { cn } from "@web/lib/utils";
import { useEnhancedConversations } from "../api/get-enhanced-conversations";
import { useSetConversationStatus } from "../api/set-conversation-status";
import { headline } from "../lib/conversation-list";
import { useUpdateConversationContext } from "../api/update-conversation-context";

const MAX_TAGS = 3;

/** Spec 02 §9: the analytics of the continuity manager. */
export function continuityAnalytics(list: readonly Pick<EnhancedConversation, "status" | "priority" | "messageCount">[]) {
  const total = list.length;
  return {
    total,
    active: list.filter((c) => c.status === "active").length,
    highPriority: list.filter((c) => c.priority === "high" || c.priority === "urgent").length,
    averageMessages: total ? Math.round(list.reduce((s, c) => s + c.messageCount, 0) / total) : 0,
  };
}

/**
 * Project Continuity Manager (spec 02 §2.8): conversations, projects (grouped
 * by project context) and analytics; a detail modal edits context, tags and
 * priority (the save sends those three), archive is its own action. Calls:
 * GET /api/conversations/enhanced, PUT /api/conversations/:id/context,
 * PUT /api/conversations/:id/status (decision 023).
 */
export function ContinuityManager() {
  const { t } = useTranslation();
  const list = useEnhancedConversations();
  const [tab, setTab] = useState<"conversations" | "projects" | "analytics">("conversations");
  const [openId, setOpenId] = useState<number | null>(null);
  const all = list.data ?? [];
  const open = all.find((c) => c.id === openId) ?? null;
  const projects = [...all.reduce((m, c) => m.set(c.projectContext?.trim() || "", [...(m.get(c.projectContext?.trim() || "") ?? []), c]), new Map<string, EnhancedConversation[]>())];
  const stats = continuityAnalytics(all);

  return (
    <Card data-testid="continuity-manager">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FolderKanban className="size-5 text-blue-600" aria-hidden="true" />
          {t("continuity.title")}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div role="tablist" className="flex gap-1 rounded-md bg-slate-100 p-1">
          {(["conversations", "projects", "analytics"] as const).map((k) => (
            <button key={k} type="button" role="tab" aria-selected={tab === k} onClick={() => setTab(k)} className={cn("flex-1 rounded px-3 py-1.5 text-sm", tab === k ? "bg-white shadow-sm" : "text-slate-600")} data-testid={`continuity-tab-${k}`}>
              {t(`continuity.tabs.${k}`)}
            </button>
          ))}
        </div>
        {list.isPending ? (
          <p className="text-sm text-slate-500">{t("continuity.loading")}</p>
        ) : list.isError ? (
          <p className="text-sm text-red-700">{t("continuity.loadFailed")}</p>
        ) : tab === "conversations" ? (
          all.length === 0 ? (
            <p className="text-sm text-slate-500">{t("continuity.empty")}</p>
          ) : (
            <ul className="grid gap-2 sm:grid-cols-2">
              {all.map((c) => (
                <li key={c.id}>
                  <button type="button" onClick={() => setOpenId(c.id)} className="grid w-full gap-1 rounded-md border border-slate-200 p-3 text-left text-sm" data-testid="continuity-card">
                    <span className="font-medium">{headline(c) ?? t("conversations.untitled")}</span>
                    <span className="text-xs text-slate-500">
                      {agentName(t, { name: c.agentName })} · {t(`continuity.priorities.${c.priority}`, { defaultValue: c.priority })} · {t(`conversations.status.${c.status}`, { defaultValue: c.status })} · {t("conversations.messages", { count: c.messageCount })}
                    </span>
                    <span className="flex flex-wrap gap-1" data-testid="continuity-tags">
                      {c.tags.slice(0, MAX_TAGS).map((tag) => (
                        <Badge key={tag} variant="secondary">{tag}</Badge>
                      ))}
                      {c.tags.length > MAX_TAGS && <Badge variant="outline">+{c.tags.length - MAX_TAGS}</Badge>}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )
        ) : tab === "projects" ? (
          <ul className="grid gap-2">
            {projects.map(([project, convs]) => (
              <li key={project || "-"} className="rounded-md border border-slate-200 p-3 text-sm" data-testid="continuity-project">
                <p className="font-medium">{project || t("continuity.noProject")}</p>
                <p className="text-xs text-slate-500">{convs.map((c) => c.title ?? agentName(t, { name: c.agentName })).join(" · ")}</p>
              </li>
            ))}
          </ul>
        ) : (
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="continuity-analytics">
            {(["total", "active", "highPriority", "averageMessages"] as const).map((k) => (
              <div key={k} className="rounded-md border border-slate-200 p-3">
                <dt className="text-xs text-slate-500">{t(`continuity.analytics.${k}`)}</dt>
                <dd className="text-xl font-semibold" data-testid={`continuity-stat-${k}`}>{stats[k]}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
      {open && <ContinuityDetail conversation={open} onClose={() => setOpenId(null)} />}
    </Card>
  );
}

function ContinuityDetail({ conversation, onClose }: { conversation: EnhancedConversation; onClose: () => void }) {
  const { t } = useTranslation();
  const [context, setContext] = useState(conversation.projectContext ?? "");
  const [tags, setTags] = useState(conversation.tags.join(", "));
  const [priority, setPriority] = useState(conversation.priority);
  const [status, setStatus] = useState(conversation.status);
  const save = useUpdateConversationContext();
  const archive = useSetConversationStatus();
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent data-testid="continuity-detail">
        <DialogHeader>
          <DialogTitle>{conversation.title ?? t("conversations.untitled")}</DialogTitle>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="continuity-context">{t("conversations.context")}</Label>
          <Textarea id="continuity-context" rows={3} value={context} onChange={(e) => setContext(e.target.value)} data-testid="continuity-context" />
          <Label htmlFor="continuity-tags">{t("continuity.tagsLabel")}</Label>
          <Input id="continuity-tags" value={tags} onChange={(e) => setTags(e.target.value)} data-testid="continuity-tags-input" />
          <div className="flex gap-2">
            <div className="grid flex-1 gap-1">
              <Label>{t("continuity.priority")}</Label>
              <Select value={priority} onValueChange={setPriority}>
                <SelectTrigger aria-label={t("continuity.priority")} data-testid="continuity-priority"><SelectValue /></SelectTrigger>
                <SelectContent>
                  {CONVERSATION_PRIORITIES.map((p) => <SelectItem key={p} value={p}>{t(`continuity.priorities.${p}`)}</SelectItem>)}
                </SelectContent>
              </Select>
            </div>
            <div className="grid flex-1 gap-1">
              <Label>{t("continuity.status")}</Label>
              <Select value={status} onValueChange={setStatus}>
                <SelectTrigger aria-label={t("continuity.status")}><SelectValue /></SelectTrigger>
                <SelectContent>
                  {CONVERSATION_STATUSES.map((s) => <SelectItem key={s} value={s}>{t(`conversations.status.${s}`)}</SelectItem>)}
                </SelectContent>
              </Select>
            </div>
          </div>
          <p className="text-xs text-slate-500">{t("continuity.statusNote")}</p>
          {conversation.summary && <p className="rounded bg-slate-50 p-2 text-sm">{conversation.summary}</p>}
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={save.isPending}
              onClick={() =>
                save.mutate(
                  { id: conversation.id, context, tags: tags.split(",").map((x) => x.trim()).filter(Boolean), priority: priority as (typeof CONVERSATION_PRIORITIES)[number] },
                  { onSuccess: onClose },
                )
              }
              data-testid="continuity-save"
            >
              <Save aria-hidden="true" />
              {t("continuity.save")}
            </Button>
            {conversation.status !== "archived" && (
              <Button variant="outline" disabled={archive.isPending} onClick={() => archive.mutate({ id: conversation.id, status: "archived" }, { onSuccess: onClose })} data-testid="continuity-archive">
                <Archive aria-hidden="true" />
                {t("conversations.archive")}
              </Button>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
