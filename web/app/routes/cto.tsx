import { useTranslation } from "react-i18next";
import { ComingSoonPage } from "@web/components/layout/coming-soon-page";
import { RequireAuth } from "@web/features/auth/components/require-auth";

/** /cto: the CTO system dashboard; for now its title and an honest line. */
export default function CtoRoute() {
  const { t } = useTranslation();
  return (
    <RequireAuth>
      <ComingSoonPage title={t("pages.cto")} />
    </RequireAuth>
  );
}
