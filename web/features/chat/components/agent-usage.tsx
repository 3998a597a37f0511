import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { agentUsageSchema } from "@contract/ai";
import { apiJson } from "@web/lib/api";

/** The agent's token usage per day (last 7 days): chat replies and task runs. */
export function AgentUsage({ agentId, refreshKey }: { agentId: number; refreshKey?: unknown }) {
  const { t } = useTranslation();
  const usage = useQuery({
    queryKey: ["/api/agents", agentId, "usage", refreshKey],
    queryFn: () => apiJson("GET", `/api/agents/${agentId}/usage?days=7`, agentUsageSchema),
  });
  if (!usage.data) return null;
  return (
    <details className="text-xs text-slate-500" data-testid="agent-usage">
      <summary className="cursor-pointer">{t("agentChat.usageTitle")}</summary>
      {usage.data.days.length === 0 ? (
        <p>{t("agentChat.usageEmpty")}</p>
      ) : (
        <ul>
          {usage.data.days.map((d) => (
            <li key={d.day} data-testid="agent-usage-day">
              {t("agentChat.usageDay", { day: d.day, input: d.inputTokens, output: d.outputTokens, replies: d.replies, taskRuns: d.taskRuns })}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
