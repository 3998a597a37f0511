import { useTranslation } from "react-i18next";
import { Link, useParams } from "wouter";
import { LeadDetail } from "@web/features/leads/components/lead-detail";
import { LeadList } from "@web/features/leads/components/lead-list";
import { ToolPage } from "../tool-page";

/** /leads and /leads/:id: the lead lifecycle (decision 070). */
export default function LeadsRoute() {
  const { t } = useTranslation();
  const params = useParams<{ id?: string }>();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  return id ? (
    <ToolPage wide crumb={t("leads.detailCrumb", { id })}>
      <Link href="/leads" className="text-sm text-blue-700 hover:underline">← {t("leads.backToList")}</Link>
      <LeadDetail id={id} />
    </ToolPage>
  ) : (
    <ToolPage wide>
      <LeadList />
    </ToolPage>
  );
}
