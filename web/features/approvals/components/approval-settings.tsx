import { ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { outboundKindSchema, type OutboundKind } from "@contract/outbox";
import { StatusPanel } from "@web/components/status-panel";
import { useApprovalSettings } from "../api/get-approval-settings";
import { useUpdateApprovalSettings } from "../api/update-approval-settings";

/** The approval rule: by default nothing skips approval; an admin may name kinds that do. */
export function ApprovalSettingsPanel({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const q = useApprovalSettings();
  const update = useUpdateApprovalSettings();
  const kinds = q.data?.autoApproveKinds ?? [];
  const toggle = (k: OutboundKind, on: boolean) => update.mutate({ autoApproveKinds: on ? [...kinds, k] : kinds.filter((x) => x !== k) });
  return (
    <StatusPanel title={t("approvals.settings.title")} icon={ShieldCheck} testId="approval-settings" query={q}>
      <p className="mb-2 text-sm text-slate-600">{kinds.length ? t("approvals.settings.some") : t("approvals.settings.none")}</p>
      <fieldset className="grid gap-1 text-sm" disabled={!isAdmin || update.isPending}>
        {outboundKindSchema.options.map((k) => (
          <label key={k} className="flex items-center gap-2">
            <input type="checkbox" checked={kinds.includes(k)} onChange={(e) => toggle(k, e.target.checked)} />
            {t(`approvals.kind.${k}`)}
          </label>
        ))}
      </fieldset>
      {!isAdmin && <p className="mt-2 text-xs text-slate-500">{t("approvals.settings.adminOnly")}</p>}
    </StatusPanel>
  );
}
