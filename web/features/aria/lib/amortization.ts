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

export const TERM_MONTHS = { min: 6, max: 96 } as const;
export const MAX_APR = 60;

export type CalculatorField = "price" | "down" | "rate" | "term";
export type CalculatorError =
  | { field: "price"; code: "required" }
  | { field: "down"; code: "notBelowPrice" | "invalid" }
  | { field: "rate"; code: "range" }
  | { field: "term"; code: "range" };

/**
 * The calculator's inputs as typed (strings), checked before anything is computed: a
 * price above zero, a down payment below the price, an APR of 0–60 % and a whole
 * term of 6–96 months (the same range GET /api/aria/calculator accepts). An empty or
 * zero term is an error, never "one month".
 */
export function validateCalculator(input: Record<CalculatorField, string>): { errors: CalculatorError[]; values?: { price: number; downPayment: number; annualRatePercent: number; termMonths: number } } {
  const parse = (s: string) => (s.trim() === "" ? NaN : Number(s));
  const price = parse(input.price);
  const down = input.down.trim() === "" ? 0 : parse(input.down);
  const rate = parse(input.rate);
  const term = parse(input.term);
  const errors: CalculatorError[] = [];
  if (!(price > 0)) errors.push({ field: "price", code: "required" });
  if (!(down >= 0)) errors.push({ field: "down", code: "invalid" });
  else if (price > 0 && down >= price) errors.push({ field: "down", code: "notBelowPrice" });
  if (!(rate >= 0 && rate <= MAX_APR)) errors.push({ field: "rate", code: "range" });
  if (!(Number.isInteger(term) && term >= TERM_MONTHS.min && term <= TERM_MONTHS.max)) errors.push({ field: "term", code: "range" });
  return errors.length ? { errors } : { errors, values: { price, downPayment: down, annualRatePercent: rate, termMonths: term } };
}
