import { ChartDataTable } from "./chart-data-table";

/**
 * Counts by year as bars, in plain SVG (no chart library): small enough for the
 * landing page's own bundle (decision 041). Made for the hail-risk answer's storms by
 * year; its labels come from the caller, so it works with any i18n setup. Its text
 * alternative is a visually hidden table of the same counts.
 */
export function YearBarChart({
  data,
  title,
  yearLabel,
  countLabel,
  formatCount = (n: number) => String(n),
  color = "#1d4ed8",
  testId,
}: {
  data: readonly { year: number; count: number }[];
  title: string;
  yearLabel: string;
  countLabel: string;
  formatCount?: (n: number) => string;
  color?: string;
  testId?: string;
}) {
  const rows = [...data].sort((a, b) => a.year - b.year);
  const max = Math.max(1, ...rows.map((r) => r.count));
  const width = 320;
  const height = 140;
  const top = 16;
  const bottom = 20;
  const side = 14; // room for the first and last year's label
  // Years missing between two bars (no data on file, which is not zero) take one empty slot, marked by a dashed line.
  const slots: ({ kind: "bar"; row: (typeof rows)[number]; first: boolean } | { kind: "gap"; from: number; to: number })[] = [];
  rows.forEach((row, i) => {
    const prev = rows[i - 1];
    if (prev && row.year - prev.year > 1) slots.push({ kind: "gap", from: prev.year + 1, to: row.year - 1 });
    slots.push({ kind: "bar", row, first: !prev || row.year - prev.year > 1 });
  });
  const slot = slots.length ? (width - 2 * side) / slots.length : width;
  const bar = Math.max(3, Math.min(36, slot * 0.6));
  const scale = (n: number) => ((height - top - bottom) * n) / max;
  // Counts above the bars only when they fit (the table below always has them).
  const countsFit = rows.length <= 16;
  const centerOf = (i: number) => side + i * slot + slot / 2;
  // Year labels that do not collide: first the first year of each run and the last year, then round years.
  const step = [1, 2, 5, 10, 20, 50].find((n) => rows.length / n <= 8) ?? 100;
  const labelled = new Set<number>();
  const taken: number[] = [];
  const tryLabel = (year: number, x: number) => {
    if (labelled.has(year) || taken.some((t) => Math.abs(t - x) < 30)) return;
    labelled.add(year);
    taken.push(x);
  };
  const bars = slots.flatMap((s, i) => (s.kind === "bar" ? [{ ...s, x: centerOf(i) }] : []));
  bars.filter((b) => b.first).forEach((b) => tryLabel(b.row.year, b.x));
  if (bars.length) tryLabel(bars[bars.length - 1].row.year, bars[bars.length - 1].x);
  bars.filter((b) => b.row.year % step === 0).forEach((b) => tryLabel(b.row.year, b.x));
  return (
    <figure className="grid gap-1" data-testid={testId}>
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full max-w-md" aria-hidden="true" focusable="false">
        <line x1={0} x2={width} y1={height - bottom} y2={height - bottom} stroke="#94a3b8" />
        {slots.map((s, i) => {
          const x = side + i * slot + (slot - bar) / 2;
          if (s.kind === "gap") {
            const mid = side + i * slot + slot / 2;
            return <line key={`gap-${s.from}`} x1={mid} x2={mid} y1={top} y2={height - bottom} stroke="#94a3b8" strokeDasharray="3 3" />;
          }
          const r = s.row;
          const h = scale(r.count);
          const y = height - bottom - h;
          const center = x + bar / 2;
          const label = labelled.has(r.year);
          return (
            <g key={r.year}>
              <rect x={x} y={y} width={bar} height={h} fill={color} rx={bar > 6 ? 2 : 1} />
              {countsFit && r.count > 0 && (
                <text x={center} y={y - 3} textAnchor="middle" fontSize={10} fill="#334155">
                  {formatCount(r.count)}
                </text>
              )}
              {label && (
                <text x={center} y={height - 6} textAnchor="middle" fontSize={10} fill="#475569">
                  {r.year}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <ChartDataTable caption={title} columns={[yearLabel, countLabel]} rows={rows.map((r) => [r.year, formatCount(r.count)])} testId={testId ? `${testId}-table` : undefined} />
    </figure>
  );
}
