import { useTranslation } from "react-i18next";
import { LandingPage } from "@web/features/landing/components/landing-page";
import { changeLanguage } from "@web/lib/i18n";

/**
 * /landing inside the dashboard bundle (client-side navigation from the sidebar, or the dev
 * server). In production the server answers a direct visit with landing.html, the page's own
 * small bundle (decision 041). Both show the language switch.
 */
export default function LandingRoute() {
  const { i18n } = useTranslation();
  return <LandingPage onToggleLanguage={() => void changeLanguage(i18n.language === "es" ? "en" : "es")} />;
}
