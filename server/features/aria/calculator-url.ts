import type { z } from "zod";
import type { ariaCalculatorQuerySchema } from "../../../contract/aria";

/** The in-app payment calculator's URL for a budget, down payment and term. */
export function calculatorUrl(query: z.infer<typeof ariaCalculatorQuerySchema>): string {
  const q = new URLSearchParams();
  if (query.budget !== undefined) q.set("price", String(query.budget));
  q.set("downPayment", String(query.downPayment));
  q.set("term", String(query.term));
  return `/aria/calculator?${q}`;
}
