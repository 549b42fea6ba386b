/**
 * A front-end style consumer: Bundler resolution, DOM lib and no Node types, strict with exactOptionalPropertyTypes
 * and skipLibCheck off. tsc only type-checks it (`noEmit`); a transpiling runner executes the source, as a bundler
 * would. It pages through a cursor-paginated list of the default entry point, unwraps a pinned revision's result,
 * and calls a client-side operation with the public key, then prints one `RESULT <json>` line for
 * test/consumer/consumer.test.ts to check.
 */
import { createClient, getFlowsPages } from "@revforge/client";
import {
  createClient as createClient20230915,
  createClientEvent,
  getProfiles,
  RevforgeError,
  unwrap,
  type Result,
} from "@revforge/client/2023-09-15";

const baseUrl = process.env["REVFORGE_BASE_URL"];
const privateKey = process.env["REVFORGE_PRIVATE_KEY"];
if (!baseUrl || !privateKey) throw new Error("REVFORGE_BASE_URL and REVFORGE_PRIVATE_KEY must be set");
const warnings: string[] = [];
const onWarning = (message: string) => void warnings.push(message);

const latest = createClient({ auth: { privateKey }, baseUrl, retry: false, onWarning });
const flowPages: string[][] = [];
for await (const page of getFlowsPages(latest)) {
  // The spec does not show this document's shape: `data` is one resource or a list of them.
  const data = page.data === undefined ? [] : Array.isArray(page.data) ? page.data : [page.data];
  flowPages.push(data.map((flow) => flow.id ?? "?"));
}

const browser = createClient20230915({ auth: { privateKey, publicKey: "PUB123" }, baseUrl, retry: false, onWarning });
const profiles = unwrap(
  await getProfiles(browser, { query: { filter: "greater-than(updated,2024-01-01T00:00:00Z)" } }),
);
const event: Result<unknown> = await createClientEvent(browser, {
  body: {
    data: {
      type: "event",
      attributes: {
        profile: { data: { type: "profile", attributes: { email: "ada@example.com" } } },
        metric: { data: { type: "metric", attributes: { name: "Viewed Product" } } },
        properties: { sku: "SKU-1" },
      },
    },
  },
});

let thrown: string | null = null;
try {
  await getProfiles(browser, { query: { filter: "greater-than(updated,2024-01-01T00:00:00Z)" } }, { timeoutMs: -1 });
} catch (error) {
  thrown = error instanceof RevforgeError ? error.code : String(error);
}

console.log(
  `RESULT ${JSON.stringify({
    flowPages,
    profileIds: (profiles.data ?? []).map((p) => p.id),
    eventStatus: event.status,
    eventError: event.error?.status ?? null,
    thrown,
    warnings: warnings.length,
  })}`,
);
