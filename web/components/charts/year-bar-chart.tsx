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
  const slot = rows.length ? width / rows.length : width;
  const bar = Math.max(4, Math.min(36, slot * 0.6));
  const scale = (n: number) => ((height - top - bottom) * n) / max;
  // Label every year when they fit, else every n-th.
  const every = Math.max(1, Math.ceil(rows.length / 10));
  return (
    <figure className="grid gap-1" data-testid={testId}>
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full max-w-md" aria-hidden="true" focusable="false">
        <line x1={0} x2={width} y1={height - bottom} y2={height - bottom} stroke="#94a3b8" />
        {rows.map((r, i) => {
          const h = scale(r.count);
          const x = i * slot + (slot - bar) / 2;
          const y = height - bottom - h;
          return (
            <g key={r.year}>
              <rect x={x} y={y} width={bar} height={h} fill={color} rx={2} />
              {r.count > 0 && (
                <text x={x + bar / 2} y={y - 3} textAnchor="middle" fontSize={10} fill="#334155">
                  {formatCount(r.count)}
                </text>
              )}
              {i % every === 0 && (
                <text x={x + bar / 2} y={height - 6} textAnchor="middle" fontSize={10} fill="#475569">
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
