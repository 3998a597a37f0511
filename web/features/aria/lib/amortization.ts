/** A fixed-rate loan's monthly payment and schedule (standard amortisation). */
export interface AmortizationRow {
  month: number;
  payment: number;
  interest: number;
  principal: number;
  balance: number;
}

export function amortize(input: { price: number; downPayment: number; annualRatePercent: number; termMonths: number }) {
  const principal = Math.max(0, input.price - input.downPayment);
  const n = Math.max(1, Math.round(input.termMonths));
  const r = input.annualRatePercent / 100 / 12;
  const payment = principal === 0 ? 0 : r === 0 ? principal / n : (principal * r) / (1 - Math.pow(1 + r, -n));
  const rows: AmortizationRow[] = [];
  let balance = principal;
  for (let month = 1; month <= n; month++) {
    const interest = balance * r;
    const toPrincipal = month === n ? balance : payment - interest;
    balance = Math.max(0, balance - toPrincipal);
    rows.push({ month, payment: month === n ? toPrincipal + interest : payment, interest, principal: toPrincipal, balance });
  }
  const totalPaid = rows.reduce((s, x) => s + x.payment, 0);
  return { principal, monthlyPayment: payment, totalPaid, totalInterest: totalPaid - principal, rows };
}
