import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { HailHistory } from "@contract/hail-history";
import { formatDay } from "@web/lib/format";
import { getZipHailHistory } from "../api/get-zip-hail-history";

const SHOWN = 10;

/** After the assessment form: the hail history of the visitor's ZIP, from its centre, said plainly (issue 20). */
export function ZipHailHistory({ zip }: { zip: string }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<"idle" | "loading" | "failed" | HailHistory>("idle");
  const load = async () => {
    setState("loading");
    setState((await getZipHailHistory(zip)) ?? "failed");
  };
  if (state === "idle" || state === "loading")
    return (
      <button type="button" onClick={load} disabled={state === "loading"} className="mt-3 rounded-md bg-slate-900 px-3 py-2 text-sm font-medium text-white disabled:opacity-60" data-testid="zip-history-open">
        {state === "loading" ? t("landing.zipHistoryLoading") : t("landing.zipHistoryOpen", { zip })}
      </button>
    );
  if (state === "failed") return <p className="mt-3 text-sm text-red-800">{t("landing.zipHistoryFailed")}</p>;
  const h = state;
  const dir = (d: string) => t(`landing.zipHistoryDirections.${d}`);
  return (
    <section className="mt-3 grid gap-2 text-sm" data-testid="zip-history" aria-labelledby="zip-history-title">
      <h3 id="zip-history-title" className="text-base font-semibold">{t("landing.zipHistoryTitle", { zip, radius: h.radiusMiles, years: h.years })}</h3>
      <p>{t("landing.zipHistoryCentroid", { zip, lat: h.place.lat.toFixed(3), lon: h.place.lon.toFixed(3) })}</p>
      <p>{h.totalReports === 0 ? t("landing.zipHistoryNone", { radius: h.radiusMiles }) : t("landing.zipHistoryTotal", { count: h.totalReports, radius: h.radiusMiles })}</p>
      {h.largest && <p>{t("landing.zipHistoryLargest", { size: h.largest.sizeInches.toFixed(2), date: formatDay(h.largest.date, i18n.language), distance: h.largest.distanceMiles.toFixed(1), direction: dir(h.largest.direction) })}</p>}
      <p className="font-medium">
        {h.claimWindowStorm
          ? t("landing.zipHistoryClaim", { size: h.claimWindowStorm.sizeInches.toFixed(2), date: formatDay(h.claimWindowStorm.date, i18n.language), distance: h.claimWindowStorm.distanceMiles.toFixed(1), months: h.claimWindow.months })
          : t("landing.zipHistoryNoClaim", { months: h.claimWindow.months, from: formatDay(h.claimWindow.from, i18n.language) })}
      </p>
      {h.rows.length > 0 && (
        <table className="w-full text-left">
          <caption className="text-left text-slate-600">{t("landing.zipHistoryLatest", { count: Math.min(SHOWN, h.rows.length) })}</caption>
          <thead>
            <tr>
              <th scope="col" className="pr-2">{t("landing.zipHistoryDate")}</th>
              <th scope="col" className="pr-2 text-right">{t("landing.zipHistorySize")}</th>
              <th scope="col" className="text-right">{t("landing.zipHistoryDistance")}</th>
            </tr>
          </thead>
          <tbody>
            {h.rows.slice(0, SHOWN).map((r, i) => (
              <tr key={i}>
                <td className="pr-2 tabular-nums">{formatDay(r.date, i18n.language)}</td>
                <td className="pr-2 text-right tabular-nums">{r.sizeInches.toFixed(2)}</td>
                <td className="text-right tabular-nums">{t("landing.zipHistoryAway", { distance: r.distanceMiles.toFixed(1), direction: dir(r.direction) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="text-slate-600">
        {h.coverage.from && h.coverage.to ? t("landing.zipHistoryCoverage", { from: formatDay(h.coverage.from, i18n.language), to: formatDay(h.coverage.to, i18n.language) }) : ""} {t("landing.zipHistorySources")}
      </p>
    </section>
  );
}
