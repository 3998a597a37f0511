export type HealthTone = "good" | "warning" | "neutral";

/** Spec 01 §2: green if the value contains "99." or equals "Running"; yellow for "High Load". */
export function healthValueTone(value: string): HealthTone {
  if (value.includes("99.") || value === "Running") return "good";
  if (value === "High Load") return "warning";
  return "neutral";
}

export const HEALTH_TONE_CLASS: Record<HealthTone, string> = {
  good: "text-green-600",
  warning: "text-yellow-600",
  neutral: "text-slate-500",
};

/** Service names are stored with hyphens ("api-gateway") and shown with spaces. */
export function displayServiceName(service: string): string {
  return service.replace(/-/g, " ");
}
