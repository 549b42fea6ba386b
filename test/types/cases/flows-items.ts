/**
 * `getFlowsItems` yields the items of each page: a collection document's `data` is optional (and, for documents the
 * spec leaves unspecified, one resource or a list), and the item type must still be the element, not `never`.
 */
import { createClient, getFlowsItems, getFlowsPages } from "@revforge/client/2024-05-15";

const client = createClient({ auth: { privateKey: "pk" } });

type IsNever<T> = [T] extends [never] ? true : false;
type Item<T> = T extends AsyncIterable<infer I> ? I : never;

const itemIsNever: IsNever<Item<ReturnType<typeof getFlowsItems>>> = false;
const pageIsNever: IsNever<Item<ReturnType<typeof getFlowsPages>>> = false;

export async function flowIds(): Promise<string[]> {
  const ids: string[] = [];
  for await (const flow of getFlowsItems(client)) ids.push(flow.id ?? "");
  return ids;
}
export { itemIsNever, pageIsNever };
