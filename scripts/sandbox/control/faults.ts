/**
 * Fault injection: the next request(s) to one path of one host get a canned response instead of the sandbox's own, so a
 * client can be tested against what a real service or network sometimes does (docs/safety.md B31 to B46 and B55 to B61:
 * an HTML 200 or 403, a token response without token_type, a 5xx, a 200 revoke with an empty body, headers that arrive
 * late, a body cut off mid-way). A fault is used up after `times` requests (default 1). Token calls that meet a fault
 * still count in `tokenCalls`.
 */
import type { ServerResponse } from "node:http";
import type { RequestRecord } from "../context.js";

export interface Fault {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** Real milliseconds to wait before sending anything (at most 60 000). */
  delayMs?: number;
  /** Send only this many bytes of the body (Content-Length still announces all of it), then cut the connection. */
  truncateAt?: number;
  /** How many matching requests get this fault; default 1. */
  times?: number;
}

export const MAX_FAULT_DELAY_MS = 60_000;

export class Faults {
  readonly #queue = new Map<string, { fault: Fault; left: number }[]>();

  add(host: RequestRecord["host"], path: string, fault: Fault): void {
    const problem = faultProblem(host, path, fault);
    if (problem) throw new RangeError(problem);
    const key = `${host} ${path}`;
    const list = this.#queue.get(key) ?? [];
    list.push({ fault: structuredClone(fault), left: fault.times ?? 1 });
    this.#queue.set(key, list);
  }

  /** The fault for this request, if one is queued; counts it down. */
  take(host: RequestRecord["host"], path: string): Fault | undefined {
    const key = `${host} ${path}`;
    const list = this.#queue.get(key);
    const head = list?.[0];
    if (!list || !head) return undefined;
    head.left--;
    if (head.left <= 0) list.shift();
    if (list.length === 0) this.#queue.delete(key);
    return head.fault;
  }

  clear(): void {
    this.#queue.clear();
  }
}

export function writeFault(res: ServerResponse, fault: Fault): void {
  const body = Buffer.from(fault.body ?? "", "utf8");
  const go = () => {
    if (res.destroyed) return;
    res.statusCode = fault.status;
    for (const [name, value] of Object.entries(fault.headers ?? {})) res.setHeader(name, value);
    res.setHeader("content-length", String(body.length));
    if (fault.truncateAt !== undefined && fault.truncateAt < body.length) {
      res.write(body.subarray(0, fault.truncateAt), () => res.destroy());
      return;
    }
    res.end(body);
  };
  if (fault.delayMs) setTimeout(go, fault.delayMs).unref();
  else go();
}

function faultProblem(host: string, path: string, fault: Fault): string | undefined {
  if (host !== "api" && host !== "web") return "host is api or web";
  if (typeof path !== "string" || !path.startsWith("/")) return "path starts with /";
  if (path.startsWith("/__sandbox/")) return "the control API cannot be faulted";
  if (!Number.isInteger(fault.status) || fault.status < 100 || fault.status > 599) return "status is an HTTP status";
  if (
    fault.delayMs !== undefined &&
    !(Number.isInteger(fault.delayMs) && fault.delayMs >= 0 && fault.delayMs <= MAX_FAULT_DELAY_MS)
  )
    return `delayMs is an integer from 0 to ${MAX_FAULT_DELAY_MS}`;
  if (fault.truncateAt !== undefined && !(Number.isInteger(fault.truncateAt) && fault.truncateAt >= 0))
    return "truncateAt is a non-negative integer";
  if (fault.times !== undefined && !(Number.isInteger(fault.times) && fault.times >= 1))
    return "times is a positive integer";
  for (const [name, value] of Object.entries(fault.headers ?? {}))
    if (typeof value !== "string" || /[\r\n\0]/.test(name + value))
      return `header ${JSON.stringify(name)} is not a valid header`;
  return undefined;
}
