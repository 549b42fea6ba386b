/* generated from generator/shims/converters/2024-02-15.ts by revforge - do not edit */
/**
 * RequestEventAttributionsWithInclude, on the way back: 2024-02-15 returns an event's attribution data as JSON:API
 * included resources (the shim asked for them with `include=attributions`); 2023-12-15 had it in the event's
 * properties, as `$attribution`. JSON:API links an event to the resources of its `attributions` relationship (the
 * `include` value is a relationship path), so each event gets, as `$attribution`, the attributes of the first
 * attribution resource its `relationships.attributions` links (the older field holds one object); an event that links
 * none gets no `$attribution`. The `attributions` relationship and `included` (which only the shim asked for: the
 * older revision's Get Event(s) take no `include`) are removed.
 */
export function restoreEventAttributions(doc) {
    // Tolerant of what the types rule out: a response is data from the network, converted before anyone validates it.
    const included = new Map();
    for (const r of Array.isArray(doc.included) ? doc.included : [])
        if (isObject(r) && typeof r.id === "string")
            included.set(key(r.type, r.id), r);
    const events = Array.isArray(doc.data) ? doc.data : doc.data === undefined ? [] : [doc.data];
    for (const event of events)
        if (isObject(event))
            restoreOne(event, included);
    delete doc.included;
    return doc;
}
function restoreOne(event, included) {
    const relationships = event.relationships;
    const link = isObject(relationships) ? relationships.attributions : undefined;
    if (relationships === undefined || !isObject(link))
        return;
    delete relationships.attributions;
    if (Object.keys(relationships).length === 0)
        delete event.relationships;
    const ids = Array.isArray(link.data) ? link.data : link.data ? [link.data] : [];
    const first = ids
        .filter(isObject)
        .map((id) => included.get(key(id.type, id.id)))
        .find((r) => r !== undefined);
    if (first === undefined)
        return;
    const old = event;
    if (!isObject(old.attributes))
        old.attributes = {};
    if (!isObject(old.attributes.properties))
        old.attributes.properties = {};
    old.attributes.properties.$attribution = { ...(isObject(first.attributes) ? first.attributes : {}) };
}
function isObject(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}
function key(type, id) {
    return `${type}\u0000${id}`;
}
