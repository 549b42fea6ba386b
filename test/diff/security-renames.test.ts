/**
 * A security scheme renamed between revisions (the same definition under a new name in components.securitySchemes,
 * the requirements updated to it) sends the same credentials the same way: no call fails. But the generated package's
 * `auth` option is keyed by scheme name, so code passing `auth: { apiKey }` must now pass `auth: { ApiKeyAuth }`: the
 * same kind of change as an operationId that renames a generated function (`api-operation-id-changed`), dangerous.
 * A scheme that goes and another that comes with a different definition stays a requirement removed (breaking).
 */
import { describe, expect, it } from "vitest";
import { pairDiffer } from "./support.js";

type Json = Record<string, unknown>;

const { findings } = pairDiffer("security-renames");

const oauth = (tokenUrl: string): Json => ({
  type: "oauth2",
  description: `Tokens from ${tokenUrl}`,
  flows: { clientCredentials: { tokenUrl, scopes: { read: "Read.", write: "Write." } } },
});

/** GET /pets needs `get` (an alternative per entry), POST /pets the document's `security`; `schemes` are declared. */
const doc = (schemes: Json, get: Json[], security: Json[] = get): Json => ({
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  paths: {
    "/pets": {
      get: { operationId: "list", security: get, responses: { "200": { description: "OK" } } },
      post: { operationId: "add", responses: { "204": { description: "OK" } } },
    },
  },
  security,
  components: { securitySchemes: schemes },
});

const key = { type: "apiKey", in: "header", name: "X-Api-Key" };

describe("a security scheme renamed", () => {
  it("is one dangerous finding for every operation using it, not a requirement removed and one added", async () => {
    expect(
      await findings(doc({ apiKey: key }, [{ apiKey: [] }]), doc({ ApiKeyAuth: key }, [{ ApiKeyAuth: [] }])),
    ).toEqual([
      [
        "api-security-scheme-renamed",
        "dangerous",
        "The `apiKey` security scheme is now named `ApiKeyAuth`; credentials are sent as before.",
        ["POST /pets", "GET /pets"],
      ],
    ]);
  });

  it("keeps its scopes compared under the new name, and its description out of it", async () => {
    const base = doc({ oauth: oauth("https://auth.example/token"), basic: { type: "http", scheme: "basic" } }, [
      { oauth: ["read"] },
      { basic: [] },
    ]);
    const renamed = { ...oauth("https://auth.example/token"), description: "OAuth 2." };
    const revision = doc({ OAuth2: renamed, basic: { type: "http", scheme: "basic" } }, [
      { OAuth2: ["read", "write"] },
      { basic: [] },
    ]);
    expect(await findings(base, revision)).toEqual([
      [
        "api-security-scheme-renamed",
        "dangerous",
        "The `oauth` security scheme is now named `OAuth2`; credentials are sent as before.",
        ["POST /pets", "GET /pets"],
      ],
      [
        "api-security-scope-added",
        "breaking",
        "The `OAuth2` security requirement now needs the scopes `write`.",
        ["POST /pets", "GET /pets"],
      ],
    ]);
  });

  it("is no rename when the new scheme sends other credentials: the old requirement is removed", async () => {
    const base = doc({ oauth: oauth("https://auth.example/token"), basic: { type: "http", scheme: "basic" } }, [
      { oauth: [] },
      { basic: [] },
    ]);
    const revision = doc(
      { partner: oauth("https://partner.example/token"), basic: { type: "http", scheme: "basic" } },
      [{ partner: [] }, { basic: [] }],
    );
    expect((await findings(base, revision)).map(([id, severity]) => [id, severity])).toEqual([
      ["api-security-added", "safe"],
      ["api-security-removed", "breaking"],
    ]);
  });
});

/**
 * HTTP bearer, OAuth 2 and OpenID Connect all send `Authorization: Bearer <token>`, and the generated package takes a
 * bearer token for each (emit/auth-schemes.ts): a scheme moving between them sends the same credentials the same way.
 */
describe("a security scheme moving between the bearer-token kinds", () => {
  const only = (scheme: Json) => doc({ auth: scheme }, [{ auth: [] }]);
  const bearer = { type: "http", scheme: "bearer", bearerFormat: "JWT" };
  const openId = { type: "openIdConnect", openIdConnectUrl: "https://auth.example/.well-known/openid-configuration" };

  it("is no change: the same header carries the same token", async () => {
    expect(await findings(only(oauth("https://auth.example/token")), only(bearer))).toEqual([]);
    expect(await findings(only(bearer), only(openId))).toEqual([]);
  });

  it("is still a scheme changed when the credentials go another way", async () => {
    expect(await findings(only(oauth("https://auth.example/token")), only({ type: "http", scheme: "basic" }))).toEqual([
      [
        "api-security-scheme-changed",
        "breaking",
        "The `auth` security scheme changed from `oauth2` to `http basic`.",
        ["POST /pets", "GET /pets"],
      ],
    ]);
  });
});
