import { ariaCalculatorResponseSchema } from "@contract/aria";
import { callEndpoint, endpoint } from "@web/lib/api";

export const getCalculatorUrl = endpoint("GET", "/api/aria/calculator", ariaCalculatorResponseSchema);

/** Read when Aria opens the payment calculator (not cached). */
export function fetchCalculatorUrl(query: { budget?: number; downPayment: number; term: number }) {
  return callEndpoint(getCalculatorUrl, { query });
}
