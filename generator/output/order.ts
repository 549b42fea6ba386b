/**
 * Code-unit order for every sorted list of the output: the same on every machine (localeCompare follows the process's
 * locale, so an order would depend on where it is made), and no collator to start.
 */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
