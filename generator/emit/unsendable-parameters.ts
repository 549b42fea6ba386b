/**
 * Header and cookie parameters whose name is no HTTP token (`X-Ünicode`, `session id`): fetch cannot send such a
 * name, so the runtime refuses every call that passes one (templates/runtime/headers.ts). They stay typed, as the
 * spec declares them, and each gets one located warning, where it is declared, instead of failing only at run time.
 */
import type { ApiModel } from "../model/types.js";
import { isToken } from "./auth-schemes.js";

export function unsendableParameters(model: ApiModel): { pointer: string; detail: string }[] {
  const found = new Map<string, string>();
  for (const op of model.operations)
    for (const p of [...op.parameters.header, ...op.parameters.cookie])
      if (!isToken(p.name) && !found.has(p.pointer))
        found.set(
          p.pointer,
          `the ${p.in} parameter name ${JSON.stringify(p.name)} is no HTTP token, which fetch cannot send: a call that passes it is refused`,
        );
  return [...found].map(([pointer, detail]) => ({ pointer, detail }));
}
