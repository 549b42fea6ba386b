/**
 * Names of Object.prototype's members (`constructor`, `hasOwnProperty`, `valueOf`, `__proto__`, `toString`) used
 * by a spec as property, schema, parameter, header and security scheme names: the package generated from it
 * type-checks with those properties typed as the spec says (a `constructor` is a string, not a Function), and a
 * request and its response carry them through the emitted client unchanged, as own properties, with no prototype
 * touched.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../runtime/server.js";
import { generatePackage, type GeneratedPackage } from "../support/generated-package.js";
import { prototypeNamesSpec } from "../support/prototype-names.js";

/** Type-checked against the package: each property has the spec's type, not Object.prototype's member's. */
const consumer = `import { createClient, postX, type PostXArgs, type PostXData } from "./revisions/api/index.js";

export const body: PostXArgs["body"] = {
  constructor: "c",
  hasOwnProperty: "h",
  valueOf: 1,
  ["__proto__"]: "p",
  toString: "t",
};

export async function call(baseUrl: string): Promise<[string, number | undefined, string]> {
  const client = createClient({ auth: { toString: "pk_test" }, baseUrl });
  const { data } = await postX(client, { body, query: { constructor: "q" }, headers: { hasOwnProperty: "h" } });
  const inner: PostXData["__proto__"] = data?.__proto__;
  const text: string = inner?.constructor ?? "";
  const count: number | undefined = inner?.valueOf;
  const own: string = inner?.__proto__ ?? "";
  return [text, count, own];
}
`;

/** The body the client sends and the server echoes inside its reply, built as JSON.parse builds it. */
const body = JSON.parse('{"constructor":"c","hasOwnProperty":"h","valueOf":1,"__proto__":"p","toString":"t"}');
const reply = `{"__proto__":${JSON.stringify(body)}}`;

let pkg: GeneratedPackage;
let server: TestServer;
beforeAll(async () => {
  [pkg, server] = await Promise.all([generatePackage(prototypeNamesSpec, "prototype-names-"), startServer()]);
});
afterAll(async () => {
  pkg?.remove();
  await server?.close();
});

describe("a spec whose names are Object.prototype's members", () => {
  it("generates without a warning, each name quoted or bare as TypeScript needs", () => {
    expect(pkg.warnings).toEqual([]);
    const types = pkg.files.get("revisions/api/types.d.ts")!;
    for (const member of [
      "constructor: string;",
      "hasOwnProperty?: string;",
      "valueOf?: number;",
      "__proto__: string;",
    ])
      expect(types).toContain(member);
    expect(types).toContain('__proto__?: components["schemas"]["constructor"];');
  });

  it("type-checks with each property typed as the spec says", () => {
    writeFileSync(path.join(pkg.dir, "consumer.ts"), consumer);
    expect(pkg.typeCheck("consumer.ts")).toEqual({ status: 0, output: "" });
  });

  it("sends and receives them through the emitted client as own properties", async () => {
    const { createClient, postX } = (await pkg.importEntry()) as Record<string, (...args: unknown[]) => any>;
    const client = createClient!({ auth: { toString: "pk_test" }, baseUrl: server.url });
    server.reply({ status: 200, headers: { "content-type": "application/json", valueOf: "v" }, body: reply });
    const { data, error } = await postX!(client, {
      body,
      query: { constructor: "q" },
      headers: { hasOwnProperty: "h" },
    });
    expect(error).toBeUndefined();
    const sent = server.requests.at(-1)!;
    expect(sent.url).toBe("/x?constructor=q");
    expect(sent.headers.hasownproperty).toBe("h");
    expect(sent.headers.authorization).toBe("pk_test");
    expect(sent.body).toBe(JSON.stringify(body));
    expect(JSON.stringify(data)).toBe(reply);
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
    expect(Object.keys(data)).toEqual(["__proto__"]);
    const inner = Object.getOwnPropertyDescriptor(data, "__proto__")!.value;
    expect(Object.getPrototypeOf(inner)).toBe(Object.prototype);
    expect(Object.keys(inner)).toEqual(["constructor", "hasOwnProperty", "valueOf", "__proto__", "toString"]);
    expect([inner.constructor, inner.hasOwnProperty, inner.valueOf, inner.toString]).toEqual(["c", "h", 1, "t"]);
    expect(({} as Record<string, unknown>).constructor).toBe(Object);
  });
});
