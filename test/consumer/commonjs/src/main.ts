/**
 * A CommonJS Node service: no `"type": "module"`, so tsc (NodeNext resolution) emits `require()` calls, and node loads
 * the ES-module package through require(esm), on by default from Node 20.19 and 22.12 for a module graph without
 * top-level await (the package has none). It calls the API through the default entry point and through a pinned
 * revision upgraded to the latest (the package loads its upgrade code with `import()`, which works inside a
 * require()d module too), catches an unshimmable call and a documented 404, and prints one `RESULT <json>` line for
 * test/consumer/consumer.test.ts to check, whether each entry point's error classes are the runtime's own included.
 */
import { ApiError, createClient, getProfiles, revision, UnshimmableChangeError } from "@revforge/client";
import * as rev20231215 from "@revforge/client/2023-12-15";
import * as runtime from "@revforge/client/runtime";

function env(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === "") throw new Error(`${name} is not set`);
  return value;
}

async function main(): Promise<void> {
  const baseUrl = env("REVFORGE_BASE_URL");
  const privateKey = env("REVFORGE_PRIVATE_KEY");
  const warnings: string[] = [];
  const onWarning = (message: string) => void warnings.push(message);

  const latest = createClient({ auth: { privateKey }, baseUrl, retry: false, onWarning });
  const profiles = await getProfiles(latest, { query: { filter: "greater-than(updated,2024-01-01T00:00:00Z)" } });
  if (profiles.error) throw profiles.error;

  const upgraded = rev20231215.createClient({
    auth: { privateKey },
    baseUrl,
    retry: false,
    onWarning,
    upgradeTo: revision,
  });
  const viaUpgrade = await rev20231215.getProfiles(upgraded, {});
  if (viaUpgrade.error) throw viaUpgrade.error;

  // 2024-02-15 removed `$attribution` from event properties, with nowhere else to put it: refused before sending.
  let unshimmable: unknown = null;
  try {
    await rev20231215.createEvent(upgraded, {
      body: {
        data: {
          type: "event",
          attributes: {
            metric: { data: { type: "metric", attributes: { name: "Placed Order" } } },
            properties: { $attribution: { flow: "FLOW1" } },
          },
        },
      },
    });
  } catch (error) {
    unshimmable =
      error instanceof UnshimmableChangeError
        ? { change: error.change, code: error.code, to: error.to }
        : String(error);
  }

  const missing = await rev20231215.getProfile(upgraded, { path: { id: "missing" } });

  console.log(
    `RESULT ${JSON.stringify({
      loadedBy: typeof require === "function" && typeof module === "object" ? "require" : "import",
      profileIds: (profiles.data.data ?? []).map((p) => p.id),
      upgradedIds: (viaUpgrade.data.data ?? []).map((p) => p.id),
      unshimmable,
      missing: { isApiError: missing.error instanceof ApiError, status: missing.error?.status ?? null },
      sameClasses: [
        ApiError === runtime.ApiError,
        rev20231215.ApiError === runtime.ApiError,
        rev20231215.UnshimmableChangeError === UnshimmableChangeError,
      ],
      warnings: warnings.length,
    })}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
