/**
 * A format added or removed is said so: "changed from `uuid` to `none`" read as if `none` were a format.
 */
import { describe, expect, it } from "vitest";
import { pairDiffer } from "./support.js";

const { findings } = pairDiffer("format-wording");

/** GET /items whose 200 response is an object with `id` of the format given. */
const doc = (format?: string) => ({
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  paths: {
    "/items": {
      get: {
        operationId: "items",
        responses: {
          "200": {
            description: "OK",
            content: {
              "application/json": {
                schema: { type: "object", properties: { id: { type: "string", ...(format && { format }) } } },
              },
            },
          },
        },
      },
    },
  },
});

const message = async (base: unknown, revision: unknown) => (await findings(base, revision)).map((f) => f[2]);

describe("the format of a property", () => {
  it("removed is said removed", async () => {
    expect(await message(doc("uuid"), doc())).toEqual([
      "The format of the `id` response property of `GET /items` was removed (it was `uuid`).",
    ]);
  });

  it("added is said set", async () => {
    expect(await message(doc(), doc("uuid"))).toEqual([
      "The format of the `id` response property of `GET /items` was set to `uuid` (it had none).",
    ]);
  });

  it("changed says both", async () => {
    expect(await message(doc("uuid"), doc("email"))).toEqual([
      "The format of the `id` response property of `GET /items` changed from `uuid` to `email`.",
    ]);
  });
});
