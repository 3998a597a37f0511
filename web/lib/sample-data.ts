/**
 * Whether the rows a panel shows are seeded sample rows: "all" badges the panel,
 * "some" badges each sample row, "none" shows no badge.
 */
export type SampleScope = "none" | "some" | "all";

export function sampleScope(rows: readonly { isSample: boolean }[]): SampleScope {
  const samples = rows.filter((row) => row.isSample).length;
  if (samples === 0) return "none";
  return samples === rows.length ? "all" : "some";
}
