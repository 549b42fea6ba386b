/**
 * The npm name a package made with `generate --spec` takes from its spec's `info.title` (emit/package-files.ts
 * `packageNameFrom`). A name of Node's own modules (`Events` gave `events`) would be a package no code can import:
 * Node resolves `import ... from "events"` to its built-in module whatever node_modules holds.
 */
import { describe, expect, it } from "vitest";
import { packageNameFrom } from "../../generator/emit/package-files.js";

describe("a package name from a spec's title", () => {
  it.each([
    ["Acme Widgets API", "acme-widgets-api"],
    ["", "api-client"],
    ["Events", "events-client"],
    ["HTTP", "http-client"],
    ["Child Process", "child-process"],
    ["Stream", "stream-client"],
    ["Test", "test"],
    // An accent is a mark of its letter, not a break: not `socie-te-ge-ne-rale-api`.
    ["Société Générale API", "societe-generale-api"],
  ])("%j gives %j", (title, name) => {
    expect(packageNameFrom(title)).toBe(name);
  });
});
