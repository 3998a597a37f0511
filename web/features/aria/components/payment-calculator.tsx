import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { amortize } from "../lib/amortization";

const money = (n: number) => n.toLocaleString("en-US", { style: "currency", currency: "USD" });

/** The car payment calculator: price, down payment, APR and term → monthly payment and schedule. */
export function PaymentCalculator({ initial }: { initial: { price?: number; downPayment?: number; term?: number } }) {
  const { t } = useTranslation();
  const [price, setPrice] = useState(String(initial.price ?? 30000));
  const [down, setDown] = useState(String(initial.downPayment ?? 10000));
  const [rate, setRate] = useState("7.5");
  const [term, setTerm] = useState(String(initial.term ?? 48));
  const num = (s: string) => (Number.isFinite(Number(s)) && Number(s) >= 0 ? Number(s) : 0);
  const termMonths = Math.min(96, Math.max(1, Math.round(num(term)) || 1));
  const result = amortize({ price: num(price), downPayment: num(down), annualRatePercent: Math.min(60, num(rate)), termMonths });
  const field = (id: string, label: string, value: string, set: (v: string) => void, step = "1") => (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="number" min="0" step={step} value={value} onChange={(e) => set(e.target.value)} data-testid={id} />
    </div>
  );
  return (
    <Card data-testid="payment-calculator">
      <CardHeader>
        <CardTitle>{t("aria.calcTitle")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {field("calc-price", t("aria.calcPrice"), price, setPrice)}
          {field("calc-down", t("aria.calcDown"), down, setDown)}
          {field("calc-rate", t("aria.calcRate"), rate, setRate, "0.1")}
          {field("calc-term", t("aria.calcTerm"), term, setTerm)}
        </div>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {[
            ["calcFinanced", result.principal],
            ["calcMonthly", result.monthlyPayment],
            ["calcInterest", result.totalInterest],
            ["calcTotal", result.totalPaid + Math.min(num(down), num(price))],
          ].map(([k, v]) => (
            <div key={k as string} className="rounded-md border border-slate-200 p-2">
              <dt className="text-xs text-slate-500">{t(`aria.${k}`)}</dt>
              <dd className="font-semibold" data-testid={`calc-${k}`}>{money(v as number)}</dd>
            </div>
          ))}
        </dl>
        {/* Focusable so the keyboard can scroll the schedule. */}
        <div className="max-h-80 overflow-auto" role="region" aria-label={t("aria.calcSchedule")} tabIndex={0}>
          <table className="w-full text-right text-xs" data-testid="calc-schedule">
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
                  <td>{money(r.payment)}</td>
                  <td>{money(r.interest)}</td>
                  <td>{money(r.principal)}</td>
                  <td>{money(r.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-xs text-slate-500">{t("aria.calcNote")}</p>
      </CardContent>
    </Card>
  );
}
