import { describe, expect, it } from "vitest";
import { amortize, validateCalculator } from "./amortization";

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

describe("the calculator's inputs", () => {
  const ok = { price: "30000", down: "10000", rate: "6", term: "48" };
  it("accepts a usual loan", () => {
    expect(validateCalculator(ok)).toEqual({ errors: [], values: { price: 30000, downPayment: 10000, annualRatePercent: 6, termMonths: 48 } });
    expect(validateCalculator({ ...ok, down: "" }).values?.downPayment).toBe(0);
  });
  it("rejects a down payment at or above the price", () => {
    expect(validateCalculator({ ...ok, down: "35000" }).errors).toEqual([{ field: "down", code: "notBelowPrice" }]);
    expect(validateCalculator({ ...ok, down: "30000" }).errors).toEqual([{ field: "down", code: "notBelowPrice" }]);
  });
  it("rejects an empty, zero, fractional or too long term", () => {
    for (const term of ["", "0", "1", "12.5", "97"]) expect(validateCalculator({ ...ok, term }).errors).toEqual([{ field: "term", code: "range" }]);
  });
  it("rejects a missing price and an APR out of range", () => {
    expect(validateCalculator({ ...ok, price: "" }).errors).toEqual([{ field: "price", code: "required" }]);
    expect(validateCalculator({ ...ok, rate: "61" }).errors).toEqual([{ field: "rate", code: "range" }]);
    expect(validateCalculator({ ...ok, rate: "" }).errors).toEqual([{ field: "rate", code: "range" }]);
  });
});
