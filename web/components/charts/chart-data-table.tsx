import type { ReactNode } from "react";

/**
 * A chart's text alternative: the same figures as a table, visually hidden but read by
 * screen readers (and shown when `visible`). Every chart in web/components/charts has one.
 */
export function ChartDataTable({
  caption,
  columns,
  rows,
  visible = false,
  testId,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
  visible?: boolean;
  testId?: string;
}) {
  const table = (
    <table className={visible ? "w-full text-left text-xs" : undefined} data-testid={testId}>
      <caption className={visible ? "text-left text-xs font-medium" : undefined}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {row.map((cell, j) =>
              j === 0 ? (
                <th key={j} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={j}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  // Hidden in a 1-pixel block, not on the table itself: a table grows to its content whatever its
  // width says, and a hidden table wider than a phone made the whole page scroll sideways.
  return visible ? table : <div className="sr-only">{table}</div>;
}
