import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { LandingStats } from "@contract/landing";
import { AssessmentForm } from "./assessment-form";
import { HailRiskChecker } from "./hail-risk-checker";
import { fetchLandingConfig, fetchLandingStats } from "../api/landing-requests";
import { track } from "../lib/analytics";
import { servedByServer, whatsappLink, whatsappNumberFromPage } from "../lib/whatsapp";
import { intlLocale } from "@web/lib/format";

const CHECKER_ID = "hail-checker";

function scrollToChecker() {
  const el = document.getElementById(CHECKER_ID);
  if (!el) return;
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  el.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  el.querySelector("input")?.focus({ preventScroll: true });
}

/** Figures from stored rows only (issue 9); a figure that is not there is not shown. */
function StatsSection({ stats }: { stats: LandingStats }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => v.toLocaleString(intlLocale(i18n.language));
  const items: [string, string][] = [];
  if (stats.hailReports > 0) items.push([n(stats.hailReports), t("landing.statReports")]);
  if (stats.latestYear) items.push([n(stats.latestYear.hailDays), t("landing.statStormsYear", { year: stats.latestYear.year })]);
  if (stats.zipsRated > 0) items.push([n(stats.zipsRated), t("landing.statZips")]);
  if (stats.leadsAnswered > 0) {
    items.push([n(stats.leadsAnswered), t("landing.statLeadsAnswered")]);
    const m = stats.medianFirstResponseMinutes;
    if (m != null) items.push([m < 120 ? t("landing.minutes", { count: Math.round(m) }) : t("landing.hours", { count: Math.round(m / 60) }), t("landing.statMedianResponse")]);
  }
  if (items.length === 0) return null;
  return (
    <section className="bg-slate-50 py-14" aria-labelledby="stats-title" data-testid="landing-stats">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="stats-title" className="text-2xl font-bold sm:text-3xl">{t("landing.statsTitle")}</h2>
        <p className="mt-1 text-sm text-slate-600">{t("landing.statsNote")}</p>
        <dl className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
          {items.map(([value, label]) => (
            <div key={label} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <dd className="text-3xl font-extrabold text-blue-800">{value}</dd>
              <dt className="mt-1 text-sm text-slate-600">{label}</dt>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** Spec 03 §2.7 and issue 9: the public landing page. No dashboard code, no third-party requests. */
export function LandingPage({ onToggleLanguage }: { onToggleLanguage?: () => void }) {
  const { t } = useTranslation();
  const [whatsappNumber, setWhatsappNumber] = useState<string | null>(whatsappNumberFromPage);
  const [stats, setStats] = useState<LandingStats | null>(null);
  const [formZip, setFormZip] = useState<string | null>(null);
  useEffect(() => {
    void fetchLandingStats().then(setStats);
    if (!servedByServer()) {
      void fetchLandingConfig().then((c) => setWhatsappNumber(c?.whatsappNumber ?? null));
    }
  }, []);
  const openForm = useCallback((zip: string) => setFormZip(zip), []);
  const closeForm = useCallback(() => setFormZip(null), []);

  const ctaButtons = (placement: string) => (
    <>
      <button
        type="button"
        onClick={() => openForm("")}
        className="inline-flex items-center justify-center rounded-lg bg-blue-600 px-6 py-3 text-base font-semibold text-white shadow hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {t("landing.getFreeAssessment")}
      </button>
      {whatsappNumber && (
        <a
          href={whatsappLink(whatsappNumber, t("landing.whatsappMessage"))}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => track("whatsapp_cta_click", { placement })}
          className="inline-flex items-center justify-center rounded-lg bg-green-700 px-6 py-3 text-base font-semibold text-white shadow hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t("landing.whatsappAssessment")}
        </a>
      )}
    </>
  );
  const checkAreaButton = (
    <button
      type="button"
      onClick={scrollToChecker}
      className="inline-flex items-center justify-center rounded-lg border border-white/70 px-6 py-3 text-base font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      {t("landing.checkYourArea")}
    </button>
  );

  return (
    <div className="min-h-screen bg-white text-slate-900">
      <header className="bg-slate-900 text-white">
        <nav className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
          <span className="text-lg font-bold">{t("landing.brand")}</span>
          <div className="flex items-center gap-4 text-sm">
            <a href="#platforms" className="hover:underline">{t("landing.navPlatforms")}</a>
            {onToggleLanguage && (
              <button type="button" onClick={onToggleLanguage} className="rounded border border-white/40 px-2 py-1 hover:bg-white/10">
                {t("landing.language")}
              </button>
            )}
          </div>
        </nav>
        <section className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 pb-14 pt-6 md:grid-cols-2 md:items-center md:pt-12">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-blue-300">{t("landing.heroEyebrow")}</p>
            <h1 className="mt-3 text-3xl font-extrabold leading-tight sm:text-5xl">{t("landing.heroTitle")}</h1>
            <p className="mt-4 text-lg text-slate-300">{t("landing.heroBody")}</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {ctaButtons("hero")}
              {checkAreaButton}
            </div>
          </div>
          <div id={CHECKER_ID} className="scroll-mt-4">
            <HailRiskChecker whatsappNumber={whatsappNumber} onAssess={openForm} />
          </div>
        </section>
      </header>

      <main>
        {/* The ventures' public sections: the platform buttons below lead here, never to the
            operators' password gate (decision 114). */}
        <section id="roofstrike" className="mx-auto max-w-6xl scroll-mt-4 px-4 py-14" aria-labelledby="roofstrike-title" data-testid="venture-roofstrike">
          <p className="text-sm font-semibold uppercase tracking-wide text-blue-700">{t("landing.roofstrikeTitle")}</p>
          <h2 id="roofstrike-title" className="text-2xl font-bold sm:text-3xl">{t("landing.featuresTitle")}</h2>
          <div className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-3">
            {([1, 2, 3] as const).map((n) => (
              <div key={n} className="rounded-xl border border-slate-200 p-5">
                <h3 className="font-semibold">{t(`landing.feature${n}Title`)}</h3>
                <p className="mt-2 text-sm text-slate-600">{t(`landing.feature${n}Body`)}</p>
              </div>
            ))}
          </div>
        </section>

        {stats && <StatsSection stats={stats} />}

        <section id="platforms" className="mx-auto max-w-6xl px-4 py-14">
          <h2 className="text-2xl font-bold sm:text-3xl">{t("landing.platformsTitle")}</h2>
          <div className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2">
            {([
              ["roofstrike", "#roofstrike", "moreRoofstrike"],
              ["dealengine", "#dealengineai", "moreDealengine"],
            ] as const).map(([key, href, more]) => (
              <div key={key} className="rounded-xl border border-slate-200 p-6">
                <h3 className="text-xl font-bold">{t(`landing.${key}Title`)}</h3>
                <p className="mt-2 text-slate-600">{t(`landing.${key}Body`)}</p>
                <a
                  href={href}
                  className="mt-4 inline-flex rounded-lg bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700"
                  data-testid={`venture-button-${key}`}
                >
                  {t(`landing.${more}`)}
                </a>
              </div>
            ))}
          </div>
        </section>

        <section id="dealengineai" className="scroll-mt-4 bg-blue-50 py-14" aria-labelledby="dealengineai-title" data-testid="venture-dealengineai">
          <div className="mx-auto max-w-6xl px-4">
            <p className="text-sm font-semibold uppercase tracking-wide text-blue-800">{t("landing.dealengineTitle")}</p>
            <h2 id="dealengineai-title" className="text-2xl font-bold sm:text-3xl">{t("landing.translationTitle")}</h2>
            <p className="mt-3 max-w-3xl text-slate-700">{t("landing.translationBody")}</p>
            <ul className="mt-5 flex flex-wrap gap-3 text-sm font-semibold text-blue-900">
              {([1, 2, 3] as const).map((n) => (
                <li key={n} className="rounded-full bg-white px-3 py-1 ring-1 ring-blue-200">{t(`landing.translationStat${n}`)}</li>
              ))}
            </ul>
          </div>
        </section>

        <section className="bg-slate-900 py-14 text-white">
          <div className="mx-auto max-w-6xl px-4 text-center">
            <h2 className="text-2xl font-bold sm:text-3xl">{t("landing.closingTitle")}</h2>
            <p className="mt-3 text-slate-300">{t("landing.closingBody")}</p>
            <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
              {ctaButtons("closing")}
              {checkAreaButton}
            </div>
          </div>
        </section>
      </main>
      <footer className="px-4 py-6 text-center text-xs text-slate-600">{t("landing.footer")}</footer>
      {formZip !== null && <AssessmentForm initialZip={formZip} onClose={closeForm} />}
    </div>
  );
}
