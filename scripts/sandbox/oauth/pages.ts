/**
 * The HTML pages of the web host: the consent page, the authorization error page (400), the role page (403), the
 * wrong-host page (403 for /oauth/token and /oauth/revoke, "Requests to the main web host ... fail with a 403 HTML
 * page"), the app-management page and its 404. Everything interpolated is escaped.
 */
import { escapeHtml, page } from "../http/html.js";
import type { App } from "../state/registry.js";

export function wrongHostPage(): string {
  return page(
    "403 Forbidden",
    "<p>This is the web host. OAuth token and revoke requests are made server to server to the API host.</p>",
  );
}

export function authorizeErrorPage(message: string): string {
  return page("Authorization request error", `<p>${escapeHtml(message)}</p>`);
}

export function roleForbiddenPage(role: string): string {
  return page(
    "403 Forbidden",
    `<p>Only users with the owner, admin or manager role can install apps. Your role is ${escapeHtml(role)}.</p>`,
  );
}

export function notFoundPage(): string {
  return page("404 Not Found", "<p>There is no page here.</p>");
}

/** The consent page: the app, the requested permissions, a warning for an unverified app, and the two choices. */
export function consentPage(app: App, accountName: string, scope: string, grantHref: string, denyHref: string): string {
  const scopes = scope
    .split(" ")
    .map((s) => `<li>${escapeHtml(s)}</li>`)
    .join("");
  const warning = app.verified
    ? ""
    : "<p><strong>Warning:</strong> this app has not been verified by the service. Only install apps you trust.</p>";
  return page(
    `${app.name} wants access to ${accountName}`,
    `${warning}<p>Requested permissions:</p><ul>${scopes}</ul>` +
      `<p><a id="grant" href="${escapeHtml(grantHref)}">Allow</a> <a id="deny" href="${escapeHtml(denyHref)}">Deny</a></p>`,
  );
}

/** The app-management page: the registered apps without their secrets ("shown only once at creation"). */
export function clientPage(apps: App[]): string {
  const rows = apps
    .map(
      (app) =>
        `<tr><td>${escapeHtml(app.name)}</td><td>${escapeHtml(app.clientId)}</td>` +
        `<td>${escapeHtml(app.redirectUris.join(" "))}</td><td>${escapeHtml(app.scopes.join(" "))}</td></tr>`,
    )
    .join("");
  return page(
    "OAuth apps",
    `<table><tr><th>Name</th><th>Client id</th><th>Redirect URLs</th><th>Scopes</th></tr>${rows}</table>`,
  );
}
