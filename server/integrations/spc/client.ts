/**
 * NOAA Storm Prediction Center: the current-day hail report file
 * (SPC_TODAY_HAIL_URL, e.g. https://www.spc.noaa.gov/climo/reports/today_filtered_hail.csv).
 * Off unless the URL is set; tests point it at a local fake over HTTP.
 */
export interface SpcConfig {
  todayHailUrl: string | null;
  timeoutMs: number;
  /** In season, minutes between polls (decision 096). */
  pollIntervalMinutes?: number;
  /** The season's months, FROM and TO (1–12, inclusive). */
  pollSeason?: [number, number];
}

export class SpcFetchError extends Error {}

/** What the last answer said, sent back as a conditional request (ETag / Last-Modified). */
export interface SpcValidators {
  etag: string | null;
  lastModified: string | null;
}

export type SpcFetchResult = { notModified: true } | { notModified: false; text: string; etag: string | null; lastModified: string | null };

/** The current-day file, or "not modified" (304) when the validators still hold. */
export async function fetchTodayHailCsvIfChanged(config: SpcConfig, validators: SpcValidators = { etag: null, lastModified: null }): Promise<SpcFetchResult> {
  if (!config.todayHailUrl) throw new SpcFetchError("SPC_TODAY_HAIL_URL is not set");
  const headers: Record<string, string> = { accept: "text/csv" };
  if (validators.etag) headers["if-none-match"] = validators.etag;
  if (validators.lastModified) headers["if-modified-since"] = validators.lastModified;
  let res: Response;
  let text: string;
  try {
    res = await fetch(config.todayHailUrl, { signal: AbortSignal.timeout(config.timeoutMs), headers });
    if (res.status === 304) {
      await res.body?.cancel();
      return { notModified: true };
    }
    text = await res.text();
  } catch (err) {
    throw new SpcFetchError(`SPC report file unreachable: ${(err as Error).message}`);
  }
  if (!res.ok) throw new SpcFetchError(`SPC report file answered ${res.status} ${res.statusText}`);
  return { notModified: false, text, etag: res.headers.get("etag"), lastModified: res.headers.get("last-modified") };
}

/** The current-day file (unconditional). */
export async function fetchTodayHailCsv(config: SpcConfig): Promise<string> {
  const r = await fetchTodayHailCsvIfChanged(config);
  if (r.notModified) throw new SpcFetchError("SPC report file answered 304 to an unconditional request");
  return r.text;
}

/** SPC's report day runs 12Z to 12Z: the day a report belongs to is the UTC date twelve hours earlier. */
export function spcReportDay(now: Date): string {
  return new Date(now.getTime() - 12 * 3600_000).toISOString().slice(0, 10);
}

const seasonMonths = ([from, to]: [number, number]) => Array.from({ length: 12 }, (_, i) => i + 1).filter((m) => (from <= to ? m >= from && m <= to : m >= from || m <= to));

/** The months outside the season as a cron month list ("1,2,10,11,12"), or null when the season is the whole year. */
export function offSeasonMonths(season: [number, number]): string | null {
  const inside = new Set(seasonMonths(season));
  const outside = Array.from({ length: 12 }, (_, i) => i + 1).filter((m) => !inside.has(m));
  return outside.length ? outside.join(",") : null;
}

/** The poll's schedule: every `minutes` minutes in the season's months (5-field cron). */
export function pollCron(minutes: number, season: [number, number]): string {
  return `*/${minutes} * * ${seasonMonths(season).join(",")} *`;
}
