/**
 * What answers an API call once the gateway has let it through: Prism serving the revision's spec
 * (prism-upstream.ts) or the spec's route table and a minimal JSON:API document (examples-upstream.ts).
 */

export interface ForwardRequest {
  revision: string;
  method: string;
  /** Path and query string, exactly as received. */
  target: string;
  headers: Record<string, string>;
  body: Buffer;
}

export interface ForwardResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface Upstream {
  answer(request: ForwardRequest): Promise<ForwardResponse>;
  /** PIDs of the helper processes running now (Prism servers); empty for the examples upstream. */
  pids(): number[];
  stop(): Promise<void>;
}
