/**
 * Path parameters declared but not in their path (an operation moved to another path, its parameters left behind),
 * and template parameters an operation does not declare (docs/safety.md E5): each a warning (validate.ts). Found on
 * the bundled document, whose refs are all local: a declaration is named at its place in the parameter list of the
 * path item or the operation, not at the component a `$ref` there points to (which may serve other paths where it is
 * in the template).
 */
import { quote } from "./errors.js";
import { METHODS } from "./operation-ids.js";
import { templateNames } from "./path-slips.js";
import { follow, formatPointer, isObject } from "./pointer.js";

/** Where a slip is (in the bundled document), and the sentence of its warning. */
interface PathParameterSlip {
  pointer: string;
  detail: string;
}

type Json = Record<string, unknown>;

/** The declared path parameters missing from their path, then the template parameters an operation does not declare. */
export function pathParameterSlips(document: Json): PathParameterSlip[] {
  const stray: PathParameterSlip[] = [];
  const undeclared: PathParameterSlip[] = [];
  const paths = isObject(document.paths) ? document.paths : {};
  for (const path of Object.keys(paths)) {
    const item = follow(document, paths[path], ["paths", path]);
    if (!isObject(item.value)) continue;
    const names = new Set(templateNames(path));
    const declaredIn = (owner: { value: Json; at: string[] }): string[] => {
      const declared = pathParameters(document, owner.value.parameters);
      for (const { name, index } of declared)
        if (!names.has(name))
          stray.push({
            pointer: formatPointer([...owner.at, "parameters", String(index)]),
            detail: `path parameter ${quote(name)} is not in the path ${quote(path)}; it is typed and never sent`,
          });
      return declared.map((one) => one.name);
    };
    const shared = declaredIn({ value: item.value, at: item.at });
    for (const method of METHODS) {
      const operation = follow(document, item.value[method], [...item.at, method]);
      if (!isObject(operation.value)) continue;
      const declared = new Set([...shared, ...declaredIn({ value: operation.value, at: operation.at })]);
      for (const name of [...names].filter((one) => !declared.has(one)))
        undeclared.push({
          pointer: formatPointer(operation.at),
          detail: `template parameter {${name}} of the path ${quote(path)} is not declared; it is typed as a string`,
        });
    }
  }
  return [...stray, ...undeclared];
}

/** The `in: path` parameters of a parameter list (through their refs), each with its index in the list. */
function pathParameters(document: Json, parameters: unknown): { name: string; index: number }[] {
  if (!Array.isArray(parameters)) return [];
  return parameters.flatMap((entry, index) => {
    const parameter = follow(document, entry, []).value;
    return isObject(parameter) && parameter.in === "path" && typeof parameter.name === "string"
      ? [{ name: parameter.name, index }]
      : [];
  });
}
