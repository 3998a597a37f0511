import i18n, { type i18n as I18n } from "i18next";
import { localizeParam } from "./format";

/** A text the server sent: its English message (for API clients), and the code and parameters the web translates. */
export interface ServerText {
  message: string;
  code?: string | null;
  params?: Record<string, string | number> | null;
}

/**
 * The server's text in the page's language: the catalog's `serverText.<code>` with the
 * parameters when the catalogs know the code, else the message as sent (decision 060); a
 * parameter that is a stored day or timestamp is written as the reader writes dates. `i18next`
 * is the app's own unless a test brings one (createAppI18n).
 */
export function localizeServerText(text: ServerText, i18next: I18n = i18n): string {
  if (text.code && i18next.isInitialized) {
    const key = `serverText.${text.code}`;
    // Stored days and timestamps ("2026-05-10") as the reader writes them (issue 19).
    const params = Object.fromEntries(Object.entries(text.params ?? {}).map(([name, value]) => [name, localizeParam(value, i18next.language)]));
    // With the parameters, so that plural keys (CODE_one, CODE_other) are found by their count.
    if (i18next.exists(key, params)) return i18next.t(key, { ...params, defaultValue: text.message });
  }
  return text.message;
}
