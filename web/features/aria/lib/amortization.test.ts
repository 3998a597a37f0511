import { describe, expect, it } from "vitest";
import { amortize } from "./amortization";

describe("amortize", () => {
  it("computes the standard monthly payment and pays the loan off exactly", () => {
    const a = amortize({ price: 30000, downPayment: 10000, annualRatePercent: 6, termMonths: 48 });
    expect(a.principal).toBe(20000);
    expect(a.monthlyPayment).toBeCloseTo(469.70, 2);
    expect(a.rows).toHaveLength(48);
    expect(a.rows.at(-1)!.balance).toBe(0);
    expect(a.totalInterest).toBeCloseTo(2545.6, 0);
  });
  it("handles a zero rate and a down payment covering the price", () => {
    expect(amortize({ price: 12000, downPayment: 0, annualRatePercent: 0, termMonths: 12 }).monthlyPayment).toBe(1000);
    expect(amortize({ price: 5000, downPayment: 6000, annualRatePercent: 5, termMonths: 12 }).monthlyPayment).toBe(0);
  });
});
