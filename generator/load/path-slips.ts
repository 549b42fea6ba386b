/**
 * The slips of paths and operations that the model reads around, as warnings (docs/safety.md E3, E5, L5): a path key
 * without its leading `/` or starting with `//`, holding a `?query` or naming a template parameter twice (pathSlips),
 * a GET or HEAD operation with a request body, a TRACE operation, an operation that does not get the operationId it
 * wants because another one has it (operation-ids.ts), the warning naming the id it got, and path parameters declared
 * but not in their path or not declared (pathParameterSlips). A path the model refuses (`.` segments, a control
 * character...) is the model's error, not a warning here.
 */
import { quote, warningAt, type Locate, type LoadWarning } from "./errors.js";
import { METHODS, operationIds } from "./operation-ids.js";
import { follow, formatPointer, isObject } from "./pointer.js";
import { isExtension } from "./shape-slips.js";

/** A `{name}` of a path template. */
export const templateParam = /\{([^{}]*)\}/g;

/**
 * A path key as the client reads it: one without its leading `/` (`pets`, as a hand-written spec may slip) is read as
 * `/pets`, never joined to the base URL as it is, where it would change its host (`@evil.example`) or path.
 */
export function rooted(path: string): string {
  return path.startsWith("/") ? path : `/${path}`;
}

/** The part of a path key sent in the request: everything before its `#fragment`, rooted. */
export function requestPath(path: string): string {
  const full = rooted(path);
  const hash = full.indexOf("#");
  return hash < 0 ? full : full.slice(0, hash);
}

/** The template parameter names of a path, in order, from the part sent: a `{x}` in a `#fragment` is no parameter. */
export function templateNames(path: string): string[] {
  return [...requestPath(path).matchAll(templateParam)].map((m) => m[1] ?? "");
}

/** What a path key does that is unusual but safe, each a clause of the loader's warning (docs/safety.md E5, L5). */
export function pathSlips(path: string): string[] {
  const slips = !path.startsWith("/")
    ? ["does not start with /; it is read as starting with one, a path of the base URL"]
    : path.startsWith("//")
      ? ["starts with //; it is sent on the base URL's host as it is"]
      : [];
  if (requestPath(path).includes("?"))
    slips.push("holds a query after its ?; it is sent as the start of the query string, before the query parameters");
  const seen = new Set<string>();
  for (const name of templateNames(path)) {
    if (seen.has(name)) slips.push(`declares {${name}} more than once; every place takes the one value`);
    seen.add(name);
  }
  return [...new Set(slips)];
}

export function pathAndIdWarnings(document: Record<string, unknown>, locate: Locate): LoadWarning[] {
  const out: LoadWarning[] = [];
  const at = (pointer: string, detail: string) => out.push(warningAt(locate, pointer, detail));
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (isExtension("paths", path)) continue;
    for (const slip of pathSlips(path)) at(formatPointer(["paths", path]), `path ${quote(path, 400)} ${slip}`);
    if (!isObject(item)) continue;
    // fetch throws on a GET or HEAD with a body (emit/operation-types.ts leaves it out of the call), and on TRACE.
    for (const method of ["get", "head"])
      if (isObject(item[method]) && item[method].requestBody !== undefined)
        at(
          formatPointer(["paths", path, method, "requestBody"]),
          `a request body on ${method.toUpperCase()}, which fetch cannot send: left out of the calls (the diff compares it)`,
        );
    if (isObject(item.trace))
      at(
        formatPointer(["paths", path, "trace"]),
        "a TRACE operation, which fetch cannot send: typed, with no function (the diff compares it)",
      );
  }
  const { clashes } = operationIds(document);
  for (const clash of clashes) {
    const route = `${clash.method.toUpperCase()} ${clash.path}`;
    // The keeper's id may differ from the one wanted by `#` against `/`, which the types write alike.
    const { keeperId } = clash;
    const wants = clash.own
      ? keeperId === clash.wanted
        ? `the operationId ${quote(clash.wanted)} of ${route} is ${clash.keeper}'s too`
        : `the operationId ${quote(clash.wanted)} of ${route} is ${clash.keeper}'s ${quote(keeperId)} in the types (a # is written /)`
      : `${route} has no operationId and the one made from its method and path, ${quote(clash.wanted)}, is ${clash.keeper}'s`;
    at(
      clash.own ? `${clash.pointer}/operationId` : clash.pointer,
      `${wants}, which keeps it; ${route} is named ${quote(clash.id)}`,
    );
  }
  return [...out, ...pathParameterSlips(document, locate)];
}

type Json = Record<string, unknown>;

/**
 * Path parameters declared but not in their path (an operation moved to another path, its parameters left behind),
 * then template parameters an operation does not declare (docs/safety.md E5). A declaration is named at its place in
 * the parameter list of the path item or the operation, not at the component a `$ref` there points to (which may
 * serve other paths where it is in the template).
 */
function pathParameterSlips(document: Json, locate: Locate): LoadWarning[] {
  const stray: LoadWarning[] = [];
  const undeclared: LoadWarning[] = [];
  const paths = isObject(document.paths) ? document.paths : {};
  for (const path of Object.keys(paths)) {
    if (isExtension("paths", path)) continue;
    const item = follow(document, paths[path], ["paths", path]);
    if (!isObject(item.value)) continue;
    const names = new Set(templateNames(path));
    const declaredIn = (owner: { value: Json; at: string[] }): string[] => {
      const declared = pathParameters(document, owner.value.parameters);
      for (const { name, index } of declared)
        if (!names.has(name)) {
          const detail = `path parameter ${quote(name)} is not in the path ${quote(path)}; it is typed and never sent`;
          stray.push(warningAt(locate, formatPointer([...owner.at, "parameters", String(index)]), detail));
        }
      return declared.map((one) => one.name);
    };
    const shared = declaredIn({ value: item.value, at: item.at });
    for (const method of METHODS) {
      const operation = follow(document, item.value[method], [...item.at, method]);
      if (!isObject(operation.value)) continue;
      const declared = new Set([...shared, ...declaredIn({ value: operation.value, at: operation.at })]);
      for (const name of [...names].filter((one) => !declared.has(one))) {
        const detail = `template parameter {${name}} of the path ${quote(path)} is not declared; it is typed as a string`;
        undeclared.push(warningAt(locate, formatPointer(operation.at), detail));
      }
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
