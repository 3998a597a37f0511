import { ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { outboundKindSchema, type OutboundKind } from "@contract/outbox";
import { StatusPanel } from "@web/components/status-panel";
import { useApprovalSettings } from "../api/get-approval-settings";
import { useUpdateApprovalSettings } from "../api/update-approval-settings";

/** Kinds whose checkbox says more: a Slack post only ever goes to the team's own channel (internal notices). */
const SETTING_HINTS: Partial<Record<OutboundKind, true>> = { slack_post: true };

/**
 * The approval rule: by default nothing skips approval; an admin may name kinds that do. Internal
 * notices to the team's own Slack (the standup, the weekly reports) skip it only when "Slack post" is checked.
 */
export function ApprovalSettingsPanel({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const q = useApprovalSettings();
  const update = useUpdateApprovalSettings();
  const kinds = q.data?.autoApproveKinds ?? [];
  const toggle = (k: OutboundKind, on: boolean) => update.mutate({ autoApproveKinds: on ? [...kinds, k] : kinds.filter((x) => x !== k) });
  return (
    <StatusPanel title={t("approvals.settings.title")} icon={ShieldCheck} testId="approval-settings" query={q}>
      <p className="mb-2 text-sm text-slate-600">{kinds.length ? t("approvals.settings.some") : t("approvals.settings.none")}</p>
      {/* What a tick does is said before anyone ticks (issue 19): the legend names the boxes, the note explains them. */}
      <fieldset className="grid gap-1 text-sm" disabled={!isAdmin || update.isPending} aria-describedby="approval-settings-explain" data-testid="approval-settings-kinds">
        <legend className="mb-1 font-medium text-slate-900">{t("approvals.settings.legend")}</legend>
        <p id="approval-settings-explain" className="mb-1 text-xs text-slate-600" data-testid="approval-settings-explain">{t("approvals.settings.explain")}</p>
        {outboundKindSchema.options.map((k) => (
          <label key={k} htmlFor={`auto-approve-${k}`} className="flex items-start gap-2">
            <input id={`auto-approve-${k}`} type="checkbox" className="mt-1" checked={kinds.includes(k)} onChange={(e) => toggle(k, e.target.checked)} data-testid={`auto-approve-${k}`} />
            <span>
              {t("approvals.settings.kindLabel", { kind: t(`approvals.kind.${k}`) })}
              {k in SETTING_HINTS && <span className="block text-xs text-slate-500">{t(`approvals.settings.hint.${k}`)}</span>}
            </span>
          </label>
        ))}
      </fieldset>
      {!isAdmin && <p className="mt-2 text-xs text-slate-500">{t("approvals.settings.adminOnly")}</p>}
    </StatusPanel>
  );
}
