import type { Objective } from "../../../contract/objectives";
import type { agentActions, strategicObjectives } from "../../db/schema";

/** A stored figure such as "45%", "$1,200" or "12" as a number; null when it is not one. */
const figure = (v: string | null) => {
  const n = v == null || v.trim() === "" ? NaN : Number(v.replace(/[%,$]/g, ""));
  return Number.isNaN(n) ? null : n;
};

/** current / target in percent (0–100) when both are numbers, else null (no bar is drawn). */
export function objectiveProgress(currentValue: string | null, targetValue: string | null) {
  const current = figure(currentValue);
  const target = figure(targetValue);
  return current != null && target ? Math.max(0, Math.min(100, Math.round((current / target) * 100))) : null;
}

export const presentObjective = (o: typeof strategicObjectives.$inferSelect, actions: (typeof agentActions.$inferSelect)[]): Objective => ({
  id: o.id,
  title: o.title,
  description: o.description,
  category: o.category,
  priority: o.priority,
  status: o.status,
  targetMetric: o.targetMetric,
  targetValue: o.targetValue,
  currentValue: o.currentValue,
  progress: objectiveProgress(o.currentValue, o.targetValue),
  actions: actions.map((a) => ({ id: a.id, agentRole: a.agentRole, title: a.title, status: a.status, priority: a.priority })),
});
