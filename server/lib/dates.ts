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
