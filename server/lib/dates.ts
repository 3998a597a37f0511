/** Timestamps leave the server as ISO-8601 strings. */
export const iso = (d: Date | string) => (typeof d === "string" ? new Date(d).toISOString() : d.toISOString());
export const isoOrNull = (d: Date | string | null | undefined) => (d == null ? null : iso(d));

const calendarFormats = new Map<string, Intl.DateTimeFormat>();
/** The calendar date (YYYY-MM-DD) in a time zone, e.g. the company's day. */
export function calendarDate(timeZone: string, at = new Date()) {
  let format = calendarFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    calendarFormats.set(timeZone, format);
  }
  return format.format(at);
}

/**
 * A stored day (YYYY-MM-DD) as a message to a person writes it: "May 10, 2026" in English,
 * "10 de mayo de 2026" in Spanish (es-MX). Read at noon UTC so no time zone moves it to another day;
 * anything that is not a day is kept as given.
 */
export function spelledDay(day: string, language: "en" | "es"): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return new Intl.DateTimeFormat(language === "es" ? "es-MX" : "en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
}
