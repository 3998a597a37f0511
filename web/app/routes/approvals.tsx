import { useTranslation } from "react-i18next";
import { ApprovalQueue } from "@web/features/approvals/components/approval-queue";
import { ApprovalSettingsPanel } from "@web/features/approvals/components/approval-settings";
import { CampaignFigures } from "@web/features/approvals/components/campaign-figures";
import { ComposeWhatsapp } from "@web/features/approvals/components/compose-whatsapp";
import { useAuthStatus } from "@web/features/auth/api/get-auth-status";
import { ToolPage } from "../tool-page";

/** /approvals: nothing leaves without a person's yes (decision 072). */
export default function ApprovalsRoute() {
  const { t } = useTranslation();
  const auth = useAuthStatus();
  return (
    <ToolPage wide>
      <header className="grid gap-1">
        <h2 className="text-lg font-semibold text-slate-900">{t("approvals.title")}</h2>
        <p className="text-sm text-slate-600">{t("approvals.subtitle")}</p>
      </header>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="grid content-start gap-4">
          <ApprovalQueue />
        </div>
        <aside className="grid content-start gap-4">
          <CampaignFigures />
          <ComposeWhatsapp />
          <ApprovalSettingsPanel isAdmin={auth.user?.role === "admin"} />
        </aside>
      </div>
    </ToolPage>
  );
}
