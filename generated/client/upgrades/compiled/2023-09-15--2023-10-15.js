/* generated from specs/changes/2023-10-15.yaml by revforge - do not edit */
import { cloneJson, isObj, merge, renamed } from "../../runtime/upgrade-ops.js";
import { isPlain } from "../../runtime/upgrade-copy.js";

const has = Object.prototype.hasOwnProperty;

const c0p0 = [["suppression", "suppressions"], ["consent_timestamp", "timestamp"]];

const c0p1 = [["consent_timestamp", "timestamp"]];

export function c0(v, I) {
if (isObj(v)) {
const v0 = (has.call(v, "data") ? v["data"] : undefined);
if (isObj(v0)) {
const v1 = (has.call(v0, "attributes") ? v0["attributes"] : undefined);
if (isObj(v1)) {
const v2 = (has.call(v1, "subscriptions") ? v1["subscriptions"] : undefined);
if (isObj(v2)) {
const v3 = (has.call(v2, "email") ? v2["email"] : undefined);
if (isObj(v3)) {
const x4 = (has.call(v3, "marketing") ? v3["marketing"] : undefined);
if (isObj(x4)) v3["marketing"] = renamed(x4, c0p0);
}
const v5 = (has.call(v2, "sms") ? v2["sms"] : undefined);
if (isObj(v5)) {
const x6 = (has.call(v5, "marketing") ? v5["marketing"] : undefined);
if (isObj(x6)) v5["marketing"] = renamed(x6, c0p1);
}
}
}
}
}
return v;
}

export function c1(v, I) {
v = (Array.isArray(v) ? v.slice() : isPlain(v) ? { ...v } : v);
if (isObj(v) && has.call(v, "query")) {
let q = v.query;
if (q !== undefined && typeof q === "object") v.query = (Array.isArray(q) ? q.slice() : isPlain(q) ? { ...q } : q);
}
const q0 = isObj(v.query) ? v.query : {};
const w1 = (has.call(q0, "additional-fields[profile]") ? q0["additional-fields[profile]"] : undefined);
const l2 = w1 === undefined || w1 === null ? [] : Array.isArray(w1) ? [...w1] : String(w1).split(",").filter((s) => s !== "");
if (!l2.includes("subscriptions")) l2.push("subscriptions");
q0["additional-fields[profile]"] = l2;
v.query = q0;
return v;
}

const c2p0 = [["suppression", "suppressions"], ["consent_timestamp", "timestamp"]];

const c2p1 = [["consent_timestamp", "timestamp"]];

export function c2(v, I) {
if (isObj(v)) {
const v0 = (has.call(v, "data") ? v["data"] : undefined);
if (Array.isArray(v0)) for (let i1 = 0; i1 < v0.length; i1++) {
const e2 = v0[i1];
if (isObj(e2)) {
const v3 = (has.call(e2, "attributes") ? e2["attributes"] : undefined);
if (isObj(v3)) {
const v4 = (has.call(v3, "subscriptions") ? v3["subscriptions"] : undefined);
if (isObj(v4)) {
const v5 = (has.call(v4, "email") ? v4["email"] : undefined);
if (isObj(v5)) {
const x6 = (has.call(v5, "marketing") ? v5["marketing"] : undefined);
if (isObj(x6)) v5["marketing"] = renamed(x6, c2p0);
}
const v7 = (has.call(v4, "sms") ? v4["sms"] : undefined);
if (isObj(v7)) {
const x8 = (has.call(v7, "marketing") ? v7["marketing"] : undefined);
if (isObj(x8)) v7["marketing"] = renamed(x8, c2p1);
}
}
}
}
}
}
return v;
}

export function c3(v, I) {
v = (Array.isArray(v) ? v.slice() : isPlain(v) ? { ...v } : v);
if (isObj(v)) {
let v0 = (has.call(v, "body") ? v["body"] : undefined);
if (v0 !== undefined && typeof v0 === "object") v0 = v["body"] = (Array.isArray(v0) ? v0.slice() : isPlain(v0) ? { ...v0 } : v0);
if (isObj(v0)) {
let v1 = (has.call(v0, "data") ? v0["data"] : undefined);
if (v1 !== undefined && typeof v1 === "object") v1 = v0["data"] = (Array.isArray(v1) ? v1.slice() : isPlain(v1) ? { ...v1 } : v1);
if (isObj(v1)) {
let v2 = (has.call(v1, "attributes") ? v1["attributes"] : undefined);
if (v2 !== undefined && typeof v2 === "object") v2 = v1["attributes"] = (Array.isArray(v2) ? v2.slice() : isPlain(v2) ? { ...v2 } : v2);
if (isObj(v2)) {
let v3 = (has.call(v2, "profiles") ? v2["profiles"] : undefined);
if (v3 !== undefined && typeof v3 === "object") v3 = v2["profiles"] = (Array.isArray(v3) ? v3.slice() : isPlain(v3) ? { ...v3 } : v3);
if (isObj(v3)) {
let v4 = (has.call(v3, "data") ? v3["data"] : undefined);
if (v4 !== undefined && typeof v4 === "object") v4 = v3["data"] = (Array.isArray(v4) ? v4.slice() : isPlain(v4) ? { ...v4 } : v4);
if (Array.isArray(v4)) for (let i5 = 0; i5 < v4.length; i5++) {
let e6 = v4[i5];
if (e6 !== undefined && typeof e6 === "object") e6 = v4[i5] = (Array.isArray(e6) ? e6.slice() : isPlain(e6) ? { ...e6 } : e6);
if (isObj(e6)) {
let v7 = (has.call(e6, "attributes") ? e6["attributes"] : undefined);
if (v7 !== undefined && typeof v7 === "object") v7 = e6["attributes"] = (Array.isArray(v7) ? v7.slice() : isPlain(v7) ? { ...v7 } : v7);
const o8 = v7;
if (isObj(o8)) {
const t9 = (has.call(o8, "channels") ? o8["channels"] : undefined);
const u10 = {};
if (t9 !== undefined) {
const a11 = isObj(t9) ? (has.call(t9, "email") ? t9["email"] : undefined) : undefined;
const a12 = isObj(t9) ? (has.call(t9, "sms") ? t9["sms"] : undefined) : undefined;
if (isObj(t9) && Array.isArray(a11) && a11.includes(I[0].rows[0].when["email"][0])) { u10["email"] = { "marketing": { "consent": "SUBSCRIBED" } }; }
if (isObj(t9) && Array.isArray(a12) && a12.includes(I[0].rows[1].when["sms"][0])) { u10["sms"] = { "marketing": { "consent": "SUBSCRIBED" } }; }
delete o8["channels"];
o8["subscriptions"] = u10;
} else {
if ((has.call(o8, "email") ? o8["email"] : undefined) !== undefined) { u10["email"] = { "marketing": { "consent": "SUBSCRIBED" } }; }
if ((has.call(o8, "phone_number") ? o8["phone_number"] : undefined) !== undefined) { u10["sms"] = { "marketing": { "consent": "SUBSCRIBED" } }; }
o8["subscriptions"] = u10;
}
}
}
}
}
}
}
}
}
return v;
}
