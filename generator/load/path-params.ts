/**
 * Path parameters declared but not in their path (`/users` declaring `in: path, name: id`): a slip real specs carry
 * (an operation moved to another path, its parameters left behind). The load warns about each one (validate.ts); the
 * parameter stays typed as the spec declares it (openapi-typescript reads it from the document), and at run time the
 * client accepts it and sends it nowhere, since the path has no place for it (docs/safety.md E5). Only the part of a
 * path before its `#fragment` is sent, so only its template parameters count (path-slips.ts).
 *
 * Found on the bundled document, whose refs are all local: a declaration is named at its place in the parameter list
 * of the path item or the operation, not at the component a `$ref` there points to (which may serve other paths where
 * it is in the template).
 */
import { quote } from "./errors.js";
import { METHODS } from "./operation-ids.js";
import { requestPath, templateParam } from "./path-slips.js";
import { follow as followIn, formatPointer, isObject } from "./pointer.js";

/** Where a slip is (in the bundled document), and the sentence of its warning. */
export interface PathParameterSlip {
  pointer: string;
  detail: string;
}

export function strayPathParameters(document: Json): PathParameterSlip[] {
  const out: PathParameterSlip[] = [];
  const follow = follower(document);
  for (const { path, item, names } of pathItems(document, follow)) {
    const owners = [item, ...METHODS.map((m) => follow(item.value[m], [...item.at, m]))];
    for (const owner of owners) {
      const parameters = isObject(owner.value) ? owner.value.parameters : undefined;
      if (!Array.isArray(parameters)) continue;
      parameters.forEach((entry, index) => {
        const parameter = follow(entry, []).value;
        if (!isObject(parameter) || parameter.in !== "path" || typeof parameter.name !== "string") return;
        if (names.includes(parameter.name)) return;
        out.push({
          pointer: formatPointer([...owner.at, "parameters", String(index)]),
          detail: `path parameter ${quote(parameter.name)} is not in the path ${quote(path)}; it is typed and never sent`,
        });
      });
    }
  }
  return out;
}

/**
 * Template parameters of a path that an operation on it does not declare (`/items/{id}` with no `in: path` `id`), at
 * the operation: the model types each as a string, so that the operation can be called (model/build.ts).
 */
export function undeclaredTemplateParameters(document: Json): PathParameterSlip[] {
  const out: PathParameterSlip[] = [];
  const follow = follower(document);
  for (const { path, item, names } of pathItems(document, follow)) {
    if (names.length === 0) continue;
    const shared = declaredPathNames(follow, item.value.parameters);
    for (const method of METHODS) {
      const operation = follow(item.value[method], [...item.at, method]);
      if (!isObject(operation.value)) continue;
      const declared = new Set([...shared, ...declaredPathNames(follow, operation.value.parameters)]);
      for (const name of names.filter((one) => !declared.has(one)))
        out.push({
          pointer: formatPointer(operation.at),
          detail: `template parameter {${name}} of the path ${quote(path)} is not declared; it is typed as a string`,
        });
    }
  }
  return out;
}

/** Each path item that is an object, where it is, and the parameter names of its template (the part before `#`). */
function* pathItems(
  document: Json,
  follow: Follow,
): Generator<{ path: string; item: { value: Json; at: string[] }; names: string[] }> {
  const paths = document.paths;
  if (!isObject(paths)) return;
  for (const path of Object.keys(paths)) {
    const item = follow(paths[path], ["paths", path]);
    if (!isObject(item.value)) continue;
    const names = [...new Set([...requestPath(path).matchAll(templateParam)].map((m) => m[1]!))];
    yield { path, item: { value: item.value, at: item.at }, names };
  }
}

function declaredPathNames(follow: Follow, parameters: unknown): string[] {
  if (!Array.isArray(parameters)) return [];
  return parameters.flatMap((entry) => {
    const parameter = follow(entry, []).value;
    return isObject(parameter) && parameter.in === "path" && typeof parameter.name === "string" ? [parameter.name] : [];
  });
}

type Json = Record<string, unknown>;

type Follow = (value: unknown, at: string[]) => { value: unknown; at: string[] };

function follower(document: Json): Follow {
  return (value, at) => followIn(document, value, at);
}
