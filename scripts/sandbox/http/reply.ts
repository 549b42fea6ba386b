/**
 * Writing responses: JSON, HTML, an empty body, a redirect. Every response names its length and never echoes a
 * request header back, so nothing the client sent (a token, a code) is reflected except where the protocol says so
 * (the `state` of an authorization redirect).
 */
import type { ServerResponse } from "node:http";

export type Headers = Record<string, string>;

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Headers = {},
  type = "application/json",
): void {
  send(res, status, Buffer.from(JSON.stringify(body), "utf8"), { "content-type": type, ...headers });
}

export function sendHtml(res: ServerResponse, status: number, html: string, headers: Headers = {}): void {
  send(res, status, Buffer.from(html, "utf8"), { "content-type": "text/html; charset=utf-8", ...headers });
}

/** A response without a body (the document's "503, none"). */
export function sendEmpty(res: ServerResponse, status: number, headers: Headers = {}): void {
  send(res, status, Buffer.alloc(0), headers);
}

export function redirect(res: ServerResponse, location: string, headers: Headers = {}): void {
  send(res, 302, Buffer.alloc(0), { location, ...headers });
}

export function send(res: ServerResponse, status: number, body: Buffer, headers: Headers): void {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("content-length", String(body.length));
  res.end(body);
}
