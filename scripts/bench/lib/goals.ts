/**
 * The two kinds of goal the issues state: an absolute ceiling on one of revforge's medians ("check time under
 * 0.3 s"), and a ceiling on revforge's ratio to another contender ("at most 1.5x openapi-typescript"), judged on the
 * median of the per-round ratios.
 */
import { formatRatio, formatValue } from "./format.js";
import type { GoalResult, Stats, Unit } from "./measurement.js";

/** A shimmed call (an older revision's client upgraded by the shims) at most this times a direct call (shim-overhead). */
export const SHIM_CALL_CEILING = 1.1;
/** revforge's time per request at most this times openapi-fetch's, same server, same page (requests). */
export const REQUEST_CEILING = 1.05;

export function ceiling(
  stats: Stats,
  goal: string,
  metric: string,
  contender: string,
  limit: number,
  unit: Unit,
  strict = true,
): GoalResult {
  const value = stats.values[metric]?.[contender]?.median;
  if (value === undefined) return { goal, measured: "not measured", met: false, margin: "" };
  const met = strict ? value < limit : value <= limit;
  const diff = Math.abs(limit - value);
  const pct = ((diff / limit) * 100).toFixed(0);
  return {
    goal,
    measured: `${formatValue(value, unit)} (median)`,
    met,
    margin: `${formatValue(diff, unit)} (${pct}%) ${met ? "under" : "over"} the limit`,
  };
}

export function ratioCeiling(
  stats: Stats,
  goal: string,
  metric: string,
  other: string,
  limit: number,
  strict: boolean,
  unit: Unit,
  baseline = "revforge",
): GoalResult {
  const ratio = stats.ratios[metric]?.[other];
  if (ratio === undefined) return { goal, measured: "not measured", met: false, margin: "" };
  const met = strict ? ratio < limit : ratio <= limit;
  const a = stats.values[metric]?.[baseline]?.median ?? NaN;
  const b = stats.values[metric]?.[other]?.median ?? NaN;
  const allowed = b * limit;
  return {
    goal,
    measured: `${formatRatio(ratio)} (${formatValue(a, unit)} vs ${formatValue(b, unit)})`,
    met,
    margin: `${formatRatio(Math.abs(limit - ratio))} ${met ? "under" : "over"} the ${formatRatio(limit)} allowed (${formatValue(Math.abs(a - allowed), unit)} ${met ? "to spare" : "beyond it"})`,
  };
}
