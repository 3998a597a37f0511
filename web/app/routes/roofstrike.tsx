import { useTranslation } from "react-i18next";
import { CompanyAdminPage } from "../company-admin-page";

/** /roofstrike: the storm-claims admin dashboard (spec 03 §2.2). */
export default function RoofstrikeRoute() {
  const { t } = useTranslation();
  return (
      <CompanyAdminPage config={{ title: t("pages.roofstrike"), slug: "roofstrike", fallbackCompanyId: 1, defaultRole: "cto" }} />
  );
}
