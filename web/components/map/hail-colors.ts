import { HAIL_SIZE_CLASSES } from "@contract/storm-map";

/** Hail size classes (inches, lower bounds in contract/storm-map.ts) and their colours, smallest first; `text` keeps labels readable on the fill. */
export const HAIL_SIZE_STYLES = [
  { fill: "#facc15", text: "#1f2937" }, // under 1 in
  { fill: "#f97316", text: "#1f2937" }, // 1 in to 1.75 in
  { fill: "#b91c1c", text: "#ffffff" }, // 1.75 in to 2.5 in
  { fill: "#6b21a8", text: "#ffffff" }, // 2.5 in and larger
] as const;

export function hailSizeClass(inches: number) {
  let k = 0;
  HAIL_SIZE_CLASSES.forEach((min, i) => {
    if (inches >= min) k = i;
  });
  return k;
}
export const hailSizeStyle = (inches: number) => HAIL_SIZE_STYLES[hailSizeClass(inches)];
