import { useTranslation } from "react-i18next";
import { ComingSoonPage } from "@web/components/layout/coming-soon-page";
import { RequireAuth } from "@web/features/auth/components/require-auth";

/** /dealengineai: the real-estate platform admin (spec 03); for now its title and an honest line. */
export default function DealEngineRoute() {
  const { t } = useTranslation();
  return (
    <RequireAuth>
      <ComingSoonPage title={t("pages.dealengineai")} />
    </RequireAuth>
  );
}
