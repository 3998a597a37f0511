import { useTranslation } from "react-i18next";
import { RequireAuth } from "@web/features/auth/components/require-auth";
import { CompanyAdminPage } from "../company-admin-page";

/** /dealengineai: the real-estate admin dashboard (spec 03 §2.3), with the Contract Translation Service. */
export default function DealEngineRoute() {
  const { t } = useTranslation();
  return (
    <RequireAuth>
      <CompanyAdminPage
        config={{ title: t("pages.dealengineai"), slug: "dealengineai", fallbackCompanyId: 2, defaultRole: "coo", contractTranslator: true }}
      />
    </RequireAuth>
  );
}
