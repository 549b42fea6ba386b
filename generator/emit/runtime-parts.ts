/**
 * The parts of the runtime (templates/runtime/parts.ts) an entry point's operations use, read off their descriptors
 * (and, for cookies, their parameters: a cookie written in the default style leaves no mark on the descriptor). The
 * entry point passes exactly these to `createClientWith`, so that an application bundles no code for what none of its
 * operations does: a JSON API's client carries no form, multipart or raw encoder, no parameter or form field styles,
 * no cookies.
 */
import type { Operation } from "../model/types.js";
import type { OperationDescriptor } from "../../templates/runtime/operation.js";
import type { Parts } from "../../templates/runtime/parts.js";

/** In the order the entry point names them; each is exported by the runtime's index as `<name>Part`. */
const order: readonly (keyof Parts)[] = [
  "form",
  "formStyles",
  "multipart",
  "raw",
  "query",
  "path",
  "json",
  "cookies",
  "data",
];

export function runtimeParts(
  operations: readonly { op: Operation; descriptor: OperationDescriptor }[],
): (keyof Parts)[] {
  const used = new Set<keyof Parts>();
  for (const { op, descriptor: d } of operations) {
    if (d.body === "form" || d.body === "multipart" || d.body === "raw") used.add(d.body);
    if (d.formStyles) used.add("formStyles");
    if (d.query || d.reserved) used.add("query");
    if (d.pathStyles) used.add("path");
    if (d.json) used.add("json");
    if (op.parameters.cookie.length > 0) used.add("cookies");
    if (d.data) used.add("data");
  }
  return order.filter((name) => used.has(name));
}

/** The runtime's export of a part. */
export const partExport = (name: keyof Parts): string => `${name}Part`;

/** The parts as createClientWith's argument: `{ form: formPart }`. */
export const partsArgument = (parts: readonly (keyof Parts)[]): string =>
  parts.length === 0 ? "{}" : `{ ${parts.map((p) => `${p}: ${partExport(p)}`).join(", ")} }`;

/** Every name an entry point may import for its parts (names.ts keeps operations off them). */
export const partExports: readonly string[] = order.map(partExport);
