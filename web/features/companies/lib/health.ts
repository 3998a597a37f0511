import type { TFunction } from "i18next";

export type HealthTone = "good" | "warning" | "neutral";

/** Spec 01 §2: green if the value contains "99." or equals "Running"; yellow for "High Load". */
export function healthValueTone(value: string): HealthTone {
  if (value.includes("99.") || value === "Running") return "good";
  if (value === "High Load") return "warning";
  return "neutral";
}

export const HEALTH_TONE_CLASS: Record<HealthTone, string> = {
  // 700s: the 600s read 3.2:1 and 2.9:1 on white (axe, WCAG AA needs 4.5:1).
  good: "text-green-700",
  warning: "text-amber-700",
  neutral: "text-slate-600",
};

/** Service names are stored with hyphens ("api-gateway") and shown with spaces. */
export function displayServiceName(service: string): string {
  return service.replace(/-/g, " ");
}

/**
 * A stored health value in the page's language: a figure ("99.95%", "12.43 ms") through Intl,
 * a status word ("Running", "High Load") through its label; anything else as stored.
 */
export function healthValueLabel(t: TFunction, language: string, value: string): string {
  const figure = /^(-?\d+(?:\.\d+)?)\s*(%|ms|s)?$/.exec(value.trim());
  if (figure) {
    const n = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(Number(figure[1]));
    return figure[2] ? `${n}${figure[2] === "%" ? "\u00a0%" : ` ${figure[2]}`}` : n;
  }
  if (/^[A-Za-z][A-Za-z ]*$/.test(value)) {
    return t(`enums.health.${value.trim().toLowerCase().replace(/ +/g, "_")}`, { defaultValue: value });
  }
  return value;
}
