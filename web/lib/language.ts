import { LANGUAGES } from "@contract/landing-rules";

/**
 * The reader's language, one rule for the app and the landing page (its own small bundle): the
 * language chosen here before (localStorage), else the first of the browser's languages that is
 * one of ours (es-MX, es-419… → es), else English.
 */
export const LANGUAGE_STORAGE_KEY = "aoh.language";
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The browser's language when it is one of ours, else English. */
export function browserLanguage(): Language {
  const preferred = globalThis.navigator?.languages?.length ? globalThis.navigator.languages : [globalThis.navigator?.language ?? ""];
  for (const tag of preferred) {
    const base = tag.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return "en";
}

/** The language the reader chose here before, else the browser's. */
export function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : browserLanguage();
  } catch {
    return browserLanguage();
  }
}
