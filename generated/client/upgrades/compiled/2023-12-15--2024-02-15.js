/* generated from specs/changes/2024-02-15.yaml by revforge - do not edit */
import { cloneJson, isObj, merge, renamed } from "../../runtime/upgrade-ops.js";
import { isPlain } from "../../runtime/upgrade-copy.js";

const has = Object.prototype.hasOwnProperty;

export function c0(v, I) {
v = (Array.isArray(v) ? v.slice() : isPlain(v) ? { ...v } : v);
if (isObj(v) && has.call(v, "query")) {
let q = v.query;
if (q !== undefined && typeof q === "object") v.query = (Array.isArray(q) ? q.slice() : isPlain(q) ? { ...q } : q);
}
const q0 = isObj(v.query) ? v.query : {};
const w1 = (has.call(q0, "include") ? q0["include"] : undefined);
const l2 = w1 === undefined || w1 === null ? [] : Array.isArray(w1) ? [...w1] : String(w1).split(",").filter((s) => s !== "");
if (!l2.includes("attributions")) l2.push("attributions");
q0["include"] = l2;
v.query = q0;
return v;
}
