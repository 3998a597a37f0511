import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { LANGUAGES } from "@contract/landing-rules";
import en from "@web/locales/en.json";
import es from "@web/locales/es.json";
import { addFormatters } from "./format";
import { LANGUAGE_STORAGE_KEY, type Language, storedLanguage } from "./language";

/**
 * Catalogs: the core strings in locales/<lang>.json, and one file per feature
 * area in locales/<lang>/<area>.json, reachable as t("<area>.key"). A feature
 * adds its own file instead of growing the shared one.
 */
const areaFiles = {
  en: import.meta.glob<Record<string, unknown>>("../locales/en/*.json", { eager: true, import: "default" }),
  es: import.meta.glob<Record<string, unknown>>("../locales/es/*.json", { eager: true, import: "default" }),
};
function withAreas(core: Record<string, unknown>, files: Record<string, Record<string, unknown>>) {
  const out: Record<string, unknown> = { ...core };
  for (const [file, strings] of Object.entries(files)) {
    const area = file.split("/").pop()!.replace(/\.json$/, "");
    out[area] = strings;
  }
  return out;
}
export const catalogs = {
  en: withAreas(en, areaFiles.en),
  es: withAreas(es, areaFiles.es),
};

/** The product's two languages (one list, in contract/landing-rules.ts); the reader's is found in ./language. */
export const SUPPORTED_LANGUAGES = LANGUAGES;
export { LANGUAGE_STORAGE_KEY, type Language } from "./language";

/** Switches the language and remembers the choice in localStorage. */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage may be unavailable (private mode); the switch still applies to this tab
  }
  await i18n.changeLanguage(language);
}

function syncDocumentLanguage(language: string): void {
  if (typeof document !== "undefined") document.documentElement.lang = language;
}

export const i18nReady = i18n.use(initReactI18next).init({
  resources: { en: { translation: catalogs.en }, es: { translation: catalogs.es } },
  lng: storedLanguage(),
  fallbackLng: "en",
  supportedLngs: [...SUPPORTED_LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
});
// Numbers and money in the app's locales (es-MX for Spanish), not i18next's "es" ("14.968").
addFormatters(i18n);

i18n.on("languageChanged", syncDocumentLanguage);
syncDocumentLanguage(i18n.language ?? "en");

export default i18n;
