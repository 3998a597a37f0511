import { Command } from "cmdk";
import { Bot, UserRound } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { useAgents } from "@web/features/agents/api/get-agents";
import { usePrioritizedLeads } from "@web/features/skip-trace/api/get-prioritized-leads";
import type { NavPage } from "../pages";
import { agentName } from "@web/lib/agent-name";

const itemClass =
  "flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-800 data-[selected=true]:bg-blue-50 data-[selected=true]:text-blue-900";

/** Ctrl/⌘-K: jump to any page, any agent (its dashboard) or a stored lead (the operations console's lead list). */
export function CommandPalette({ open, onOpenChange, pages }: { open: boolean; onOpenChange: (open: boolean) => void; pages: NavPage[] }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  // Agents and leads are read only while the palette is open.
  return (
    <Command.Dialog
      open={open}
      onOpenChange={onOpenChange}
      label={t("palette.title")}
      overlayClassName="fixed inset-0 z-50 bg-black/40"
      contentClassName="fixed left-1/2 top-[12vh] z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xl"
      data-testid="command-palette"
    >
      <DialogPrimitive.Title className="sr-only">{t("palette.title")}</DialogPrimitive.Title>
      <DialogPrimitive.Description className="sr-only">{t("palette.hint")}</DialogPrimitive.Description>
      <Command.Input
        placeholder={t("palette.placeholder")}
        className="w-full border-b border-slate-200 px-4 py-3 text-sm outline-none"
        data-testid="palette-input"
      />
      <Command.List className="max-h-[60vh] overflow-y-auto p-2" tabIndex={-1}>
        <Command.Empty className="px-3 py-6 text-center text-sm text-slate-600">{t("palette.empty")}</Command.Empty>
        <Command.Group heading={t("palette.pages")} className="text-xs text-slate-600 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1">
          {pages.map((p) => {
            const Icon = p.icon;
            const name = t(`pages.${p.name}`);
            return (
              <Command.Item
                key={p.path}
                value={`${name} ${p.path}`}
                keywords={[t(`nav.group.${p.group}`)]}
                onSelect={() => {
                  onOpenChange(false);
                  navigate(p.path);
                }}
                className={itemClass}
                data-testid={`palette-page-${p.name}`}
              >
                <Icon className="size-4 text-slate-500" aria-hidden="true" />
                <span className="flex-1">{name}</span>
                <span className="text-xs text-slate-600">{t(`nav.group.${p.group}`)}</span>
              </Command.Item>
            );
          })}
        </Command.Group>
        {open && <AgentsAndLeads go={(path) => { onOpenChange(false); navigate(path); }} />}
      </Command.List>
    </Command.Dialog>
  );
}

function AgentsAndLeads({ go }: { go: (path: string) => void }) {
  const { t } = useTranslation();
  const agents = useAgents();
  const leads = usePrioritizedLeads();
  const heading = "text-xs text-slate-600 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1";
  return (
    <>
      {agents.isPending && <Command.Loading>{t("common.loading")}</Command.Loading>}
      {(agents.data?.length ?? 0) > 0 && (
        <Command.Group heading={t("palette.agents")} className={heading}>
          {agents.data!.map((a) => (
            <Command.Item key={a.id} value={`agent ${a.name} ${agentName(t, a)} ${a.role}`} onSelect={() => go(`/dashboard?agent=${a.id}`)} className={itemClass} data-testid={`palette-agent-${a.role}`}>
              <Bot className="size-4 text-slate-500" aria-hidden="true" />
              {agentName(t, a)}
            </Command.Item>
          ))}
        </Command.Group>
      )}
      {(leads.data?.prioritizedLeads.length ?? 0) > 0 && (
        <Command.Group heading={t("palette.leads")} className={heading}>
          {leads.data!.prioritizedLeads.map((l) => (
            <Command.Item key={l.id} value={`lead ${l.id} ${l.ownerName} ${l.propertyAddress}`} onSelect={() => go(`/agents/dashboard#lead-${l.id}`)} className={itemClass} data-testid="palette-lead">
              <UserRound className="size-4 text-slate-500" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate">{l.ownerName}</span>
              <span className="truncate text-xs text-slate-600">{l.propertyAddress}</span>
            </Command.Item>
          ))}
        </Command.Group>
      )}
    </>
  );
}
