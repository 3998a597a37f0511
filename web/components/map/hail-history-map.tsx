import type { HailHistoryRow } from "@contract/hail-history";
import { useEffect, useMemo, useState } from "react";
import { hailSizeStyle } from "./hail-colors";
import { loadUsOutlines, type UsOutlines } from "./us-outlines";

const MILES_PER_DEGREE = 69.0;
const SIZE = 360;

/**
 * A small printable map of the reports around a place (issue 20): plain SVG, north up, in miles
 * around the place (an equirectangular projection, true to scale at these distances), the county
 * and state lines from the shipped outlines, the radius as a dashed circle, the address as a star.
 */
export function HailHistoryMap({ lat, lon, radiusMiles, rows, title, className }: { lat: number; lon: number; radiusMiles: number; rows: HailHistoryRow[]; title: string; className?: string }) {
  const [outlines, setOutlines] = useState<UsOutlines | null>(null);
  useEffect(() => {
    let live = true;
    void loadUsOutlines().then((o) => live && setOutlines(o));
    return () => {
      live = false;
    };
  }, []);
  const extent = radiusMiles * 1.12;
  const k = SIZE / 2 / extent;
  const cos = Math.cos((lat * Math.PI) / 180);
  const x = (lo: number) => SIZE / 2 + (lo - lon) * cos * MILES_PER_DEGREE * k;
  const y = (la: number) => SIZE / 2 - (la - lat) * MILES_PER_DEGREE * k;

  const lines = useMemo(() => {
    if (!outlines) return { counties: "", states: "" };
    const margin = extent / MILES_PER_DEGREE + 0.5;
    const near = ([lo, la]: number[]) => Math.abs(la - lat) < margin && Math.abs(lo - lon) < margin / Math.max(cos, 0.2);
    const path = (ml: { coordinates: number[][][] }) =>
      ml.coordinates
        .filter((line) => line.some(near))
        .map((line) => "M" + line.map(([lo, la]) => `${x(lo).toFixed(1)},${y(la).toFixed(1)}`).join("L"))
        .join("");
    return { counties: path(outlines.counties), states: path(outlines.states) };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outlines, lat, lon, radiusMiles]);

  const scale = radiusMiles >= 20 ? 10 : radiusMiles >= 8 ? 5 : 1;
  const star = (cx: number, cy: number, r: number) =>
    Array.from({ length: 10 }, (_, i) => {
      const a = (Math.PI / 5) * i - Math.PI / 2;
      const rr = i % 2 === 0 ? r : r * 0.45;
      return `${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`;
    }).join(" ");
  const sorted = [...rows].sort((a, b) => a.sizeInches - b.sizeInches);
  return (
    <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={title} className={className} style={{ background: "#f8fafc" }}>
      <title>{title}</title>
      <defs>
        <clipPath id="hail-map-clip">
          <rect width={SIZE} height={SIZE} />
        </clipPath>
      </defs>
      <g clipPath="url(#hail-map-clip)">
        <path d={lines.counties} fill="none" stroke="#cbd5e1" strokeWidth={0.8} />
        <path d={lines.states} fill="none" stroke="#64748b" strokeWidth={1.4} />
        <circle cx={SIZE / 2} cy={SIZE / 2} r={radiusMiles * k} fill="none" stroke="#334155" strokeDasharray="5 4" strokeWidth={1.2} />
        {sorted.map((r, i) => (
          <circle key={i} cx={x(r.lon)} cy={y(r.lat)} r={3 + Math.min(5, r.sizeInches * 1.5)} fill={hailSizeStyle(r.sizeInches).fill} stroke="#1f2937" strokeWidth={0.8} />
        ))}
        <polygon points={star(SIZE / 2, SIZE / 2, 9)} fill="#111827" stroke="#ffffff" strokeWidth={1} />
      </g>
      <g fontFamily="system-ui, sans-serif" fontSize={11} fill="#111827">
        <text x={SIZE - 16} y={20} textAnchor="middle" fontWeight={700}>N</text>
        <path d={`M${SIZE - 16},24 l-5,12 l5,-3 l5,3 z`} fill="#111827" />
        <line x1={12} y1={SIZE - 14} x2={12 + scale * k} y2={SIZE - 14} stroke="#111827" strokeWidth={2} />
        <text x={12} y={SIZE - 20}>{scale} mi</text>
      </g>
    </svg>
  );
}
