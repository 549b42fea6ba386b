/**
 * The upstream with Prism: one `prism mock specs/<revision>.yaml` per revision, started on an internal 127.0.0.1 port
 * the first time that revision is called (concurrent first calls share the start) and stopped by its own PID
 * (scripts/support/prism.ts: spawned without a shell, SIGTERM then SIGKILL, an exit hook, and a watchdog that ends Prism
 * when the sandbox process disappears). The call is forwarded with its method, path, query, headers and body; Prism's
 * status, content type, `sl-violations` header and body come back, with Prism's 4xx bodies rewritten into the API
 * error shape (prism-errors.ts). A Prism that fails to start or stops answering gives 502 and is replaced on the next
 * call.
 */
import { revisionSpec } from "./spec-file.js";
import { startPrism, type PrismServer } from "../../support/prism.js";
import { apiError } from "./api-errors.js";
import { prismRejection } from "./prism-errors.js";
import type { ForwardRequest, ForwardResponse, Upstream } from "./upstream.js";

/** Request headers that describe the hop, not the call. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
  "host",
  "content-length",
  "accept-encoding",
  "proxy-authorization",
  "proxy-connection",
]);

const CALL_TIMEOUT_MS = 30_000;

export class PrismUpstream implements Upstream {
  readonly #starting = new Map<string, Promise<PrismServer>>();
  readonly #running = new Map<string, PrismServer>();
  #stopped = false;

  async answer(request: ForwardRequest): Promise<ForwardResponse> {
    let server: PrismServer;
    try {
      server = await this.#server(request.revision);
    } catch (error) {
      return upstreamError(`Prism for revision ${request.revision} did not start: ${firstLine(error)}`);
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
    let response: Response;
    try {
      response = await fetch(`${server.url}${request.target}`, {
        method: request.method,
        headers,
        ...(request.body.length > 0 ? { body: new Uint8Array(request.body) } : {}),
        redirect: "manual",
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      this.#forget(request.revision, server);
      return upstreamError(`Prism for revision ${request.revision} did not answer: ${firstLine(error)}`);
    }
    const body = Buffer.from(await response.arrayBuffer());
    const violations = response.headers.get("sl-violations");
    const out: Record<string, string> = {};
    if (violations !== null) out["sl-violations"] = violations;
    if (response.status >= 400 && response.status < 500) {
      return {
        status: response.status,
        headers: { ...out, "content-type": "application/json" },
        body: Buffer.from(JSON.stringify(prismRejection(response.status, violations, body))),
      };
    }
    const type = response.headers.get("content-type");
    if (type !== null) out["content-type"] = type;
    const location = response.headers.get("location");
    if (location !== null) out.location = location;
    return { status: response.status, headers: out, body };
  }

  pids(): number[] {
    return [...this.#running.values()].map((s) => s.pid);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    const servers = await Promise.allSettled([...this.#starting.values()]);
    this.#starting.clear();
    this.#running.clear();
    await Promise.all(servers.map((s) => (s.status === "fulfilled" ? s.value.stop() : undefined)));
  }

  #server(revision: string): Promise<PrismServer> {
    if (this.#stopped) return Promise.reject(new Error("the sandbox is stopping"));
    let starting = this.#starting.get(revision);
    if (!starting) {
      starting = startPrism(revisionSpec(revision));
      this.#starting.set(revision, starting);
      starting.then(
        (server) => {
          if (this.#starting.get(revision) === starting) this.#running.set(revision, server);
        },
        () => {
          if (this.#starting.get(revision) === starting) this.#starting.delete(revision);
        },
      );
    }
    return starting;
  }

  #forget(revision: string, server: PrismServer): void {
    if (this.#running.get(revision) !== server) return;
    this.#running.delete(revision);
    this.#starting.delete(revision);
    void server.stop();
  }
}

function upstreamError(detail: string): ForwardResponse {
  const body = apiError({ status: 502, code: "sandbox_upstream_error", title: "Bad gateway.", detail });
  return { status: 502, headers: { "content-type": "application/json" }, body: Buffer.from(JSON.stringify(body)) };
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "failed";
}
