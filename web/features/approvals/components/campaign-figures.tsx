import { CloudHail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { StatusPanel } from "@web/components/status-panel";
import { formatDay } from "@web/lib/format";
import { useApprovalCampaigns } from "../api/get-approval-campaigns";

const FIGURES = ["drafted", "approved", "sent", "replied", "converted", "rejected", "failed"] as const;

/** Storm campaigns with their figures, counted by the server from the queue and the leads. */
export function CampaignFigures() {
  const { t, i18n } = useTranslation();
  const q = useApprovalCampaigns();
  return (
    <StatusPanel title={t("approvals.campaigns.title")} icon={CloudHail} testId="storm-campaigns" query={q}>
      {q.data && q.data.length === 0 && <p className="text-sm text-slate-600">{t("approvals.campaigns.none")}</p>}
      <ul className="grid gap-3">
        {q.data?.map((c) => (
          <li key={c.id} className="grid gap-2 rounded-md border border-slate-200 p-3" data-testid="storm-campaign">
            <p className="font-medium text-slate-900">{c.stormDay ? t("approvals.campaigns.name", { day: formatDay(c.stormDay, i18n.language) }) : c.name}</p>
            {/* Cells at least 5.5rem wide, as many per row as fit: a figure's name ("Converted",
                "Rechazados") is never broken mid-word in the approvals page's narrow column. */}
            <dl className="grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-1.5 text-center">
              {FIGURES.map((f) => (
                <div key={f} className="min-w-0 rounded bg-slate-50 px-0.5 py-1">
                  <dt className="text-xs leading-tight text-slate-500">{t(`approvals.campaigns.${f}`)}</dt>
                  <dd className="text-lg font-semibold text-slate-900" data-testid={`campaign-${f}`}>{c.figures[f]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </StatusPanel>
  );
}
