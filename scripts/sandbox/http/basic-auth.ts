/**
 * HTTP Basic client credentials ("Authentication" item 6: `Basic ` and base64 of `<client_id>:<client_secret>`).
 * The scheme name is case-insensitive (RFC 7235 §2.1); the credentials must be canonical base64 of UTF-8 text with a
 * colon. The document asks for the plain id and secret, so they are not form-decoded (RFC 6749 §2.3.1 would): a
 * client that percent-encodes a secret is told so by a 401 rather than silently accepted.
 */

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function parseBasic(header: string | undefined): ClientCredentials | undefined {
  if (header === undefined) return undefined;
  const match = /^basic ([^\s]+)$/i.exec(header);
  if (!match || !BASE64.test(match[1]!)) return undefined;
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon <= 0) return undefined;
  return { clientId: decoded.slice(0, colon), clientSecret: decoded.slice(colon + 1) };
}
