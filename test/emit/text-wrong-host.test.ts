/**
 * A text the spec declares (`text/csv`, `text/plain`) answered with an HTML page below 500 (a captive portal, the web
 * host instead of the API host): the wrong-host error that a JSON or a download answer gets (docs/safety.md R6, B31),
 * not the page returned as the text. An operation that declares HTML itself (or `text/*`) still reads it
 * (emit/descriptor.ts `html`, templates/runtime/response.ts). Before, the page came back as the CSV, silently.
 */
import { expect, test } from "vitest";
import { packageWithServer } from "../support/generated-package.js";

const answer = (type: string) => ({
  "200": { description: "ok", content: { [type]: { schema: { type: "string" } } } },
});
const spec = {
  openapi: "3.1.0",
  info: { title: "texts", version: "1" },
  paths: {
    "/export.csv": { get: { operationId: "exportCsv", responses: answer("text/csv") } },
    "/page": { get: { operationId: "getPage", responses: answer("text/html") } },
    "/any": { get: { operationId: "getAnyText", responses: answer("text/*") } },
  },
};

type Api = Record<string, (...args: unknown[]) => Promise<{ data?: unknown; error?: unknown }>> & {
  createClient: (o: object) => unknown;
};

const fixture = packageWithServer<Api>(spec, "text-wrong-host-");
const portal = { status: 200, headers: { "content-type": "text/html; charset=utf-8" }, body: "<html>Log in</html>" };

test("an HTML page where a CSV is declared is the wrong-host error, not the CSV", async () => {
  const client = fixture.api.createClient({ baseUrl: fixture.server.url });
  fixture.server.reply(portal, { status: 200, headers: { "content-type": "text/csv" }, body: "a,b\n1,2\n" });
  await expect(fixture.api.exportCsv!(client, {})).rejects.toMatchObject({
    name: "UnexpectedContentTypeError",
    contentType: "text/html",
    wrongHost: true,
  });
  expect((await fixture.api.exportCsv!(client, {})).data).toBe("a,b\n1,2\n");
});

test("an operation that declares HTML, or any text, reads the page", async () => {
  const client = fixture.api.createClient({ baseUrl: fixture.server.url });
  fixture.server.reply(portal, portal);
  expect((await fixture.api.getPage!(client, {})).data).toBe("<html>Log in</html>");
  expect((await fixture.api.getAnyText!(client, {})).data).toBe("<html>Log in</html>");
});
