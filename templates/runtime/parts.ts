/**
 * The parts of the request core that only some operations need: request bodies other than JSON (`form`, `multipart`,
 * `raw`) and form fields in a style of their own (`formStyles`), query parameters with a style of their own or `allowReserved` (`query`), path parameters in another style
 * than simple (`path`), parameters sent as JSON text (`json`), cookie parameters (`cookies`) and success bodies that
 * are no JSON (`data`). `createRuntimeClient` has them all. A generated entry point creates its clients with
 * `createClientWith` and passes only the parts its operations use (the generator reads them off its descriptors), so
 * that an application bundles no code for what none of its entry point's operations does: a bundler drops every part
 * the entry point does not name. Per entry point, not per operation: a client sends every descriptor its entry point
 * exports, whichever function calls it (`client.request(entry.getThingOperation, args)`).
 *
 * A call that needs a part its client was created without (a descriptor written by hand, of another API, given to
 * `client.request`) is refused with a RequestError before anything is sent.
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import type { EncodedBody } from "./encode.js";
import { RequestError } from "./errors.js";
import type { CallArgs, OperationDescriptor, ParameterValue, QueryStyle } from "./operation.js";

/** Encodes the body of an operation whose `body` kind is the part's name (with the client's parts: `formStyles`). */
export type BodyEncoder = (op: OperationDescriptor, body: unknown, parts: Parts) => EncodedBody;

export interface Parts {
  form?: BodyEncoder;
  /** encode.ts `styledField`: a form field in the style of the descriptor's `formStyles`. */
  formStyles?: (
    name: string,
    value: unknown,
    style: QueryStyle,
    append: (name: string, value: unknown) => void,
  ) => boolean;
  multipart?: BodyEncoder;
  raw?: BodyEncoder;
  /** query.ts `serializeQuery`. */
  query?: (
    query: Record<string, unknown> | undefined,
    styles?: readonly (readonly [name: string, style: QueryStyle])[],
    reserved?: readonly string[],
  ) => string;
  /** url.ts `expandPath`. */
  path?: (
    template: string,
    params: Record<string, ParameterValue> | undefined,
    styles?: OperationDescriptor["pathStyles"],
  ) => string;
  /** encode.ts `jsonArgs`. */
  json?: <A extends CallArgs>(op: OperationDescriptor, args: A) => A;
  /** headers.ts `cookiePairs`. */
  cookies?: (
    source: string,
    cookies: Record<string, ParameterValue | undefined> | undefined,
    joined?: readonly string[],
  ) => string | undefined;
  /** response.ts `readData`. */
  data?: (
    op: OperationDescriptor,
    headers: Headers,
    bytes: Uint8Array,
    type: string,
    page: boolean,
  ) => [data: unknown] | undefined;
}

/** The part `name` of `parts`, which `op` needs; a RequestError when the client was created without it. */
export function part<K extends keyof Parts>(parts: Parts, name: K, op: OperationDescriptor): NonNullable<Parts[K]> {
  const found = parts[name];
  if (found === undefined) {
    throw new RequestError(`${op.id} needs the runtime's ${name} part, which this client was created without`);
  }
  return found as NonNullable<Parts[K]>;
}
