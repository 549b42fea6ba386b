/** The token response object ("Resources / Token response"): the same five keys for a code exchange and a refresh. */
import type { AccessToken, Grant } from "../state/tokens.js";

export interface TokenResponse {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  refresh_token: string;
  scope: string;
}

export function tokenResponse(grant: Grant, access: AccessToken, expiresIn: number): TokenResponse {
  return {
    access_token: access.token,
    token_type: "bearer",
    expires_in: expiresIn,
    refresh_token: grant.refreshToken,
    scope: grant.scope,
  };
}
