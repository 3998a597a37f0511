import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import en from "@web/locales/en/landing.json";
import es from "@web/locales/es/landing.json";
import { LANGUAGE_STORAGE_KEY, storedLanguage } from "@web/lib/language";

/**
 * The landing bundle's own i18next instance with only the landing strings
 * (the dashboard's catalogs stay out of this bundle). Same keys as the app:
 * t("landing.key"); the same language rule (web/lib/language.ts).
 */
export const ready = i18n.use(initReactI18next).init({
  resources: { en: { translation: { landing: en } }, es: { translation: { landing: es } } },
  lng: storedLanguage(),
  fallbackLng: "en",
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function toggleLanguage() {
  const next = i18n.language === "es" ? "en" : "es";
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
  } catch {
    // no storage
  }
  document.documentElement.lang = next;
  void i18n.changeLanguage(next);
}
document.documentElement.lang = i18n.language ?? "en";
/** The tab's title in the page's language (landing.html carries the English one for crawlers). */
const syncTitle = () => {
  document.title = i18n.t("landing.documentTitle");
};
void ready.then(syncTitle);
i18n.on("languageChanged", syncTitle);
