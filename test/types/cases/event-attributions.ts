/**
 * Get Event(s) with `include=attributions` (2024-02-15 on): the event declares its `attributions` relationship, a
 * list of resource identifiers whose resources come back in `included`. Before 2024-02-15 the events had no such
 * relationship (the data was the `$attribution` event property).
 */
import { createClient, getEvent, getEvents } from "@revforge/client/2024-05-15";
import type { GetEventsData as EventsBefore } from "@revforge/client/2023-12-15";

const client = createClient({ auth: { privateKey: "pk" } });

export async function attributionKeys(): Promise<string[]> {
  const { data, error } = await getEvents(client, { query: { include: ["attributions"] } });
  if (error) return [];
  const events = data.data ?? [];
  const keys: string[] = events.flatMap((event) => event.relationships?.attributions?.data?.map((a) => a.id) ?? []);
  // @ts-expect-error TS2339 an attribution is linked by type and id only: its fields come in `included`
  void events[0]?.relationships?.attributions?.data?.[0]?.attributes;
  return keys;
}

export async function firstAttributionType(id: string): Promise<string | undefined> {
  const { data } = await getEvent(client, { path: { id }, query: { include: ["attributions"] } });
  return data?.data?.relationships?.attributions?.data?.[0]?.type;
}

type RelationshipsBefore = NonNullable<NonNullable<EventsBefore["data"]>[number]["relationships"]>;
// @ts-expect-error TS2339 2023-12-15 events have no attributions relationship
export type AttributionsBefore = RelationshipsBefore["attributions"];
