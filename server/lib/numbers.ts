/** Rounds to `digits` decimals; an unknown figure (null, undefined, NaN) stays null, never 0. */
export const round = (v: number | null | undefined, digits = 1) => (v == null || Number.isNaN(v) ? null : Math.round(v * 10 ** digits) / 10 ** digits);

/** part / whole in percent (one decimal), or null when there is no whole. */
export const percent = (part: number, whole: number) => (whole > 0 ? round((part / whole) * 100) : null);
