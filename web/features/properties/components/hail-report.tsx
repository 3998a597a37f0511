import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { HAIL_HISTORY_LIMITS, type HailHistory, type HailHistoryRow } from "@contract/hail-history";
import { HailHistoryMap } from "@web/components/map/hail-history-map";
import { HAIL_SIZE_STYLES } from "@web/components/map/hail-colors";
import { Spinner } from "@web/components/ui/spinner";
import { isApiError, serverMessage } from "@web/lib/api";
import { formatDay, intlLocale } from "@web/lib/format";
import { changeLanguage, SUPPORTED_LANGUAGES, type Language } from "@web/lib/i18n";
import { usePropertyHailHistory } from "../api/get-hail-history";
import "./hail-report.css";

const RADII = [3, 5, 10, 25, 50];
const SPANS = [5, 10, 20, 30];

/** "1996–2021, 2025" from [1996, 1997, …, 2021, 2025]. */
export function yearRanges(years: number[]) {
  const out: string[] = [];
  for (let i = 0; i < years.length; i++) {
    let j = i;
    while (j + 1 < years.length && years[j + 1] === years[j] + 1) j++;
    out.push(i === j ? String(years[i]) : `${years[i]}–${years[j]}`);
    i = j;
  }
  return out.join(", ");
}

function useRowWords() {
  const { t } = useTranslation();
  return {
    source: (r: HailHistoryRow) =>
      r.source === "ncei" ? t("hailReport.ncei", { id: r.nceiEventId ?? "—" }) : r.source === "spc-today" ? t("hailReport.spcToday") : r.source === "synthetic" ? t("hailReport.synthetic") : t("hailReport.spc"),
    direction: (d: string) => t(`hailReport.directions.${d}`),
  };
}

/** The document itself: the same for a property and for a ZIP (the place says which). */
export function HailHistoryDocument({ h }: { h: HailHistory }) {
  const { t, i18n } = useTranslation();
  const words = useRowWords();
  const place = { lat: h.place.lat.toFixed(4), lon: h.place.lon.toFixed(4), zip: h.place.zip };
  const generated = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: "long", timeStyle: "short" }).format(new Date(h.generatedAt));
  const fact = (key: string, r: HailHistoryRow) => t(key, { size: r.sizeInches.toFixed(2), date: formatDay(r.date, i18n.language), distance: r.distanceMiles.toFixed(1), direction: words.direction(r.direction) });
  return (
    <article className="hail-doc grid gap-5" data-testid="hail-report">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold text-slate-900">{t("hailReport.title")}</h1>
        <p className="text-lg font-medium">{h.place.label}</p>
        <p className="text-slate-700">{t("hailReport.subtitle", { radius: h.radiusMiles, from: formatDay(h.from, i18n.language), to: formatDay(h.to, i18n.language) })}</p>
        <p className="text-sm text-slate-700" data-testid="hail-report-place">
          {h.place.propertyId == null ? t("hailReport.placeZip", place) : h.place.basis === "coordinates" ? t("hailReport.placeCoordinates", place) : t("hailReport.placeCentroid", place)}
        </p>
      </header>

      <section className="hail-keep grid gap-1">
        <h2 className="text-lg font-semibold">{t("hailReport.summary")}</h2>
        <p>{h.totalReports === 0 ? t("hailReport.none", { radius: h.radiusMiles }) : t("hailReport.total", { count: h.totalReports, radius: h.radiusMiles })}</p>
        {h.largest && <p>{fact("hailReport.largest", h.largest)}</p>}
        {h.mostRecent && <p>{fact("hailReport.mostRecent", h.mostRecent)}</p>}
        <p className="font-medium" data-testid="hail-report-claim">
          {h.claimWindowStorm
            ? t("hailReport.claimStorm", {
                from: formatDay(h.claimWindow.from, i18n.language), months: h.claimWindow.months, size: h.claimWindowStorm.sizeInches.toFixed(2), date: formatDay(h.claimWindowStorm.date, i18n.language),
                distance: h.claimWindowStorm.distanceMiles.toFixed(1), direction: words.direction(h.claimWindowStorm.direction), count: h.claimWindowStorm.reports,
              })
            : t("hailReport.noClaimStorm", { size: h.claimWindow.minSizeInches.toFixed(2), radius: h.radiusMiles, from: formatDay(h.claimWindow.from, i18n.language), months: h.claimWindow.months })}
        </p>
      </section>

      <section className="hail-keep grid gap-2 sm:grid-cols-[minmax(0,22rem)_1fr] sm:items-start">
        <HailHistoryMap lat={h.place.lat} lon={h.place.lon} radiusMiles={h.radiusMiles} rows={h.rows} title={t("hailReport.mapTitle", { count: h.totalReports, radius: h.radiusMiles })} className="hail-map w-full max-w-[22rem] rounded border border-slate-300" />
        <div className="grid gap-2 text-sm">
          <p>{t("hailReport.mapNote", { radius: h.radiusMiles })}</p>
          <ul className="grid gap-1">
            {HAIL_SIZE_STYLES.map((s, i) => (
              <li key={i} className="flex items-center gap-2">
                <span className="inline-block h-3 w-3 rounded-full border border-slate-700" style={{ background: s.fill }} aria-hidden="true" />
                {t(`stormMap.sizes.${i}`)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      {h.rows.length > 0 && (
        <section className="grid gap-2">
          <h2 className="text-lg font-semibold">{t("hailReport.reports")}</h2>
          {h.truncated && <p className="text-sm">{t("hailReport.truncated", { shown: h.rows.length })}</p>}
          <div className="hail-table-wrap overflow-x-auto">
            <table className="hail-table w-full text-left text-sm" data-testid="hail-report-rows">
              <thead>
                <tr className="border-b border-slate-400">
                  <th scope="col" className="py-1 pr-3">{t("hailReport.date")}</th>
                  <th scope="col" className="py-1 pr-3 text-right">{t("hailReport.size")}</th>
                  <th scope="col" className="py-1 pr-3 text-right">{t("hailReport.distance")}</th>
                  <th scope="col" className="py-1 pr-3">{t("hailReport.direction")}</th>
                  <th scope="col" className="py-1">{t("hailReport.source")}</th>
                </tr>
              </thead>
              <tbody>
                {h.rows.map((r, i) => (
                  <tr key={i} className="border-b border-slate-200">
                    <td className="py-0.5 pr-3 tabular-nums">{formatDay(r.date, i18n.language)}</td>
                    <td className="py-0.5 pr-3 text-right tabular-nums">{r.sizeInches.toFixed(2)}</td>
                    <td className="py-0.5 pr-3 text-right tabular-nums">{r.distanceMiles.toFixed(1)}</td>
                    <td className="py-0.5 pr-3">{words.direction(r.direction)}</td>
                    <td className="py-0.5">{words.source(r)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      <section className="hail-keep grid gap-1 text-sm">
        <h2 className="text-lg font-semibold">{t("hailReport.coverage")}</h2>
        <p>{h.coverage.from && h.coverage.to ? t("hailReport.coverageSpan", { from: formatDay(h.coverage.from, i18n.language), to: formatDay(h.coverage.to, i18n.language) }) : t("hailReport.coverageEmpty")}</p>
        <p>{h.coverage.yearsWithoutData.length ? t("hailReport.gaps", { years: yearRanges(h.coverage.yearsWithoutData) }) : t("hailReport.noGaps")}</p>
        {h.coverage.to && h.coverage.to < h.to && <p>{t("hailReport.afterCoverage", { to: formatDay(h.coverage.to, i18n.language) })}</p>}
        <p>{t("hailReport.sources")}</p>
        <p>{t("hailReport.generated", { date: generated })}</p>
      </section>
    </article>
  );
}

/** /properties/:id/hail-report: a printable page of its own (no frame), in the reader's language (issue 20). */
export function PropertyHailReport({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const [radiusMiles, setRadius] = useState<number>(HAIL_HISTORY_LIMITS.defaultRadiusMiles);
  const [years, setYears] = useState<number>(HAIL_HISTORY_LIMITS.defaultYears);
  const q = usePropertyHailHistory(id, { radiusMiles, years });
  return (
    <div className="hail-page mx-auto grid max-w-4xl gap-4 p-4 sm:p-8">
      <nav className="hail-noprint flex flex-wrap items-end gap-3 border-b border-slate-200 pb-3" aria-label={t("hailReport.title")}>
        <Link className="text-sm text-blue-700 underline" href={`/properties/${id}`}>
          ← {t("hailReport.back")}
        </Link>
        <label className="grid gap-1 text-sm">
          {t("hailReport.radius")}
          <select className="h-9 rounded-md border border-slate-300 bg-white px-2" value={radiusMiles} onChange={(e) => setRadius(Number(e.target.value))}>
            {RADII.map((r) => (
              <option key={r} value={r}>
                {t("hailReport.miles", { count: r })}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm">
          {t("hailReport.years")}
          <select className="h-9 rounded-md border border-slate-300 bg-white px-2" value={years} onChange={(e) => setYears(Number(e.target.value))}>
            {SPANS.map((y) => (
              <option key={y} value={y}>
                {t("hailReport.yearsOption", { count: y })}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm">
          {t("hailReport.language")}
          <select className="h-9 rounded-md border border-slate-300 bg-white px-2" value={i18n.language} onChange={(e) => void changeLanguage(e.target.value as Language)}>
            {SUPPORTED_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {l === "es" ? "Español" : "English"}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="h-9 rounded-md bg-slate-900 px-3 text-sm font-medium text-white" onClick={() => window.print()}>
          {t("hailReport.print")}
        </button>
      </nav>
      <main>
        {q.isPending ? (
          <Spinner />
        ) : q.isError ? (
          <p role="alert" className="text-red-800">
            {isApiError(q.error) && q.error.status === 404 ? t("hailReport.notFound") : (serverMessage(q.error) ?? t("hailReport.loadFailed"))}
          </p>
        ) : (
          <HailHistoryDocument h={q.data} />
        )}
      </main>
    </div>
  );
}
