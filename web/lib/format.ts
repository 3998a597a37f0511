const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
];

/**
 * "2 hours ago" style text for an ISO timestamp, in the given locale.
 * Returns null when the timestamp cannot be read.
 */
export function formatRelativeTime(
  iso: string,
  locale: string,
  now: Date = new Date(),
): string | null {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return null;
  const diffSeconds = Math.round((then - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  for (const [unit, seconds] of UNITS) {
    if (Math.abs(diffSeconds) >= seconds || unit === "second") {
      return format.format(Math.round(diffSeconds / seconds), unit);
    }
  }
  return null;
}

/**
 * The Intl locale for the app's language: Spanish numbers, currency and dates are written as
 * in Mexico ("1,234.5", "$20,000.00"; the Mexican platform and Houston's Spanish speakers), English
 * as in the United States. Every figure on screen goes through this, so one page never mixes
 * "9.02" and "67,57".
 */
export function intlLocale(language: string | undefined): string {
  return language?.startsWith("es") ? "es-MX" : "en-US";
}

/**
 * A calendar day stored as YYYY-MM-DD (a storm's day, a usage day) as the reader writes it:
 * "May 10, 2026", "10 may 2026". Read at noon UTC so no time zone moves it to another day.
 */
export function formatDay(day: string | null | undefined, language: string | undefined): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return day ?? "";
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(intlLocale(language), { dateStyle: "medium", timeZone: "UTC" });
}

/**
 * An amount in US dollars as the reader writes it: "$18,500" in English, "USD 18,500" in
 * Spanish (es-MX). The app's one money formatter: screens and the catalogs' `{{x, money}}` use it;
 * `cents` for a payment or revenue to the cent, `currency` for a payment in another currency.
 */
export function formatMoney(value: number, language: string | undefined, options: { cents?: boolean; currency?: string } = {}): string {
  const { cents = false, currency = "USD" } = options;
  return new Intl.NumberFormat(intlLocale(language), { style: "currency", currency, ...(cents ? {} : { maximumFractionDigits: 0 }) }).format(value);
}

/** An ISO timestamp as the reader writes it: "May 10, 2026, 11:40 AM", "10 may 2026, 11:40 a.m.". */
export function formatDateTime(iso: string, language: string | undefined): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: "medium", timeStyle: "short" }).format(at);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A parameter of a text the server wrote (an activity, a standup, an approval reason, a check),
 * as the reader writes it: a stored day ("2026-05-10") or timestamp becomes the reader's date;
 * anything else is kept as sent (numbers are formatted by the catalog: `{{n, number}}`, `{{n, money}}`).
 */
export function localizeParam(value: string | number, language: string | undefined): string | number {
  if (typeof value !== "string") return value;
  if (ISO_DAY.test(value)) return formatDay(value, language);
  if (ISO_TIMESTAMP.test(value)) return formatDateTime(value, language);
  return value;
}

interface FormatterHost {
  services: { formatter?: { add(name: string, fc: (value: unknown, lng: string | undefined, options: Record<string, unknown>) => string): void } };
}

/**
 * The catalogs' formatters in the app's locales (es-MX for Spanish, see intlLocale): `number`
 * replaces i18next's own (which wrote Spanish numbers as "14.968"), `money` is formatMoney,
 * `month` is formatMonth.
 * Called once the i18next instance is initialised.
 */
export function addFormatters(i18n: FormatterHost): void {
  const formatter = i18n.services.formatter;
  if (!formatter) return;
  formatter.add("number", (value, lng, options) => new Intl.NumberFormat(intlLocale(lng), options as Intl.NumberFormatOptions).format(Number(value)));
  formatter.add("money", (value, lng) => formatMoney(Number(value), lng));
  formatter.add("month", (value, lng) => formatMonth(value, lng));
}

const ENGLISH_MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/**
 * A month (1–12, or its English name as the server writes it: "March") named in the reader's
 * language: "marzo". Anything else is kept as sent.
 */
export function formatMonth(value: unknown, language: string | undefined): string {
  const n = typeof value === "number" || /^\d+$/.test(String(value)) ? Number(value) : ENGLISH_MONTHS.indexOf(String(value).toLowerCase()) + 1;
  if (!(n >= 1 && n <= 12)) return String(value);
  return new Date(Date.UTC(2000, n - 1, 1)).toLocaleString(intlLocale(language), { month: "long", timeZone: "UTC" });
}
