/**
 * A client carries its entry point's revision in its type (`Client<"2023-09-15">`), so handing it to another
 * revision's operation is a compile error rather than a request sent with the wrong revision header.
 */
import * as rev20230915 from "@revforge/client/2023-09-15";
import * as rev20240515 from "@revforge/client/2024-05-15";
import type { Client } from "@revforge/client/runtime";

const options = { auth: { privateKey: "pk" } };
const old: Client<"2023-09-15"> = rev20230915.createClient(options);
const current = rev20240515.createClient(options);
const revision: "2024-05-15" = current.revision;

void rev20230915.getProfiles(old);
void rev20240515.getProfiles(current, {});

// @ts-expect-error TS2345 a 2023-09-15 client into a 2024-05-15 function
void rev20240515.getProfiles(old);
// @ts-expect-error TS2345 and the other way round
void rev20230915.getProfiles(current);
// @ts-expect-error TS2345 a pager too
void rev20240515.getFlowsPages(old);

// A client whose revision is not known statically is refused as well.
declare const unknownRevision: Client;
// @ts-expect-error TS2345 `Client<string>` is not a `Client<"2024-05-15">`
void rev20240515.getProfiles(unknownRevision);
// @ts-expect-error TS2322 the revision is readonly and literal
const wrong: "2023-09-15" = revision;
export { wrong };
