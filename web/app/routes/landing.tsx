import { useTranslation } from "react-i18next";
import { ComingSoonPage } from "@web/components/layout/coming-soon-page";

/** /landing: the public landing page (spec 03); for now its title and an honest line. */
export default function LandingRoute() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t("app.name")} homeLink={false} />;
}
