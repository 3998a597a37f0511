import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import en from "@web/locales/en/landing.json";
import es from "@web/locales/es/landing.json";

/**
 * The landing bundle's own i18next instance with only the landing strings
 * (the dashboard's catalogs stay out of this bundle). Same keys as the app:
 * t("landing.key"); the same stored language choice.
 */
const STORAGE_KEY = "aoh.language";
function stored(): "en" | "es" {
  try {
    const v = localStorage.getItem(STORAGE_KEY);
    if (v === "en" || v === "es") return v;
  } catch {
    // no storage
  }
  return navigator.language?.toLowerCase().startsWith("es") ? "es" : "en";
}

export const ready = i18n.use(initReactI18next).init({
  resources: { en: { translation: { landing: en } }, es: { translation: { landing: es } } },
  lng: stored(),
  fallbackLng: "en",
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function toggleLanguage() {
  const next = i18n.language === "es" ? "en" : "es";
  try {
    localStorage.setItem(STORAGE_KEY, next);
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
