import type { TFunction } from "i18next";

/**
 * The label of a stored enum value in the page's language (web/locales/<lang>.json → enums.<kind>).
 * A value the catalog does not know yet is shown humanised ("in_progress" → "In progress"),
 * never raw; the Spanish journey flags any raw value that reaches a page.
 */
export function enumLabel(t: TFunction, kind: string, value: string | null | undefined): string {
  if (value == null || value === "") return "—";
  return t(`enums.${kind}.${value}`, { defaultValue: humanise(value) });
}

export function humanise(value: string): string {
  const words = value.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
