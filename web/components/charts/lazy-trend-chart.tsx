import { lazy, Suspense, type ComponentProps } from "react";

const Chart = lazy(() => import("./trend-chart").then((m) => ({ default: m.TrendChart })));

/**
 * TrendChart loaded on first use: recharts is a large chunk (about 110 kB gzipped), so
 * a page downloads it only when a chart is shown, and the rest of the page does not
 * wait for it. Until it arrives, a placeholder of the chart's height holds the place.
 */
export function LazyTrendChart(props: ComponentProps<typeof Chart>) {
  return (
    <Suspense fallback={<div className="animate-pulse rounded-md bg-slate-100" style={{ height: (props.height ?? 220) + 40 }} aria-hidden="true" />}>
      <Chart {...props} />
    </Suspense>
  );
}
