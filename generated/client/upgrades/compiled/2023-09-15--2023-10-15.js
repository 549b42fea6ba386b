/* generated from specs/changes/2023-10-15.yaml by revforge - do not edit */
import { cloneJson, isObj, merge, renamed } from "../../runtime/upgrade-ops.js";
import { isPlain } from "../../runtime/upgrade-copy.js";

const has = Object.prototype.hasOwnProperty;

const c0p0 = [
  ["suppression", "suppressions"],
  ["consent_timestamp", "timestamp"],
];

const c0p1 = [["consent_timestamp", "timestamp"]];

export function c0(v, I) {
  if (isObj(v)) {
    const v0 = has.call(v, "data") ? v["data"] : undefined;
    if (isObj(v0)) {
      const v1 = has.call(v0, "attributes") ? v0["attributes"] : undefined;
      if (isObj(v1)) {
        const v2 = has.call(v1, "subscriptions") ? v1["subscriptions"] : undefined;
        if (isObj(v2)) {
          const v3 = has.call(v2, "email") ? v2["email"] : undefined;
          if (isObj(v3)) {
            const x4 = has.call(v3, "marketing") ? v3["marketing"] : undefined;
            if (isObj(x4)) v3["marketing"] = renamed(x4, c0p0);
          }
        }
      }
    }
  }
  if (isObj(v)) {
    const v5 = has.call(v, "data") ? v["data"] : undefined;
    if (isObj(v5)) {
      const v6 = has.call(v5, "attributes") ? v5["attributes"] : undefined;
      if (isObj(v6)) {
        const v7 = has.call(v6, "subscriptions") ? v6["subscriptions"] : undefined;
        if (isObj(v7)) {
          const v8 = has.call(v7, "sms") ? v7["sms"] : undefined;
          if (isObj(v8)) {
            const x9 = has.call(v8, "marketing") ? v8["marketing"] : undefined;
            if (isObj(x9)) v8["marketing"] = renamed(x9, c0p1);
          }
        }
      }
    }
  }
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
  const w1 = has.call(q0, "additional-fields[profile]") ? q0["additional-fields[profile]"] : undefined;
  const l2 =
    w1 === undefined || w1 === null
      ? []
      : Array.isArray(w1)
        ? [...w1]
        : String(w1)
            .split(",")
            .filter((s) => s !== "");
  if (!l2.includes("subscriptions")) l2.push("subscriptions");
  q0["additional-fields[profile]"] = l2;
  v.query = q0;
  return v;
}

const c2p0 = [
  ["suppression", "suppressions"],
  ["consent_timestamp", "timestamp"],
];

const c2p1 = [["consent_timestamp", "timestamp"]];

export function c2(v, I) {
  if (isObj(v)) {
    const v0 = has.call(v, "data") ? v["data"] : undefined;
    if (isObj(v0)) {
      const v1 = has.call(v0, "attributes") ? v0["attributes"] : undefined;
      if (isObj(v1)) {
        const v2 = has.call(v1, "subscriptions") ? v1["subscriptions"] : undefined;
        if (isObj(v2)) {
          const v3 = has.call(v2, "email") ? v2["email"] : undefined;
          if (isObj(v3)) {
            const x4 = has.call(v3, "marketing") ? v3["marketing"] : undefined;
            if (isObj(x4)) v3["marketing"] = renamed(x4, c2p0);
          }
        }
      }
    }
  }
  if (isObj(v)) {
    const v5 = has.call(v, "data") ? v["data"] : undefined;
    if (isObj(v5)) {
      const v6 = has.call(v5, "attributes") ? v5["attributes"] : undefined;
      if (isObj(v6)) {
        const v7 = has.call(v6, "subscriptions") ? v6["subscriptions"] : undefined;
        if (isObj(v7)) {
          const v8 = has.call(v7, "sms") ? v7["sms"] : undefined;
          if (isObj(v8)) {
            const x9 = has.call(v8, "marketing") ? v8["marketing"] : undefined;
            if (isObj(x9)) v8["marketing"] = renamed(x9, c2p1);
          }
        }
      }
    }
  }
  return v;
}

function c3c(x) {
  if (Array.isArray(x)) return x.slice();
  if (!isPlain(x)) return x;
  const o = { ...x };
  {
    const c = has.call(x, "query") ? x["query"] : undefined;
    if (c !== undefined && typeof c === "object") o["query"] = c3ck0(c);
  }
  return o;
}

function c3ck0(x) {
  if (Array.isArray(x)) return x.slice();
  if (!isPlain(x)) return x;
  const o = { ...x };
  return o;
}

export function c3(v, I) {
  v = c3c(v);
  if (!isObj(v)) return v;
  const q0 = isObj(v.query) ? v.query : {};
  const w1 = has.call(q0, "additional-fields[profile]") ? q0["additional-fields[profile]"] : undefined;
  const l2 =
    w1 === undefined || w1 === null
      ? []
      : Array.isArray(w1)
        ? [...w1]
        : String(w1)
            .split(",")
            .filter((s) => s !== "");
  if (!l2.includes("subscriptions")) l2.push("subscriptions");
  q0["additional-fields[profile]"] = l2;
  v.query = q0;
  return v;
}

const c4p0 = [
  ["suppression", "suppressions"],
  ["consent_timestamp", "timestamp"],
];

const c4p1 = [["consent_timestamp", "timestamp"]];

export function c4(v, I) {
  if (isObj(v)) {
    const v0 = has.call(v, "data") ? v["data"] : undefined;
    if (Array.isArray(v0))
      for (let i1 = 0; i1 < v0.length; i1++) {
        const e2 = v0[i1];
        if (isObj(e2)) {
          const v3 = has.call(e2, "attributes") ? e2["attributes"] : undefined;
          if (isObj(v3)) {
            const v4 = has.call(v3, "subscriptions") ? v3["subscriptions"] : undefined;
            if (isObj(v4)) {
              const v5 = has.call(v4, "email") ? v4["email"] : undefined;
              if (isObj(v5)) {
                const x6 = has.call(v5, "marketing") ? v5["marketing"] : undefined;
                if (isObj(x6)) v5["marketing"] = renamed(x6, c4p0);
              }
            }
          }
        }
      }
  }
  if (isObj(v)) {
    const v7 = has.call(v, "data") ? v["data"] : undefined;
    if (Array.isArray(v7))
      for (let i8 = 0; i8 < v7.length; i8++) {
        const e9 = v7[i8];
        if (isObj(e9)) {
          const v10 = has.call(e9, "attributes") ? e9["attributes"] : undefined;
          if (isObj(v10)) {
            const v11 = has.call(v10, "subscriptions") ? v10["subscriptions"] : undefined;
            if (isObj(v11)) {
              const v12 = has.call(v11, "sms") ? v11["sms"] : undefined;
              if (isObj(v12)) {
                const x13 = has.call(v12, "marketing") ? v12["marketing"] : undefined;
                if (isObj(x13)) v12["marketing"] = renamed(x13, c4p1);
              }
            }
          }
        }
      }
  }
  return v;
}

function c5c(x) {
  if (Array.isArray(x)) return x.slice();
  if (!isPlain(x)) return x;
  const o = { ...x };
  {
    const c = has.call(x, "query") ? x["query"] : undefined;
    if (c !== undefined && typeof c === "object") o["query"] = c5ck0(c);
  }
  return o;
}

function c5ck0(x) {
  if (Array.isArray(x)) return x.slice();
  if (!isPlain(x)) return x;
  const o = { ...x };
  return o;
}

export function c5(v, I) {
  v = c5c(v);
  if (!isObj(v)) return v;
  const q0 = isObj(v.query) ? v.query : {};
  const w1 = has.call(q0, "additional-fields[profile]") ? q0["additional-fields[profile]"] : undefined;
  const l2 =
    w1 === undefined || w1 === null
      ? []
      : Array.isArray(w1)
        ? [...w1]
        : String(w1)
            .split(",")
            .filter((s) => s !== "");
  if (!l2.includes("subscriptions")) l2.push("subscriptions");
  q0["additional-fields[profile]"] = l2;
  v.query = q0;
  return v;
}

const c6p0 = [
  ["suppression", "suppressions"],
  ["consent_timestamp", "timestamp"],
];

const c6p1 = [["consent_timestamp", "timestamp"]];

export function c6(v, I) {
  if (isObj(v)) {
    const v0 = has.call(v, "data") ? v["data"] : undefined;
    if (isObj(v0)) {
      const v1 = has.call(v0, "attributes") ? v0["attributes"] : undefined;
      if (isObj(v1)) {
        const v2 = has.call(v1, "subscriptions") ? v1["subscriptions"] : undefined;
        if (isObj(v2)) {
          const v3 = has.call(v2, "email") ? v2["email"] : undefined;
          if (isObj(v3)) {
            const x4 = has.call(v3, "marketing") ? v3["marketing"] : undefined;
            if (isObj(x4)) v3["marketing"] = renamed(x4, c6p0);
          }
        }
      }
    }
  }
  if (isObj(v)) {
    const v5 = has.call(v, "data") ? v["data"] : undefined;
    if (isObj(v5)) {
      const v6 = has.call(v5, "attributes") ? v5["attributes"] : undefined;
      if (isObj(v6)) {
        const v7 = has.call(v6, "subscriptions") ? v6["subscriptions"] : undefined;
        if (isObj(v7)) {
          const v8 = has.call(v7, "sms") ? v7["sms"] : undefined;
          if (isObj(v8)) {
            const x9 = has.call(v8, "marketing") ? v8["marketing"] : undefined;
            if (isObj(x9)) v8["marketing"] = renamed(x9, c6p1);
          }
        }
      }
    }
  }
  return v;
}

function c7c(x) {
  if (Array.isArray(x)) return x.slice();
  if (!isPlain(x)) return x;
  const o = { ...x };
  {
    const c = has.call(x, "query") ? x["query"] : undefined;
    if (c !== undefined && typeof c === "object") o["query"] = c7ck0(c);
  }
  return o;
}

function c7ck0(x) {
  if (Array.isArray(x)) return x.slice();
  if (!isPlain(x)) return x;
  const o = { ...x };
  return o;
}

export function c7(v, I) {
  v = c7c(v);
  if (!isObj(v)) return v;
  const q0 = isObj(v.query) ? v.query : {};
  const w1 = has.call(q0, "additional-fields[profile]") ? q0["additional-fields[profile]"] : undefined;
  const l2 =
    w1 === undefined || w1 === null
      ? []
      : Array.isArray(w1)
        ? [...w1]
        : String(w1)
            .split(",")
            .filter((s) => s !== "");
  if (!l2.includes("subscriptions")) l2.push("subscriptions");
  q0["additional-fields[profile]"] = l2;
  v.query = q0;
  return v;
}

const c8p0 = [
  ["suppression", "suppressions"],
  ["consent_timestamp", "timestamp"],
];

const c8p1 = [["consent_timestamp", "timestamp"]];

export function c8(v, I) {
  if (isObj(v)) {
    const v0 = has.call(v, "data") ? v["data"] : undefined;
    if (Array.isArray(v0))
      for (let i1 = 0; i1 < v0.length; i1++) {
        const e2 = v0[i1];
        if (isObj(e2)) {
          const v3 = has.call(e2, "attributes") ? e2["attributes"] : undefined;
          if (isObj(v3)) {
            const v4 = has.call(v3, "subscriptions") ? v3["subscriptions"] : undefined;
            if (isObj(v4)) {
              const v5 = has.call(v4, "email") ? v4["email"] : undefined;
              if (isObj(v5)) {
                const x6 = has.call(v5, "marketing") ? v5["marketing"] : undefined;
                if (isObj(x6)) v5["marketing"] = renamed(x6, c8p0);
              }
            }
          }
        }
      }
  }
  if (isObj(v)) {
    const v7 = has.call(v, "data") ? v["data"] : undefined;
    if (Array.isArray(v7))
      for (let i8 = 0; i8 < v7.length; i8++) {
        const e9 = v7[i8];
        if (isObj(e9)) {
          const v10 = has.call(e9, "attributes") ? e9["attributes"] : undefined;
          if (isObj(v10)) {
            const v11 = has.call(v10, "subscriptions") ? v10["subscriptions"] : undefined;
            if (isObj(v11)) {
              const v12 = has.call(v11, "sms") ? v11["sms"] : undefined;
              if (isObj(v12)) {
                const x13 = has.call(v12, "marketing") ? v12["marketing"] : undefined;
                if (isObj(x13)) v12["marketing"] = renamed(x13, c8p1);
              }
            }
          }
        }
      }
  }
  return v;
}

function c9c(x) {
  if (Array.isArray(x)) return x.slice();
  if (!isPlain(x)) return x;
  const o = { ...x };
  {
    const c = has.call(x, "query") ? x["query"] : undefined;
    if (c !== undefined && typeof c === "object") o["query"] = c9ck0(c);
  }
  return o;
}

function c9ck0(x) {
  if (Array.isArray(x)) return x.slice();
  if (!isPlain(x)) return x;
  const o = { ...x };
  return o;
}

export function c9(v, I) {
  v = c9c(v);
  if (!isObj(v)) return v;
  const q0 = isObj(v.query) ? v.query : {};
  const w1 = has.call(q0, "additional-fields[profile]") ? q0["additional-fields[profile]"] : undefined;
  const l2 =
    w1 === undefined || w1 === null
      ? []
      : Array.isArray(w1)
        ? [...w1]
        : String(w1)
            .split(",")
            .filter((s) => s !== "");
  if (!l2.includes("subscriptions")) l2.push("subscriptions");
  q0["additional-fields[profile]"] = l2;
  v.query = q0;
  return v;
}

const c10p0 = [
  ["suppression", "suppressions"],
  ["consent_timestamp", "timestamp"],
];

const c10p1 = [["consent_timestamp", "timestamp"]];

export function c10(v, I) {
  if (isObj(v)) {
    const v0 = has.call(v, "data") ? v["data"] : undefined;
    if (Array.isArray(v0))
      for (let i1 = 0; i1 < v0.length; i1++) {
        const e2 = v0[i1];
        if (isObj(e2)) {
          const v3 = has.call(e2, "attributes") ? e2["attributes"] : undefined;
          if (isObj(v3)) {
            const v4 = has.call(v3, "subscriptions") ? v3["subscriptions"] : undefined;
            if (isObj(v4)) {
              const v5 = has.call(v4, "email") ? v4["email"] : undefined;
              if (isObj(v5)) {
                const x6 = has.call(v5, "marketing") ? v5["marketing"] : undefined;
                if (isObj(x6)) v5["marketing"] = renamed(x6, c10p0);
              }
            }
          }
        }
      }
  }
  if (isObj(v)) {
    const v7 = has.call(v, "data") ? v["data"] : undefined;
    if (Array.isArray(v7))
      for (let i8 = 0; i8 < v7.length; i8++) {
        const e9 = v7[i8];
        if (isObj(e9)) {
          const v10 = has.call(e9, "attributes") ? e9["attributes"] : undefined;
          if (isObj(v10)) {
            const v11 = has.call(v10, "subscriptions") ? v10["subscriptions"] : undefined;
            if (isObj(v11)) {
              const v12 = has.call(v11, "sms") ? v11["sms"] : undefined;
              if (isObj(v12)) {
                const x13 = has.call(v12, "marketing") ? v12["marketing"] : undefined;
                if (isObj(x13)) v12["marketing"] = renamed(x13, c10p1);
              }
            }
          }
        }
      }
  }
  return v;
}

function c11c(x) {
  if (Array.isArray(x)) return x.slice();
  if (!isPlain(x)) return x;
  const o = { ...x };
  {
    const c = has.call(x, "body") ? x["body"] : undefined;
    if (c !== undefined && typeof c === "object") o["body"] = c11ck0(c);
  }
  return o;
}

function c11ck0(x) {
  if (Array.isArray(x)) return x.slice();
  if (!isPlain(x)) return x;
  const o = { ...x };
  {
    const c = has.call(x, "data") ? x["data"] : undefined;
    if (c !== undefined && typeof c === "object") o["data"] = c11ck0k0(c);
  }
  return o;
}

function c11ck0k0(x) {
  if (Array.isArray(x)) return x.slice();
  if (!isPlain(x)) return x;
  const o = { ...x };
  {
    const c = has.call(x, "attributes") ? x["attributes"] : undefined;
    if (c !== undefined && typeof c === "object") o["attributes"] = c11ck0k0k0(c);
  }
  return o;
}

function c11ck0k0k0(x) {
  if (Array.isArray(x)) return x.slice();
  if (!isPlain(x)) return x;
  const o = { ...x };
  {
    const c = has.call(x, "profiles") ? x["profiles"] : undefined;
    if (c !== undefined && typeof c === "object") o["profiles"] = c11ck0k0k0k0(c);
  }
  return o;
}

function c11ck0k0k0k0(x) {
  if (Array.isArray(x)) return x.slice();
  if (!isPlain(x)) return x;
  const o = { ...x };
  {
    const c = has.call(x, "data") ? x["data"] : undefined;
    if (c !== undefined && typeof c === "object") o["data"] = c11ck0k0k0k0k0(c);
  }
  return o;
}

function c11ck0k0k0k0k0(x) {
  if (Array.isArray(x)) return x.map(c11ck0k0k0k0k0e);
  if (!isPlain(x)) return x;
  const o = { ...x };
  return o;
}

function c11ck0k0k0k0k0e(x) {
  if (Array.isArray(x)) return x.slice();
  if (!isPlain(x)) return x;
  const o = { ...x };
  {
    const c = has.call(x, "attributes") ? x["attributes"] : undefined;
    if (c !== undefined && typeof c === "object") o["attributes"] = c11ck0k0k0k0k0ek0(c);
  }
  return o;
}

function c11ck0k0k0k0k0ek0(x) {
  if (Array.isArray(x)) return x.slice();
  if (!isPlain(x)) return x;
  const o = { ...x };
  return o;
}

export function c11(v, I) {
  v = c11c(v);
  if (!isObj(v)) return v;
  if (isObj(v)) {
    const v0 = has.call(v, "body") ? v["body"] : undefined;
    if (isObj(v0)) {
      const v1 = has.call(v0, "data") ? v0["data"] : undefined;
      if (isObj(v1)) {
        const v2 = has.call(v1, "attributes") ? v1["attributes"] : undefined;
        if (isObj(v2)) {
          const v3 = has.call(v2, "profiles") ? v2["profiles"] : undefined;
          if (isObj(v3)) {
            const v4 = has.call(v3, "data") ? v3["data"] : undefined;
            if (Array.isArray(v4))
              for (let i5 = 0; i5 < v4.length; i5++) {
                const e6 = v4[i5];
                if (isObj(e6)) {
                  const o7 = has.call(e6, "attributes") ? e6["attributes"] : undefined;
                  if (isObj(o7)) {
                    const t8 = has.call(o7, "channels") ? o7["channels"] : undefined;
                    const u9 = {};
                    if (t8 !== undefined) {
                      const a10 = isObj(t8) ? (has.call(t8, "email") ? t8["email"] : undefined) : undefined;
                      const a11 = isObj(t8) ? (has.call(t8, "sms") ? t8["sms"] : undefined) : undefined;
                      if (isObj(t8) && Array.isArray(a10) && a10.includes(I[0].rows[0].when["email"][0])) {
                        u9["email"] = { marketing: { consent: "SUBSCRIBED" } };
                      }
                      if (isObj(t8) && Array.isArray(a11) && a11.includes(I[0].rows[1].when["sms"][0])) {
                        u9["sms"] = { marketing: { consent: "SUBSCRIBED" } };
                      }
                      delete o7["channels"];
                      o7["subscriptions"] = u9;
                    } else {
                      if ((has.call(o7, "email") ? o7["email"] : undefined) !== undefined) {
                        u9["email"] = { marketing: { consent: "SUBSCRIBED" } };
                      }
                      if ((has.call(o7, "phone_number") ? o7["phone_number"] : undefined) !== undefined) {
                        u9["sms"] = { marketing: { consent: "SUBSCRIBED" } };
                      }
                      o7["subscriptions"] = u9;
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

const c12p0 = [
  ["suppression", "suppressions"],
  ["consent_timestamp", "timestamp"],
];

const c12p1 = [["consent_timestamp", "timestamp"]];

export function c12(v, I) {
  if (isObj(v)) {
    const v0 = has.call(v, "data") ? v["data"] : undefined;
    if (isObj(v0)) {
      const v1 = has.call(v0, "attributes") ? v0["attributes"] : undefined;
      if (isObj(v1)) {
        const v2 = has.call(v1, "subscriptions") ? v1["subscriptions"] : undefined;
        if (isObj(v2)) {
          const v3 = has.call(v2, "email") ? v2["email"] : undefined;
          if (isObj(v3)) {
            const x4 = has.call(v3, "marketing") ? v3["marketing"] : undefined;
            if (isObj(x4)) v3["marketing"] = renamed(x4, c12p0);
          }
        }
      }
    }
  }
  if (isObj(v)) {
    const v5 = has.call(v, "data") ? v["data"] : undefined;
    if (isObj(v5)) {
      const v6 = has.call(v5, "attributes") ? v5["attributes"] : undefined;
      if (isObj(v6)) {
        const v7 = has.call(v6, "subscriptions") ? v6["subscriptions"] : undefined;
        if (isObj(v7)) {
          const v8 = has.call(v7, "sms") ? v7["sms"] : undefined;
          if (isObj(v8)) {
            const x9 = has.call(v8, "marketing") ? v8["marketing"] : undefined;
            if (isObj(x9)) v8["marketing"] = renamed(x9, c12p1);
          }
        }
      }
    }
  }
  return v;
}
