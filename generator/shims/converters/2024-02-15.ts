/**
 * Imperative converters of the 2024-02-15 step (specs/changes/2024-02-15.yaml), for what a declaration cannot say.
 * Typed with the generated types of both revisions (the older one's result, the newer one's input); the shims stage
 * transpiles this file into generated/client/upgrades/converters/2024-02-15.js, where the step module re-exports
 * the functions its `convert` instructions name. Type imports vanish in the transpiled file, so the package never
 * depends on this folder.
 *
 * A converter receives the response document (or the call's arguments) of one operation, may change it in place,
 * and returns the value in the other revision's shape.
 */
import type {
  GetEventData as OldEvent,
  GetEventsData as OldEvents,
} from "../../../generated/client/revisions/2023-12-15/index.js";
import type {
  components,
  GetEventData as NewEvent,
  GetEventsData as NewEvents,
} from "../../../generated/client/revisions/2024-02-15/index.js";

type Relationship = components["schemas"]["Relationship"];
type Resource = components["schemas"]["ResourceObject"];
type NewResource = NonNullable<NewEvent["data"]>;
type OldResource = NonNullable<OldEvent["data"]>;

/**
 * RequestEventAttributionsWithInclude, on the way back: 2024-02-15 returns an event's attribution data as JSON:API
 * included resources (the shim asked for them with `include=attributions`); 2023-12-15 had it in the event's
 * properties, as `$attribution`. JSON:API links an event to the resources of its `attributions` relationship (the
 * `include` value is a relationship path), so each event gets, as `$attribution`, the attributes of the first
 * attribution resource its `relationships.attributions` links (the older field holds one object); an event that links
 * none gets no `$attribution`. The `attributions` relationship and `included` (which only the shim asked for: the
 * older revision's Get Event(s) take no `include`) are removed.
 */
export function restoreEventAttributions(doc: NewEvents | NewEvent): OldEvents | OldEvent {
  // Tolerant of what the types rule out: a response is data from the network, converted before anyone validates it.
  const included = new Map<string, Resource>();
  for (const r of Array.isArray(doc.included) ? doc.included : [])
    if (isObject(r) && typeof r.id === "string") included.set(key(r.type, r.id), r);
  const events: NewResource[] = Array.isArray(doc.data) ? doc.data : doc.data === undefined ? [] : [doc.data];
  for (const event of events) if (isObject(event)) restoreOne(event, included);
  delete doc.included;
  return doc as OldEvents | OldEvent;
}

function restoreOne(event: NewResource, included: Map<string, Resource>): void {
  const relationships = event.relationships as Record<string, Relationship | undefined> | undefined;
  const link = isObject(relationships) ? relationships.attributions : undefined;
  if (relationships === undefined || !isObject(link)) return;
  delete relationships.attributions;
  if (Object.keys(relationships).length === 0) delete event.relationships;
  const ids = Array.isArray(link.data) ? link.data : link.data ? [link.data] : [];
  const first = ids
    .filter(isObject)
    .map((id) => included.get(key(id.type, id.id)))
    .find((r) => r !== undefined);
  if (first === undefined) return;
  const old = event as unknown as OldResource;
  if (!isObject(old.attributes)) old.attributes = {};
  if (!isObject(old.attributes.properties)) old.attributes.properties = {};
  old.attributes.properties.$attribution = { ...(isObject(first.attributes) ? first.attributes : {}) };
}

function isObject<T>(value: T): value is T & object {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function key(type: string, id: string): string {
  return `${type}\u0000${id}`;
}
