/**
 * A Node service as most server-side integrators write one: NodeNext resolution, strict with
 * exactOptionalPropertyTypes, skipLibCheck off (so the package's own .d.ts files are checked too) and declaration
 * emit on (so the package's types must be nameable from a consumer's .d.ts). It imports the default entry point and a
 * pinned revision side by side, calls the API given by REVFORGE_BASE_URL with REVFORGE_PRIVATE_KEY, and prints one
 * `RESULT <json>` line for test/consumer/consumer.test.ts to check.
 */
import { createClient, getProfiles, revision } from "@revforge/client";
import * as rev20230915 from "@revforge/client/2023-09-15";
import { ApiError } from "@revforge/client/runtime";

function env(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === "") throw new Error(`${name} is not set`);
  return value;
}

const baseUrl = env("REVFORGE_BASE_URL");
const privateKey = env("REVFORGE_PRIVATE_KEY");
const warnings: string[] = [];
const onWarning = (message: string) => void warnings.push(message);

/** Exported with an inferred type: declaration emit must name `Client<"2024-05-15">` from the package. */
export const latest = createClient({ auth: { privateKey }, baseUrl, retry: false, onWarning });
export const pinned = rev20230915.createClient({ auth: { privateKey }, baseUrl, retry: false, onWarning });

const profiles = await getProfiles(latest, {
  query: {
    filter: ["greater-than(updated,2024-01-01T00:00:00Z)", "less-than(updated,2024-06-01T00:00:00Z)"],
    "additional-fields[profile]": ["subscriptions"],
  },
});
if (profiles.error) throw profiles.error;
const people = (profiles.data.data ?? []).map((p) => ({ id: p.id, email: p.attributes?.email ?? null }));

// The 2023-09-15 subscribe payload: `channels`, which 2023-10-15 replaced (test/types checks the reverse).
const subscribed = await rev20230915.subscribeProfiles(pinned, {
  body: {
    data: {
      type: "profile-subscription-bulk-create-job",
      attributes: {
        profiles: {
          data: [{ type: "profile", attributes: { email: "ada@example.com", channels: { email: ["MARKETING"] } } }],
        },
      },
      relationships: { list: { data: { type: "list", id: "LIST01" } } },
    },
  },
});
if (subscribed.error) throw subscribed.error;

const missing = await rev20230915.getProfile(pinned, { path: { id: "missing" } });
if (missing.error === undefined) throw new Error("expected a 404 for profile 'missing'");

console.log(
  `RESULT ${JSON.stringify({
    revision,
    clientRevisions: [latest.revision, pinned.revision],
    people,
    subscribeStatus: subscribed.status,
    missing: {
      isApiError: missing.error instanceof ApiError,
      status: missing.error.status,
      codes: missing.error.errors.map((e) => e.code),
    },
    warnings: warnings.length,
  })}`,
);
