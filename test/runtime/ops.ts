/**
 * Operation descriptors and a client factory shared by the runtime tests. The descriptors mirror the shapes the
 * generator will emit (see templates/runtime/operation.ts), named after real operations of the API.
 */
import { createRuntimeClient, type RuntimeClientOptions } from "../../templates/runtime/index.js";
import type { OperationDescriptor } from "../../templates/runtime/operation.js";

export const getProfiles: OperationDescriptor = {
  id: "get_profiles",
  method: "GET",
  path: "/api/profiles/",
  auth: "api",
  paginated: true,
};
export const getProfile: OperationDescriptor = {
  id: "get_profile",
  method: "GET",
  path: "/api/profiles/{id}/",
  auth: "api",
};
export const createProfile: OperationDescriptor = {
  id: "create_profile",
  method: "POST",
  path: "/api/profiles/",
  auth: "api",
  body: "json",
};
export const createEvent: OperationDescriptor = {
  id: "create_event",
  method: "POST",
  path: "/api/events/",
  auth: "api",
  body: "json",
  emptyOk: true,
};
export const idempotentPost: OperationDescriptor = { ...createProfile, id: "bulk_import", idempotent: true };
export const deleteProfile: OperationDescriptor = {
  id: "request_profile_deletion",
  method: "DELETE",
  path: "/api/profiles/{id}/",
  auth: "api",
  emptyOk: true,
};
export const createClientEvent: OperationDescriptor = {
  id: "create_client_event",
  method: "POST",
  path: "/client/events/",
  auth: "client",
  body: "json",
  emptyOk: true,
};
export const token: OperationDescriptor = {
  id: "oauth_token",
  method: "POST",
  path: "/oauth/token",
  auth: "basic",
  body: "form",
};

export const PRIVATE_KEY = "Klaviyo-API-Key pk_test_0123456789abcdef";

/** A client for `baseUrl` with a private key, fast timeouts and no waiting between attempts unless overridden. */
export function makeClient(baseUrl: string, overrides: Partial<RuntimeClientOptions> = {}) {
  return createRuntimeClient({
    baseUrl,
    revision: "2024-02-15",
    auth: { privateKey: PRIVATE_KEY, publicKey: "PUBKEY" },
    timeoutMs: 2_000,
    sleep: async () => {},
    ...overrides,
  });
}
