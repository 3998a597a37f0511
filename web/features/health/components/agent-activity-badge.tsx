import { useTranslation } from "react-i18next";
import { cn } from "@web/lib/utils";
import { useAgentActivity } from "../api/get-agent-activity";

const DOT = { active: "bg-green-500", idle: "bg-slate-400", failing: "bg-red-500" } as const;
const TEXT = { active: "text-green-700", idle: "text-slate-600", failing: "text-red-700" } as const;

/** An agent's state (active, idle, failing) from GET /api/health/agents, with the reason as its title. */
export function AgentActivityBadge({ agentId }: { agentId: number }) {
  const { t } = useTranslation();
  const activity = useAgentActivity().data?.find((a) => a.agentId === agentId);
  if (!activity) return null;
  return (
    <span className={cn("flex items-center gap-1 text-xs", TEXT[activity.state])} title={activity.reason} data-testid={`agent-activity-${agentId}`} data-state={activity.state}>
      <span className={cn("size-2 rounded-full", DOT[activity.state])} aria-hidden="true" />
      {t(`liveHub.agentState.${activity.state}`)}
    </span>
  );
}

/** The same state as a dot (the sidebar's agent list), its word as the label; nothing until the check answers. */
export function AgentActivityDot({ agentId }: { agentId: number }) {
  const { t } = useTranslation();
  const activity = useAgentActivity().data?.find((a) => a.agentId === agentId);
  if (!activity) return <span className="size-2 shrink-0 rounded-full bg-slate-200" aria-hidden="true" />;
  const label = t(`liveHub.agentState.${activity.state}`);
  return (
    <span
      className={cn("size-2 shrink-0 rounded-full", DOT[activity.state])}
      role="img"
      aria-label={label}
      title={`${label}: ${activity.reason}`}
      data-testid={`agent-dot-${agentId}`}
      data-state={activity.state}
    />
  );
}
