/**
 * A security scheme the runtime cannot send (emit/auth-schemes.ts) is left out of the package's `auth`; when an
 * operation names one, the generator says so in one located warning, instead of a client that silently sends no
 * credential. A scheme no operation names, and every scheme the runtime sends, give no warning.
 */
import { expect, test } from "vitest";
import { generatePackage } from "../support/generated-package.js";

const op = (operationId: string, scheme: string) => ({
  operationId,
  security: [{ [scheme]: [] }],
  responses: { "204": { description: "done" } },
});

test("each used scheme the client cannot send gets one located warning naming it", async () => {
  const pkg = await generatePackage(
    {
      openapi: "3.1.0",
      info: { title: "unsendable schemes", version: "1" },
      paths: {
        "/tls": { get: op("getTls", "mtls") },
        "/spaced": { get: op("getSpaced", "spaced") },
        "/token": { get: op("getToken", "token") },
      },
      components: {
        securitySchemes: {
          mtls: { type: "mutualTLS" },
          spaced: { type: "apiKey", in: "header", name: "advicement api key" },
          token: { type: "http", scheme: "bearer" },
          digest: { type: "http", scheme: "digest" },
        },
      },
    },
    "unsendable-",
  );
  try {
    const warnings = pkg.warnings.filter((line) => line.includes("security scheme"));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(
      /spec\.json:\d+:\d+ #\/components\/securitySchemes\/mtls the security scheme "mtls" \(mutualTLS\) is one the client cannot send: left out of `auth`/,
    );
    expect(warnings[1]).toMatch(
      /#\/components\/securitySchemes\/spaced the security scheme "spaced" \(apiKey header "advicement api key"\)/,
    );
    // The bearer scheme is typed as before; the unused digest scheme is neither typed nor warned about.
    const dts = pkg.files.get("revisions/api/index.d.ts")!;
    expect(dts).toContain("readonly token?: Credential;");
    expect(dts).not.toMatch(/\b(mtls|spaced|digest)\?/);
  } finally {
    pkg.remove();
  }
});

// A requirement naming a scheme the spec does not declare (`bearerAuth` for `BearerAuth`, a slip of case) leaves its
// operations without a credential: once without a word, now one located warning per scheme, where it is first named.
test("each security scheme required but not declared gets one located warning naming it", async () => {
  const pkg = await generatePackage(
    {
      openapi: "3.1.0",
      info: { title: "undeclared schemes", version: "1" },
      security: [{ bearerAuth: [] }],
      paths: {
        "/a": { get: { operationId: "getA", responses: { "204": { description: "done" } } } },
        "/b": { get: op("getB", "apiKey") },
        "/c": { get: op("getC", "apiKey") },
      },
      components: { securitySchemes: { BearerAuth: { type: "http", scheme: "bearer" } } },
    },
    "undeclared-",
  );
  try {
    const warnings = pkg.warnings.filter((line) => line.includes("security scheme"));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(
      /spec\.json:\d+:\d+ #\/paths\/~1b\/get\/security the security scheme "apiKey" is not declared in components\.securitySchemes: left out of `auth`/,
    );
    expect(warnings[1]).toMatch(
      /spec\.json:\d+:\d+ #\/security the security scheme "bearerAuth" is not declared in components\.securitySchemes: left out of `auth`/,
    );
  } finally {
    pkg.remove();
  }
});
