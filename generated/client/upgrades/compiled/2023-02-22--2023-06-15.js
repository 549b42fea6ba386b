/* generated from specs/changes/2023-06-15.yaml by revforge - do not edit */
import { cloneJson, isObj, merge, renamed } from "../../runtime/upgrade-ops.js";
import { isPlain } from "../../runtime/upgrade-copy.js";

const has = Object.prototype.hasOwnProperty;

const c0p0 = [["list_id", "id"]];

function c0c(x) {
  if (Array.isArray(x)) return x.slice();
  if (!isPlain(x)) return x;
  const o = { ...x };
  {
    const c = (has.call(x, "path") ? x["path"] : undefined);
    if (c !== undefined && typeof c === "object") o["path"] = c0ck0(c);
  }
  return o;
}

function c0ck0(x) {
  if (Array.isArray(x)) return x.slice();
  if (!isPlain(x)) return x;
  const o = { ...x };
  {
    const c = (has.call(x, "list_id") ? x["list_id"] : undefined);
    if (c !== undefined && typeof c === "object") o["list_id"] = c0ck0k0(c);
  }
  return o;
}

function c0ck0k0(x) {
  return cloneJson(x);
}

export function c0(v, I) {
v = c0c(v);
if (!isObj(v)) return v;
if (isObj(v)) {
const x0 = (has.call(v, "path") ? v["path"] : undefined);
if (isObj(x0)) v["path"] = renamed(x0, c0p0);
}
return v;
}

const c1p0 = [["segment_id", "id"]];

function c1c(x) {
  if (Array.isArray(x)) return x.slice();
  if (!isPlain(x)) return x;
  const o = { ...x };
  {
    const c = (has.call(x, "path") ? x["path"] : undefined);
    if (c !== undefined && typeof c === "object") o["path"] = c1ck0(c);
  }
  return o;
}

function c1ck0(x) {
  if (Array.isArray(x)) return x.slice();
  if (!isPlain(x)) return x;
  const o = { ...x };
  {
    const c = (has.call(x, "segment_id") ? x["segment_id"] : undefined);
    if (c !== undefined && typeof c === "object") o["segment_id"] = c1ck0k0(c);
  }
  return o;
}

function c1ck0k0(x) {
  return cloneJson(x);
}

export function c1(v, I) {
v = c1c(v);
if (!isObj(v)) return v;
if (isObj(v)) {
const x0 = (has.call(v, "path") ? v["path"] : undefined);
if (isObj(x0)) v["path"] = renamed(x0, c1p0);
}
return v;
}
