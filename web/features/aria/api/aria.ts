import { useMutation, useQuery } from "@tanstack/react-query";
import { ariaCalculatorResponseSchema, ariaChatResponseSchema, ariaStatusSchema, type AriaChatRequest } from "@contract/aria";
import { apiJson } from "@web/lib/api";

/** GET /api/aria/status, on load and on language change (spec 02 §7). */
export function useAriaStatus(language: string) {
  return useQuery({ queryKey: ["/api/aria/status", language], queryFn: () => apiJson("GET", "/api/aria/status", ariaStatusSchema), retry: false });
}
export function useAriaChat() {
  return useMutation({ mutationFn: (body: AriaChatRequest) => apiJson("POST", "/api/aria/chat", ariaChatResponseSchema, body) });
}
export function fetchCalculatorUrl(params: { budget?: number; downPayment: number; term: number }) {
  const q = new URLSearchParams({ downPayment: String(params.downPayment), term: String(params.term) });
  if (params.budget !== undefined) q.set("budget", String(params.budget));
  return apiJson("GET", `/api/aria/calculator?${q}`, ariaCalculatorResponseSchema);
}
