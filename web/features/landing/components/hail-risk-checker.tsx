import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { HailRiskResponse, HailRiskTier } from "@contract/hail-risk";
import { checkHailRisk, HailRiskError } from "../api/check-hail-risk";
import { isValidZip, sanitizeZip } from "../lib/zip";
import { track } from "../lib/analytics";
import { whatsappLink } from "../lib/whatsapp";
import { YearBarChart } from "@web/components/charts/year-bar-chart";
import { intlLocale } from "@web/lib/format";

const TIER_STYLE: Record<HailRiskTier, { box: string; badge: string }> = {
  high: { box: "border-red-300 bg-red-50", badge: "bg-red-700" },
  elevated: { box: "border-orange-300 bg-orange-50", badge: "bg-orange-700" },
  moderate: { box: "border-amber-300 bg-amber-50", badge: "bg-amber-700" },
  low: { box: "border-emerald-300 bg-emerald-50", badge: "bg-emerald-700" },
};

/**
 * Spec 03 §2.8, §4, §5, §8 and decision 044: the ZIP checker. The answer is the ZIP's hail
 * days per year within 25 miles, ranked against every Texas ZIP area, and the most recent
 * storm within 10 miles; a ZIP outside coverage says there is no data. One message per
 * outcome. Only a high-risk answer reveals the WhatsApp button; every answer in coverage
 * offers the assessment form.
 */
export function HailRiskChecker({ whatsappNumber, onAssess }: { whatsappNumber: string | null; onAssess: (zip: string) => void }) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const [zip, setZip] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<HailRiskResponse | null>(null);
  const number = (n: number, digits = 0) => n.toLocaleString(intlLocale(i18n.language), { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const date = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString(intlLocale(i18n.language), { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

  const onChange = (value: string) => {
    setZip(sanitizeZip(value));
    setError(null);
    setResult(null);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!isValidZip(zip)) {
      setError(t("landing.invalidZip"));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const answer = await checkHailRisk(zip);
      // Five digits that are no ZIP code: one message, nothing else (decision 115).
      if (answer.status === "unknown-zip") setError(t("landing.zipNotFound", { zip }));
      else setResult(answer);
      track("hail_zip_checked", { zip, highRisk: answer.highRisk, status: answer.status, tier: answer.risk?.tier ?? null });
    } catch (err) {
      const status = err instanceof HailRiskError ? err.status : 0;
      setError(status === 404 ? t("landing.zipNotFound", { zip }) : status === 400 ? t("landing.invalidZip") : t("landing.failed"));
    } finally {
      setPending(false);
    }
  };

  const risk = result?.risk;
  const storm = result?.recentStorm;
  const style = risk ? TIER_STYLE[risk.tier] : { box: "border-slate-300 bg-slate-50", badge: "bg-slate-600" };
  return (
    <div className="rounded-2xl bg-white p-5 text-slate-900 shadow-lg ring-1 ring-slate-200 sm:p-6">
      <h2 className="text-xl font-bold">{t("landing.checkerTitle")}</h2>
      <p className="mt-1 text-sm text-slate-600">{t("landing.checkerBody")}</p>
      <form onSubmit={onSubmit} className="mt-4 flex gap-2" noValidate>
        <label htmlFor={inputId} className="sr-only">{t("landing.zipLabel")}</label>
        <input
          id={inputId}
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          placeholder={t("landing.zipPlaceholder")}
          value={zip}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            // Check stays disabled below five digits, so Enter would do nothing: say why instead (spec 03 §5).
            if (e.key === "Enter" && !isValidZip(zip)) {
              e.preventDefault();
              setError(t("landing.invalidZip"));
            }
          }}
          aria-invalid={error ? true : undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2.5 text-lg tracking-widest focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30"
        />
        <button
          type="submit"
          disabled={!isValidZip(zip) || pending}
          className="rounded-lg bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:bg-slate-400"
        >
          {pending ? t("landing.checking") : t("landing.check")}
        </button>
      </form>

      {error && (
        <div role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-800">
          {error}
        </div>
      )}

      {result && (
        <div data-testid="hail-result" data-status={result.status} data-risk={risk?.tier ?? "none"} aria-live="polite" className={`mt-4 rounded-lg border p-4 ${style.box}`}>
          <div className="flex flex-wrap items-center gap-2">
            <span className={`rounded-full px-2.5 py-0.5 text-sm font-bold text-white ${style.badge}`}>
              {risk ? t(`landing.tier.${risk.tier}`) : t("landing.noDataBadge")}
            </span>
            <span className="text-sm font-medium text-slate-700">{result.place} {result.zip}</span>
          </div>

          {result.status === "no-data" && <p className="mt-2 text-sm text-slate-800">{t("landing.noData", { place: result.place, zip: result.zip })}</p>}

          {risk && result.status === "no-reports" && (
            <p className="mt-2 text-sm text-slate-800">
              {t("landing.noReports", { radius: risk.radiusMiles, years: risk.yearsCounted, from: risk.yearsFrom, to: risk.yearsTo })}
            </p>
          )}

          {risk && result.status === "rated" && (
            <>
              <p className="mt-2 text-sm text-slate-800">
                {t("landing.summary", { days: number(risk.hailDaysPerYear, 1), radius: risk.radiusMiles, percentile: risk.percentile, zips: number(risk.zipsInCoverage) })}
              </p>
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                <div className="rounded-md bg-white/70 p-2">
                  <dt className="text-xs text-slate-600">{t("landing.hailDaysPerYear")}</dt>
                  <dd className="text-lg font-bold" data-testid="hail-days-per-year">{number(risk.hailDaysPerYear, 1)}</dd>
                </div>
                <div className="rounded-md bg-white/70 p-2">
                  <dt className="text-xs text-slate-600">{t("landing.percentileLabel")}</dt>
                  <dd className="text-lg font-bold" data-testid="hail-percentile">{t("landing.percentileValue", { percentile: risk.percentile })}</dd>
                </div>
                <div className="rounded-md bg-white/70 p-2">
                  <dt className="text-xs text-slate-600">{t("landing.hailDaysLabel")}</dt>
                  <dd className="font-semibold">{t("landing.hailDaysValue", { count: risk.hailDays, years: risk.yearsCounted })}</dd>
                </div>
                <div className="rounded-md bg-white/70 p-2">
                  <dt className="text-xs text-slate-600">{t("landing.largestLabel")}</dt>
                  <dd className="font-semibold">{risk.largestHailInches != null ? `${risk.largestHailInches.toFixed(2)} in · ${date(risk.largestHailDate!)}` : "—"}</dd>
                </div>
              </dl>
              {risk.hailDaysByYear.length > 0 && (
                <div className="mt-3 rounded-md bg-white/70 p-2">
                  <YearBarChart
                    testId="hail-by-year"
                    data={risk.hailDaysByYear.map((y) => ({ year: y.year, count: y.days }))}
                    title={t("landing.byYearTitle", { from: risk.yearsFrom, to: risk.yearsTo })}
                    yearLabel={t("landing.byYearYear")}
                    countLabel={t("landing.byYearDays")}
                    formatCount={(n) => number(n)}
                  />
                </div>
              )}
            </>
          )}

          {storm && (
            <div data-testid="recent-storm" className="mt-3 rounded-md border border-slate-300 bg-white p-3 text-sm">
              <p className="font-semibold">{t("landing.recentStormTitle", { radius: storm.radiusMiles })}</p>
              <p className="mt-1">
                {t("landing.recentStorm", { date: date(storm.date), size: storm.sizeInches.toFixed(2), distance: number(storm.distanceMiles, 1), count: storm.reports, source: storm.source })}
              </p>
              <p className={`mt-2 ${storm.withinClaimWindow ? "font-semibold text-red-800" : "text-slate-700"}`}>
                {storm.withinClaimWindow ? t("landing.claimWindowOpen") : t("landing.claimWindowPast", { months: storm.claimWindowMonths })}
              </p>
            </div>
          )}

          {risk && (
            <p className="mt-3 text-xs text-slate-600">
              {t("landing.method", { size: risk.minSizeInches.toFixed(2), radius: risk.radiusMiles, years: risk.yearsCounted, from: risk.yearsFrom, to: risk.yearsTo })}
            </p>
          )}

          {result.status !== "no-data" && (
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                type="button"
                onClick={() => onAssess(result.zip)}
                className="inline-flex items-center gap-2 rounded-lg bg-blue-700 px-4 py-2.5 font-semibold text-white hover:bg-blue-800"
              >
                {t("landing.getFreeAssessment")}
              </button>
              {result.highRisk && whatsappNumber && (
                <a
                  href={whatsappLink(whatsappNumber, t("landing.whatsappMessageZip", { zip: result.zip }))}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => track("whatsapp_contact", { zip: result.zip, placement: "hail-result" })}
                  className="inline-flex items-center gap-2 rounded-lg bg-green-700 px-4 py-2.5 font-semibold text-white hover:bg-green-800"
                >
                  {t("landing.whatsappAssessment")}
                </a>
              )}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
