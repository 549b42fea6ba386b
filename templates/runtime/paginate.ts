/**
 * Cursor pagination over JSON:API `links.next` (anchors.md 4.6: `for await` over items and pages, the
 * Stainless/Speakeasy pattern). `pages` yields each page's document; `items` yields the elements of each page's
 * `data` array. The first page is the operation called with the given args; each further page is `links.next` as the
 * server wrote it (its query carries the cursor), fetched through `client.requestUrl`, which refuses a link to another
 * origin with a RequestError before anything is sent. An error result ends the iteration by throwing its ApiError;
 * a link already followed ends it with a RequestError instead of looping forever.
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import type { Client } from "./client.js";
import { RequestError } from "./errors.js";
import type { CallArgs, CallOptions, OperationDescriptor } from "./operation.js";
import { unwrap } from "./result.js";

export async function* pages<TPage>(
  client: Client<string | null>,
  op: OperationDescriptor,
  args: CallArgs = {},
  options?: CallOptions,
): AsyncGenerator<TPage, void, undefined> {
  let page = unwrap(await client.request<TPage>(op, args, options));
  const seen = new Set<string>();
  for (;;) {
    yield page;
    const next = nextLink(page);
    if (next === undefined) return;
    if (seen.has(next)) throw new RequestError(`${op.id}: links.next repeats a page already fetched; stopping`);
    seen.add(next);
    page = unwrap(await client.requestUrl<TPage>(op, next, { headers: args.headers }, options));
  }
}

export async function* items<TItem>(
  client: Client<string | null>,
  op: OperationDescriptor,
  args: CallArgs = {},
  options?: CallOptions,
): AsyncGenerator<TItem, void, undefined> {
  for await (const page of pages<unknown>(client, op, args, options)) {
    const data = field(page, "data");
    if (Array.isArray(data)) yield* data as TItem[];
  }
}

/** `page.links.next` when it is a non-empty string; own properties only. */
export function nextLink(page: unknown): string | undefined {
  const links = field(page, "links");
  const next = field(links, "next");
  return typeof next === "string" && next !== "" ? next : undefined;
}

function field(value: unknown, key: string): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  return Object.prototype.hasOwnProperty.call(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}
