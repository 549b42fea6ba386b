/**
 * The client owns the credentials and the revision: a call cannot carry an Authorization header, and no call, client
 * option or query takes a `revision` (the entry point fixes it). The runtime refuses both at run time too
 * (headers.ts); these lines prove the types say so first.
 */
import {
  createClient,
  createClientEvent,
  createClientSubscription,
  getProfiles,
  subscribeProfiles,
} from "@revforge/client/2024-05-15";

const client = createClient({ auth: { privateKey: "pk", publicKey: "PUB123" } });
const profile = { data: { type: "profile", attributes: { email: "ada@example.com" } } } as const;
const event = {
  data: {
    type: "event",
    attributes: { profile, metric: { data: { type: "metric", attributes: { name: "Viewed Product" } } } },
  },
} as const;
const subscription = { data: { type: "subscription", attributes: { profile } } } as const;

void createClientEvent(client, { body: event });
void createClientSubscription(client, { body: subscription });

void createClientEvent(client, {
  body: event,
  // @ts-expect-error TS2353 no per-call headers, so no Authorization either
  headers: { Authorization: "x" },
});
void createClientSubscription(client, {
  body: subscription,
  // @ts-expect-error TS2353 no per-call headers, so no Authorization either
  headers: { Authorization: "x" },
});
void subscribeProfiles(client, {
  body: { data: { type: "profile-subscription-bulk-create-job", attributes: { profiles: { data: [] } } } },
  // @ts-expect-error TS2353 an /api/ operation takes no Authorization header per call either
  headers: { Authorization: "x" },
});

void getProfiles(client, {
  // @ts-expect-error TS2353 no per-call revision in the arguments
  revision: "2023-09-15",
});
void getProfiles(client, {
  query: {
    // @ts-expect-error TS2353 nor in the query
    revision: "2023-09-15",
  },
});
void getProfiles(
  client,
  {},
  {
    // @ts-expect-error TS2353 nor in the call options
    revision: "2023-09-15",
  },
);
void createClientEvent(
  client,
  { body: event },
  {
    // @ts-expect-error TS2353 nor in a client-side operation's options
    revision: "2023-09-15",
  },
);
createClient({
  auth: { privateKey: "pk" },
  // @ts-expect-error TS2353 nor in the client options: the entry point sets it
  revision: "2023-09-15",
});
