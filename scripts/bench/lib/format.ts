/** Number formatting for the report, one place so every table reads the same. */
import type { Unit } from "./measurement.js";

export function formatValue(value: number, unit: Unit): string {
  switch (unit) {
    case "s":
      return `${value.toFixed(value < 1 ? 3 : 2)} s`;
    case "MB":
      return `${Math.round(value).toLocaleString("en-US")} MB`;
    case "bytes":
      return `${Math.round(value).toLocaleString("en-US")} B`;
    case "count":
      return Math.round(value).toLocaleString("en-US");
  }
}

export function formatRatio(ratio: number): string {
  return `${ratio.toFixed(ratio < 0.1 ? 3 : 2)}x`;
}
