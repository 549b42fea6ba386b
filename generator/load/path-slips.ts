/**
 * The slips of paths and operations that the model reads around, as warnings (docs/safety.md E3, E5, L5): a path key
 * starting with `//` or naming a template parameter twice (model/paths.ts pathSlips), and an operation that does not
 * get the operationId it wants because another one has it (model/operation-ids.ts), the warning naming the id it got.
 * A path the model refuses (`.` segments, a control character...) is the model's error, not a warning here.
 */
import { quote, type LoadWarning, type SourceLocation } from "./errors.js";
import { operationIds } from "../model/operation-ids.js";
import { pathSlips } from "../model/paths.js";
import { escapeSegment } from "./pointer.js";

type Locate = (pointer: string) => SourceLocation | undefined;

export function pathAndIdWarnings(document: Record<string, unknown>, locate: Locate): LoadWarning[] {
  const out: LoadWarning[] = [];
  const at = (pointer: string, detail: string) =>
    out.push({ detail, location: locate(pointer) ?? locate("#"), pointer });
  const paths = document.paths;
  if (paths !== null && typeof paths === "object" && !Array.isArray(paths))
    for (const path of Object.keys(paths)) {
      if (path.startsWith("x-")) continue;
      for (const slip of pathSlips(path)) at(`#/paths/${escapeSegment(path)}`, `path ${quote(path, 400)} ${slip}`);
    }
  for (const clash of operationIds(document).clashes) {
    const route = `${clash.method.toUpperCase()} ${clash.path}`;
    const wants = clash.own
      ? `the operationId ${quote(clash.wanted)} of ${route} is ${clash.keeper}'s too`
      : `${route} has no operationId and the one made from its method and path, ${quote(clash.wanted)}, is ${clash.keeper}'s`;
    at(
      clash.own ? `${clash.pointer}/operationId` : clash.pointer,
      `${wants}, which keeps it; ${route} is named ${quote(clash.id)}`,
    );
  }
  return out;
}
