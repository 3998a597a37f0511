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
