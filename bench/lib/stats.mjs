// Order statistics for a handful of rounds or samples, and how they are printed.

/** The q-quantile (0..1) by linear interpolation between the sorted samples. */
export function quantile(values, q) {
  const sorted = values.filter((v) => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (at - lo);
}

export const median = (values) => quantile(values, 0.5);

function number(value, digits) {
  if (value === null) return 'n/a';
  if (digits === 0) return String(Math.round(value));
  return value.toFixed(digits);
}

/** `median (min–max)` of a few rounds. */
export function medianRange(values, digits = 0) {
  if (values.length === 0) return 'n/a';
  const m = number(median(values), digits);
  if (values.length === 1) return m;
  return `${m} (${number(quantile(values, 0), digits)}–${number(quantile(values, 1), digits)})`;
}

/** `median (p25–p75, max)` of many samples. */
export function medianQuartiles(values, digits = 1) {
  if (values.length === 0) return 'n/a';
  const q = (p) => number(quantile(values, p), digits);
  return `${q(0.5)} (p25–p75 ${q(0.25)}–${q(0.75)}, max ${q(1)})`;
}
