import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LazyTrendChart as TrendChart } from "@web/components/charts/lazy-trend-chart";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { formatMoney } from "@web/lib/format";
import { amortize, MAX_APR, TERM_MONTHS, validateCalculator, type CalculatorError, type CalculatorField } from "../lib/amortization";

const LOCALES: Record<string, string> = { en: "en-US", es: "es-MX" };

/**
 * The car payment calculator: price, down payment, APR and term → monthly payment,
 * the loan's balance month by month (a chart with a table as its text alternative)
 * and the schedule. Inputs are checked first (a down payment below the price, a term
 * of 6–96 months): a wrong one is named beside its field and nothing is computed.
 */
export function PaymentCalculator({ initial }: { initial: { price?: number; downPayment?: number; term?: number } }) {
  const { t, i18n } = useTranslation();
  const [inputs, setInputs] = useState<Record<CalculatorField, string>>({
    price: String(initial.price ?? 30000),
    down: String(initial.downPayment ?? 10000),
    rate: "7.5",
    term: String(initial.term ?? 48),
  });
  const locale = LOCALES[i18n.language] ?? "en-US";
  // Dollars as every other screen writes them (formatMoney): "$483.58" in English, "USD 483.58" in
  // Spanish, where a bare "$" reads as Mexican pesos.
  const money = useMemo(() => (n: number) => formatMoney(n, i18n.language, { cents: true }), [i18n.language]);
  // The schedule's cells: the amount alone, to the cent (its caption names the currency once), so
  // five columns stay readable on a phone in both languages.
  const amount = useMemo(() => {
    const f = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return (n: number) => f.format(n);
  }, [locale]);
  const wholeMoney = useMemo(() => {
    const f = new Intl.NumberFormat(locale, { style: "currency", currency: "USD", currencyDisplay: locale === "en-US" ? "narrowSymbol" : "code", notation: "compact", minimumFractionDigits: 0, maximumFractionDigits: 1 });
    return (n: number) => f.format(n);
  }, [locale]);
  const { errors, values } = validateCalculator(inputs);
  const result = values ? amortize(values) : null;
  const errorOf = (field: CalculatorField) => errors.find((e) => e.field === field);
  const message = (e: CalculatorError) =>
    e.field === "down" && e.code === "notBelowPrice"
      ? t("aria.calcErrors.downNotBelowPrice", { price: money(Number(inputs.price)) })
      : e.field === "term"
        ? t("aria.calcErrors.term", { min: TERM_MONTHS.min, max: TERM_MONTHS.max })
        : e.field === "rate"
          ? t("aria.calcErrors.rate", { max: MAX_APR })
          : t(`aria.calcErrors.${e.field}`);

  const field = (id: CalculatorField, label: string, step = "1") => {
    const error = errorOf(id);
    return (
      <div className="grid content-start gap-1">
        <Label htmlFor={`calc-${id}`}>{label}</Label>
        <Input
          id={`calc-${id}`}
          type="number"
          min="0"
          step={step}
          inputMode="decimal"
          value={inputs[id]}
          onChange={(e) => setInputs((s) => ({ ...s, [id]: e.target.value }))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `calc-${id}-error` : undefined}
          data-testid={`calc-${id}`}
        />
        {error && (
          <p id={`calc-${id}-error`} className="text-xs text-red-700" data-testid={`calc-${id}-error`}>
            {message(error)}
          </p>
        )}
      </div>
    );
  };

  return (
    <Card data-testid="payment-calculator">
      <CardHeader>
        <CardTitle>{t("aria.calcTitle")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {field("price", t("aria.calcPrice"))}
          {field("down", t("aria.calcDown"))}
          {field("rate", t("aria.calcRate"), "0.1")}
          {field("term", t("aria.calcTerm"))}
        </div>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-live="polite">
          {[
            ["calcFinanced", result?.principal],
            ["calcMonthly", result?.monthlyPayment],
            ["calcInterest", result?.totalInterest],
            ["calcTotal", result && values ? result.totalPaid + values.downPayment : undefined],
          ].map(([k, v]) => (
            <div key={k as string} className="rounded-md border border-slate-200 p-2">
              <dt className="text-xs text-slate-600">{t(`aria.${k}`)}</dt>
              <dd className="font-semibold" data-testid={`calc-${k}`}>
                {typeof v === "number" ? money(v) : "—"}
              </dd>
            </div>
          ))}
        </dl>
        {result ? (
          <>
            <TrendChart
              title={t("aria.calcBalanceChart")}
              description={t("aria.calcBalanceChartDescription", { financed: money(result.principal), months: result.rows.length })}
              data={[{ month: 0, balance: result.principal }, ...result.rows.map((r) => ({ month: r.month, balance: Math.round(r.balance * 100) / 100 }))]}
              xKey="month"
              xLabel={t("aria.calcMonth")}
              series={[{ key: "balance", label: t("aria.calcBalance"), color: "#1d4ed8" }]}
              formatY={wholeMoney}
              kind="area"
              height={180}
              testId="calc-balance-chart"
            />
            <div className="max-h-80 overflow-auto rounded-md focus-visible:outline-2 focus-visible:outline-blue-600" tabIndex={0} role="region" aria-label={t("aria.calcScheduleLabel")} data-testid="calc-schedule-scroll">
              <table className="w-full whitespace-nowrap text-right text-xs tabular-nums [&_td]:px-1.5 [&_td]:py-0.5 [&_th]:px-1.5" data-testid="calc-schedule">
                <caption className="pb-1 text-left text-xs text-slate-600">{t("aria.calcScheduleCurrency")}</caption>
                <thead className="sticky top-0 bg-white">
                  <tr>
                    <th className="text-left">{t("aria.calcMonth")}</th>
                    <th>{t("aria.calcPayment")}</th>
                    <th>{t("aria.calcInterestCol")}</th>
                    <th>{t("aria.calcPrincipal")}</th>
                    <th>{t("aria.calcBalance")}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.rows.map((r) => (
                    <tr key={r.month} className="border-t border-slate-100">
                      <td className="text-left">{r.month}</td>
                      <td>{amount(r.payment)}</td>
                      <td>{amount(r.interest)}</td>
                      <td>{amount(r.principal)}</td>
                      <td>{amount(r.balance)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : (
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="calc-invalid">
            {t("aria.calcFixInputs")}
          </p>
        )}
        <p className="text-xs text-slate-600">{t("aria.calcNote")}</p>
      </CardContent>
    </Card>
  );
}
