import { useTranslation } from "react-i18next";
import { ComingSoonPage } from "@web/components/layout/coming-soon-page";
import { RequireAuth } from "@web/features/auth/components/require-auth";

/** /roofstrike: the roofing platform admin (spec 03); for now its title and an honest line. */
export default function RoofstrikeRoute() {
  const { t } = useTranslation();
  return (
    <RequireAuth>
      <ComingSoonPage title={t("pages.roofstrike")} />
    </RequireAuth>
  );
}
