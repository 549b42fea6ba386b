/**
 * A multipart body's `encoding` gives a part its content type (`avatar: {contentType: image/png}`), which servers
 * check before they take a file. The model reads it, the descriptor names it (`partTypes`) and the runtime gives it
 * to a file part whose Blob has no type of its own. Before, such a part went as application/octet-stream whatever
 * the spec said. A Blob's own type still wins, and a list or wildcard (`image/*`) names no one type to send.
 */
import { expect, test } from "vitest";
import { packageWithServer } from "../support/generated-package.js";

const binary = { type: "string", format: "binary" };
const spec = {
  openapi: "3.0.3",
  info: { title: "parts", version: "1" },
  paths: {
    "/avatars": {
      post: {
        operationId: "postAvatar",
        requestBody: {
          content: {
            "multipart/form-data": {
              schema: { type: "object", properties: { avatar: binary, doc: binary, pics: binary, any: binary } },
              encoding: {
                avatar: { contentType: "image/png" },
                doc: { contentType: "application/pdf" },
                pics: { contentType: "image/png, image/jpeg" },
                any: { contentType: "image/*" },
              },
            },
          },
        },
        responses: { "204": { description: "stored" } },
      },
    },
  },
};

type Api = Record<string, (...args: unknown[]) => Promise<{ error?: unknown }>> & {
  createClient: (o: object) => unknown;
};

const fixture = packageWithServer<Api>(spec, "multipart-part-types-");

test("the descriptor names the parts whose encoding declares one content type", () => {
  expect((fixture.api.postAvatarOperation as { partTypes?: unknown }).partTypes).toEqual([
    ["avatar", "image/png"],
    ["doc", "application/pdf"],
  ]);
});

test("a file part without a type of its own is sent with the one its encoding declares", async () => {
  const client = fixture.api.createClient({ baseUrl: fixture.server.url });
  fixture.server.reply({ status: 204, body: "" });
  const result = await fixture.api.postAvatar!(client, {
    body: {
      avatar: new File([new Uint8Array([137, 80])], "me.png"),
      doc: new Blob(["%PDF"], { type: "text/plain" }),
      pics: new Blob(["x"]),
      any: new Blob(["y"]),
    },
  });
  expect(result.error).toBeUndefined();
  const text = fixture.server.requests.at(-1)!.body;
  const typeOf = (name: string) => new RegExp(`name="${name}"[^\\r]*\\r\\nContent-Type: ([^\\r]*)`).exec(text)?.[1];
  expect(typeOf("avatar")).toBe("image/png");
  expect(text).toContain('name="avatar"; filename="me.png"');
  expect(typeOf("doc")).toBe("text/plain");
  expect(typeOf("pics")).toBe("application/octet-stream");
  expect(typeOf("any")).toBe("application/octet-stream");
});
