import i18n, { createInstance, type i18n as I18n } from "i18next";
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
/**
 * Every plural category of the language, the ones a catalog does not write read as its `_other`:
 * Spanish has "many" for whole millions (Intl: 1,000,000 → "many"), and a count of 1,000,000
 * found no `_many` key and fell back to the English sentence.
 */
export function withEveryPluralForm(catalog: Record<string, unknown>, language: string): Record<string, unknown> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories.filter((c) => c !== "one" && c !== "other");
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(catalog)) {
    out[key] = value !== null && typeof value === "object" ? withEveryPluralForm(value as Record<string, unknown>, language) : value;
  }
  for (const key of Object.keys(catalog)) {
    if (!key.endsWith("_other")) continue;
    const stem = key.slice(0, -"_other".length);
    for (const c of categories) if (!(`${stem}_${c}` in out)) out[`${stem}_${c}`] = catalog[key];
  }
  return out;
}
export const catalogs = {
  en: withEveryPluralForm(withAreas(en, areaFiles.en), "en"),
  es: withEveryPluralForm(withAreas(es, areaFiles.es), "es"),
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

/** How every i18next of the app is set up: the app's own below, and a test's (createAppI18n). */
const appOptions = {
  resources: { en: { translation: catalogs.en }, es: { translation: catalogs.es } },
  fallbackLng: "en",
  supportedLngs: [...SUPPORTED_LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
} as const;

export const i18nReady = i18n.use(initReactI18next).init({ ...appOptions, lng: storedLanguage() });
// Numbers and money in the app's locales (es-MX for Spanish), not i18next's "es" ("14.968").
addFormatters(i18n);

i18n.on("languageChanged", syncDocumentLanguage);
syncDocumentLanguage(i18n.language ?? "en");

export default i18n;

/**
 * A separate i18next over the app's catalogs, ready at once, for tests: the test files of a
 * worker share modules, and some of them initialise the shared instance with catalogs of their own.
 */
export function createAppI18n(language: Language = "en"): I18n {
  const instance = createInstance();
  void instance.init({ ...appOptions, lng: language, initAsync: false });
  addFormatters(instance);
  return instance;
}

