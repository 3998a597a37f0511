import { Area, AreaChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ChartDataTable } from "./chart-data-table";

export interface ChartSeries {
  key: string;
  label: string;
  /** A colour with at least 3:1 contrast on white (WCAG 1.4.11 for graphics). */
  color: string;
}

export type ChartPoint = { [key: string]: string | number | null };

/**
 * A line (or area) chart over an ordered x axis (days, months, payment numbers), with
 * its text alternative: a visually hidden table of the same figures, captioned by
 * `title`. The SVG itself is hidden from assistive technology. Built on recharts;
 * reusable by any feature (KPI trends, a loan's balance, the health history).
 */
export function TrendChart({
  title,
  description,
  data,
  xKey,
  xLabel,
  series,
  formatX = String,
  formatY = (v: number) => String(v),
  kind = "line",
  height = 220,
  testId,
}: {
  title: string;
  description?: string;
  data: readonly ChartPoint[];
  xKey: string;
  xLabel: string;
  series: readonly ChartSeries[];
  formatX?: (value: string | number) => string;
  formatY?: (value: number) => string;
  kind?: "line" | "area";
  height?: number;
  testId?: string;
}) {
  const rows = data.map((d) => [formatX(d[xKey] ?? ""), ...series.map((s) => (typeof d[s.key] === "number" ? formatY(d[s.key] as number) : "—"))]);
  const Chart = kind === "area" ? AreaChart : LineChart;
  // The value axis as wide as its longest label ("USD 38,000" was cut to "SD 38,000" in 64 px):
  // about 7 px a character at 11 px, the top tick rounded up one digit's worth.
  const top = Math.max(0, ...data.flatMap((d) => series.map((s) => (typeof d[s.key] === "number" ? (d[s.key] as number) : 0))));
  const yWidth = Math.max(48, Math.ceil(formatY(top * 1.1).length * 7) + 10);
  return (
    <figure className="grid min-w-0 gap-1" data-testid={testId}>
      <figcaption className="text-sm font-medium text-slate-800">{title}</figcaption>
      {description && <p className="text-xs text-slate-600">{description}</p>}
      <div aria-hidden="true" style={{ height }} className="min-w-0">
        <ResponsiveContainer width="100%" height="100%">
          <Chart data={data as ChartPoint[]} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey={xKey} tickFormatter={formatX} tick={{ fontSize: 11, fill: "#475569" }} minTickGap={16} />
            <YAxis tickFormatter={formatY} tick={{ fontSize: 11, fill: "#475569" }} width={yWidth} allowDecimals={false} />
            <Tooltip formatter={(v) => (typeof v === "number" ? formatY(v) : String(v))} labelFormatter={(l) => formatX(l as string)} />
            {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
            {series.map((s) =>
              kind === "area" ? (
                <Area key={s.key} type="monotone" dataKey={s.key} name={s.label} stroke={s.color} fill={s.color} fillOpacity={0.15} strokeWidth={2} isAnimationActive={false} />
              ) : (
                <Line key={s.key} type="monotone" dataKey={s.key} name={s.label} stroke={s.color} strokeWidth={2} dot={false} isAnimationActive={false} />
              ),
            )}
          </Chart>
        </ResponsiveContainer>
      </div>
      <ChartDataTable caption={title} columns={[xLabel, ...series.map((s) => s.label)]} rows={rows} testId={testId ? `${testId}-table` : undefined} />
    </figure>
  );
}
