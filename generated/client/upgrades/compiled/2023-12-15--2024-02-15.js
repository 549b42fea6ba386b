/* generated from specs/changes/2024-02-15.yaml by revforge - do not edit */
import { cloneJson, isObj, merge, renamed } from "../../runtime/upgrade-ops.js";
import { isPlain } from "../../runtime/upgrade-copy.js";

const has = Object.prototype.hasOwnProperty;

function c0c(x) {
  if (Array.isArray(x)) return x.slice();
  if (!isPlain(x)) return x;
  const o = { ...x };
  {
    const c = has.call(x, "query") ? x["query"] : undefined;
    if (c !== undefined && typeof c === "object") o["query"] = c0ck0(c);
  }
  return o;
}

function c0ck0(x) {
  if (Array.isArray(x)) return x.slice();
  if (!isPlain(x)) return x;
  const o = { ...x };
  return o;
}

export function c0(v, I) {
  v = c0c(v);
  if (!isObj(v)) return v;
  const q0 = isObj(v.query) ? v.query : {};
  const w1 = has.call(q0, "include") ? q0["include"] : undefined;
  const l2 =
    w1 === undefined || w1 === null
      ? []
      : Array.isArray(w1)
        ? [...w1]
        : String(w1)
            .split(",")
            .filter((s) => s !== "");
  if (!l2.includes("attributions")) l2.push("attributions");
  q0["include"] = l2;
  v.query = q0;
  return v;
}

function c1c(x) {
  if (Array.isArray(x)) return x.slice();
  if (!isPlain(x)) return x;
  const o = { ...x };
  {
    const c = has.call(x, "query") ? x["query"] : undefined;
    if (c !== undefined && typeof c === "object") o["query"] = c1ck0(c);
  }
  return o;
}

function c1ck0(x) {
  if (Array.isArray(x)) return x.slice();
  if (!isPlain(x)) return x;
  const o = { ...x };
  return o;
}

export function c1(v, I) {
  v = c1c(v);
  if (!isObj(v)) return v;
  const q0 = isObj(v.query) ? v.query : {};
  const w1 = has.call(q0, "include") ? q0["include"] : undefined;
  const l2 =
    w1 === undefined || w1 === null
      ? []
      : Array.isArray(w1)
        ? [...w1]
        : String(w1)
            .split(",")
            .filter((s) => s !== "");
  if (!l2.includes("attributions")) l2.push("attributions");
  q0["include"] = l2;
  v.query = q0;
  return v;
}
