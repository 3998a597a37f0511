import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { formatDay } from "@web/lib/format";
import { agentUsageQueryOptions, useAgentUsage } from "../api/get-agent-usage";

/** The agent's token usage per day (last 7 days): chat replies and task runs; read again when `refreshKey` changes. */
export function AgentUsage({ agentId, refreshKey }: { agentId: number; refreshKey?: unknown }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const usage = useAgentUsage(agentId);
  const seen = useRef(refreshKey);
  useEffect(() => {
    if (seen.current === refreshKey) return;
    seen.current = refreshKey;
    void qc.invalidateQueries({ queryKey: agentUsageQueryOptions(agentId).queryKey });
  }, [refreshKey, agentId, qc]);
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
              {t("agentChat.usageDay", { day: formatDay(d.day, i18n.language), input: d.inputTokens, output: d.outputTokens, replies: d.replies, taskRuns: d.taskRuns })}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
