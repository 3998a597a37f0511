import { useTranslation } from "react-i18next";
import { ComingSoonPage } from "@web/components/layout/coming-soon-page";
import { RequireAuth } from "@web/features/auth/components/require-auth";

/** /marketing: the marketing automation hub (spec 03); for now its title and an honest line. */
export default function MarketingRoute() {
  const { t } = useTranslation();
  return (
    <RequireAuth>
      <ComingSoonPage title={t("pages.marketing")} />
    </RequireAuth>
  );
}
