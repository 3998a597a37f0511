import { enumLabel } from "@web/lib/enum-label";
import { Rocket } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SampleDataBadge } from "@web/components/sample-data-badge";
import { Badge } from "@web/components/ui/badge";
import { formatRelativeTime } from "@web/lib/format";
import { sampleScope } from "@web/lib/sample-data";
import { cn } from "@web/lib/utils";
import { useCompanyDeployments } from "../api/get-company-deployments";
import { deploymentStatusTone } from "../lib/status-tones";
import { Panel, PanelEmpty } from "./panel";

const KNOWN_STATUSES = ["completed", "running", "failed"];

export function DeploymentsPanel({ companyId }: { companyId: number }) {
  const { t, i18n } = useTranslation();
  const deployments = useCompanyDeployments(companyId);
  const scope = sampleScope(deployments.data ?? []);
  return (
    <Panel
      title={t("deployments.title")}
      icon={Rocket}
      testId="deployments-panel"
      sample={scope === "all"}
      isPending={deployments.isPending}
      isError={deployments.isError}
    >
      {deployments.data?.length === 0 ? (
        <PanelEmpty testId="deployments-empty">{t("liveHub.deployments.emptyHowTo")}</PanelEmpty>
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {deployments.data?.map((deployment) => (
            <li key={deployment.id} className="flex items-start justify-between gap-3 text-sm" data-testid="deployment-item">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">
                  {deployment.url ? (
                    <a href={deployment.url} target="_blank" rel="noreferrer noopener" className="hover:underline">{deployment.name}</a>
                  ) : (
                    deployment.name
                  )}
                </p>
                {deployment.repository && <p className="truncate text-xs text-slate-500">{deployment.repository}</p>}
                <p className="text-xs text-slate-500">
                  {enumLabel(t, "environment", deployment.environment)} ·{" "}
                  {deployment.commit && <code className="mr-1">{t("liveHub.deployments.commit", { sha: deployment.commit.slice(0, 7) })} ·</code>}
                  <time dateTime={deployment.deployedAt}>
                    {formatRelativeTime(deployment.deployedAt, i18n.resolvedLanguage ?? "en") ?? deployment.deployedAt}
                  </time>
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-1">
                {scope === "some" && deployment.isSample && <SampleDataBadge />}
                <Badge variant={deploymentStatusTone(deployment.status)} data-status={deployment.status}>
                  <span
                    aria-hidden="true"
                    className={cn(
                      "size-1.5 rounded-full bg-current",
                      deployment.status === "running" && "animate-pulse",
                    )}
                  />
                  {KNOWN_STATUSES.includes(deployment.status)
                    ? t(`deployments.status.${deployment.status}`)
                    : deployment.status}
                </Badge>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
