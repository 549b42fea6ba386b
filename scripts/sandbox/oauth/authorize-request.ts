/**
 * Validation of an authorization request ("Endpoints / Authorization": all seven query parameters required), following
 * RFC 6749 §4.1.2.1 for what happens to an invalid one:
 * - a missing, repeated or unknown `client_id`, or a `redirect_uri` that is missing, repeated or not exactly one of the
 *   app's allowlisted URLs, must not be redirected to: the user sees a 400 page;
 * - every other problem is redirected back with `error` (invalid_request, unsupported_response_type, invalid_scope),
 *   `error_description` and the `state` (when there was one).
 * Requested scopes the app does not have are ignored ("Resources / OAuth app"); when none remains the request is
 * invalid_scope. Unrecognised parameters are ignored (RFC 6749 §3.1).
 */
import { CODE_CHALLENGE_PATTERN } from "../limits.js";
import type { App, Registry } from "../state/registry.js";

export const REQUIRED = [
  "client_id",
  "response_type",
  "redirect_uri",
  "scope",
  "state",
  "code_challenge_method",
  "code_challenge",
] as const;

export type AuthorizeCheck =
  | { kind: "page"; message: string }
  | { kind: "redirect"; redirectUri: string; error: string; description: string; state?: string }
  | { kind: "ok"; app: App; redirectUri: string; state: string; codeChallenge: string; scope: string };

export function checkAuthorizeRequest(query: URLSearchParams, registry: Registry): AuthorizeCheck {
  const one = (name: string): string | undefined => {
    const all = query.getAll(name);
    return all.length === 1 && all[0] !== "" ? all[0] : undefined;
  };
  const repeated = (name: string) => query.getAll(name).length > 1;

  const clientId = one("client_id");
  if (repeated("client_id")) return { kind: "page", message: "client_id was given more than once." };
  if (clientId === undefined) return { kind: "page", message: "client_id is missing." };
  const app = registry.app(clientId);
  if (!app) return { kind: "page", message: "client_id does not name a registered app." };
  const redirectUri = one("redirect_uri");
  if (repeated("redirect_uri")) return { kind: "page", message: "redirect_uri was given more than once." };
  if (redirectUri === undefined) return { kind: "page", message: "redirect_uri is missing." };
  if (!app.redirectUris.includes(redirectUri))
    return { kind: "page", message: "redirect_uri does not exactly match any redirect URL of the app." };

  const state = one("state");
  const back = (error: string, description: string): AuthorizeCheck => ({
    kind: "redirect",
    redirectUri,
    error,
    description,
    ...(state !== undefined ? { state } : {}),
  });
  const twice = REQUIRED.find(repeated);
  if (twice) return back("invalid_request", `${twice} was given more than once.`);
  const missing = REQUIRED.find((name) => one(name) === undefined);
  if (missing) return back("invalid_request", `${missing} is missing.`);

  if (one("response_type") !== "code") return back("unsupported_response_type", "response_type must be code.");
  if (one("code_challenge_method") !== "S256")
    return back("invalid_request", "code_challenge_method must be S256 (transform algorithm not supported).");
  const codeChallenge = one("code_challenge")!;
  if (!CODE_CHALLENGE_PATTERN.test(codeChallenge))
    return back("invalid_request", "code_challenge must be the unpadded base64url of a SHA-256 digest.");

  const requested = one("scope")!
    .split(" ")
    .filter((s) => s !== "");
  const granted = [...new Set(requested.filter((s) => app.scopes.includes(s)))];
  if (granted.length === 0) return back("invalid_scope", "None of the requested scopes is a scope of the app.");

  return { kind: "ok", app, redirectUri, state: state!, codeChallenge, scope: granted.join(" ") };
}

/**
 * The redirect_uri with the callback parameters appended, form-encoded (`+` for spaces). The registered URL is kept
 * byte for byte, its own query included (RFC 6749 §3.1.2); it is not re-serialised through `URL`.
 */
export function callbackUrl(redirectUri: string, params: Record<string, string>): string {
  const separator = !redirectUri.includes("?") ? "?" : /[?&]$/.test(redirectUri) ? "" : "&";
  return `${redirectUri}${separator}${new URLSearchParams(params).toString()}`;
}
