import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { HailRiskResponse } from "@contract/hail-risk";
import { checkHailRisk } from "../api/check-hail-risk";
import { isValidZip, sanitizeZip } from "../lib/zip";
import { track } from "../lib/analytics";
import { whatsappLink } from "../lib/whatsapp";

/** Spec 03 §2.8, §4, §5, §8: the ZIP checker; only a high-risk answer reveals the WhatsApp button. */
export function HailRiskChecker({ whatsappNumber }: { whatsappNumber: string | null }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [zip, setZip] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ title: string; detail?: string } | null>(null);
  const [result, setResult] = useState<HailRiskResponse | null>(null);

  const onChange = (value: string) => {
    setZip(sanitizeZip(value));
    setError(null);
    setResult(null);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!isValidZip(zip)) {
      setError({ title: t("landing.invalidZip") });
      return;
    }
    setPending(true);
    setError(null);
    try {
      const answer = await checkHailRisk(zip);
      setResult(answer);
      track("hail_zip_checked", { zip, highRisk: answer.highRisk, isSample: answer.isSample });
    } catch (err) {
      setError({ title: t("landing.failed"), detail: (err as Error).message });
    } finally {
      setPending(false);
    }
  };

  const ev = result?.evidence;
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
        <div role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{error.title}</p>
          {error.detail && error.detail !== "Failed to check hail risk" && <p className="mt-1">{error.detail}</p>}
        </div>
      )}

      {result && ev && (
        <div
          data-testid="hail-result"
          data-risk={result.highRisk ? "high" : "lower"}
          aria-live="polite"
          className={`mt-4 rounded-lg border p-4 ${result.highRisk ? "border-red-300 bg-red-50" : "border-emerald-300 bg-emerald-50"}`}
        >
          <div className="flex flex-wrap items-center gap-2">
            <span className={`rounded-full px-2.5 py-0.5 text-sm font-bold text-white ${result.highRisk ? "bg-red-700" : "bg-emerald-700"}`}>
              {result.highRisk ? t("landing.highRisk") : t("landing.lowerRisk")}
            </span>
            <span className="text-sm font-medium text-slate-700">{result.place} {result.zip}</span>
            {result.isSample && (
              <span className="rounded-full border border-amber-400 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800">{t("landing.sampleData")}</span>
            )}
          </div>
          <p className="mt-2 text-sm text-slate-800">{result.message}</p>
          <p className="mt-2 text-xs text-slate-600">
            {ev.reportCount > 0
              ? t("landing.evidence", { count: ev.reportCount, largest: `${ev.largestHailInches?.toFixed(2)} in`, recent: ev.mostRecentDate })
              : t("landing.evidenceNone")}
          </p>
          {result.highRisk && whatsappNumber && (
            <a
              href={whatsappLink(whatsappNumber, t("landing.whatsappMessageZip", { zip: result.zip }))}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => track("whatsapp_contact", { zip: result.zip, placement: "hail-result" })}
              className="mt-3 inline-flex items-center gap-2 rounded-lg bg-green-700 px-4 py-2.5 font-semibold text-white hover:bg-green-800"
            >
              {t("landing.getFreeAssessment")}
            </a>
          )}
        </div>
      )}
    </div>
  );
}
