/** Timestamps leave the server as ISO-8601 strings. */
export const iso = (d: Date | string) => (typeof d === "string" ? new Date(d).toISOString() : d.toISOString());
export const isoOrNull = (d: Date | string | null | undefined) => (d == null ? null : iso(d));
