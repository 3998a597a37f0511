/**
 * NOAA Storm Prediction Center: the current-day hail report file
 * (SPC_TODAY_HAIL_URL, e.g. https://www.spc.noaa.gov/climo/reports/today_filtered_hail.csv).
 * Off unless the URL is set; tests point it at a local fake over HTTP.
 */
export interface SpcConfig {
  todayHailUrl: string | null;
  timeoutMs: number;
}

export class SpcFetchError extends Error {}

export async function fetchTodayHailCsv(config: SpcConfig): Promise<string> {
  if (!config.todayHailUrl) throw new SpcFetchError("SPC_TODAY_HAIL_URL is not set");
  let res: Response;
  try {
    res = await fetch(config.todayHailUrl, { signal: AbortSignal.timeout(config.timeoutMs), headers: { accept: "text/csv" } });
  } catch (err) {
    throw new SpcFetchError(`SPC report file unreachable: ${(err as Error).message}`);
  }
  if (!res.ok) throw new SpcFetchError(`SPC report file answered ${res.status} ${res.statusText}`);
  return res.text();
}
