/**
 * Query parameters are typed from the spec: `filter` takes only the `operator(field,value)` combinations the revision
 * documents for the operation, and `include` only its documented values (getEvents' `attributions`, since 2024-02-15).
 */
import * as rev20231215 from "@revforge/client/2023-12-15";
import * as rev20240215 from "@revforge/client/2024-02-15";
import { createClient, getEvents, getProfiles } from "@revforge/client/2024-05-15";

const client = createClient({ auth: { privateKey: "pk" } });

void getProfiles(client, { query: { filter: "greater-than(updated,2024-01-01T00:00:00Z)" } });
void getProfiles(client, {
  query: { filter: ["greater-than(updated,2024-01-01T00:00:00Z)", "less-than(updated,2024-06-01T00:00:00Z)"] },
});
void getProfiles(client, {
  query: {
    // @ts-expect-error TS2322 `nope` is not a filterable field of profiles
    filter: "equals(nope,1)",
  },
});
void getProfiles(client, {
  query: {
    // @ts-expect-error TS2322 `updated` takes greater-than and less-than, not equals
    filter: "equals(updated,2024-01-01T00:00:00Z)",
  },
});
void getProfiles(client, {
  query: {
    // @ts-expect-error TS2322 one wrong element in a list of filters
    filter: ["greater-than(updated,2024-01-01T00:00:00Z)", "equals(nope,1)"],
  },
});

void getEvents(client, { query: { include: ["attributions"] } });
// @ts-expect-error TS2322 `nope` is not an include of events
void getEvents(client, { query: { include: ["nope"] } });

const c0215 = rev20240215.createClient({ auth: { privateKey: "pk" } });
void rev20240215.getEvents(c0215, { query: { include: ["attributions"] } });
// @ts-expect-error TS2322 `nope` is not an include of events in 2024-02-15 either
void rev20240215.getEvents(c0215, { query: { include: ["nope"] } });

const c1215 = rev20231215.createClient({ auth: { privateKey: "pk" } });
void rev20231215.getEvents(c1215, { query: { filter: "equals(metric_id,ABC123)" } });
// @ts-expect-error TS2353 `include` arrived in 2024-02-15
void rev20231215.getEvents(c1215, { query: { include: ["attributions"] } });
