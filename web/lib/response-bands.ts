/** Spec 02 §9: lead response colour bands (minutes) and the slow-query threshold. */
export function responseBand(minutes: number | null): "green" | "yellow" | "red" | "none" {
  if (minutes == null) return "none";
  if (minutes < 20) return "green";
  if (minutes < 30) return "yellow";
  return "red";
}
export const bandClass = { green: "text-green-700", yellow: "text-yellow-700", red: "text-red-700", none: "text-slate-500" } as const;
export const slowQueriesRed = (slow: number) => slow > 5;

/** Spec 02 §4: target_met → "Target Achieved", needs_improvement → "Needs Improvement", else "Monitoring". */
export function leadStatusKey(status: string) {
  return status === "target_met" ? "targetMet" : status === "needs_improvement" ? "needsImprovement" : "monitoring";
}
