/**
 * The runtime hook of `createClient({ auth, upgradeTo })` on an older revision's entry point (the only runtime file
 * those entry points add; the latest revision's entry point has nothing to upgrade to and does not import it).
 *
 * Without `upgradeTo` it is `createRuntimeClient`, unchanged. With it, the client sends every call with the newer
 * `revision` header through a client created for that revision, and routes each call through the upgrade module of
 * the entry point (generated/client/upgrades/<revision>.js: the compiled specs/changes and the engine, upgrade.ts).
 * That module is loaded with a dynamic import on the first call, so an application that never passes
 * `upgradeTo` never runs it, and a bundler that splits code keeps it out of the application's main chunk.
 *
 * The returned client keeps the old revision as its `revision` (the operation functions are typed for it) and says
 * where its calls go in `upgradeTo`. Everything the engine cannot do for a call is thrown before anything is sent.
 *
 * This file is copied verbatim into generated/client/runtime/.
 */

import { createRuntimeClient, type Client, type RuntimeClientOptions } from "./client.js";
import { RequestError } from "./errors.js";
import type { CallArgs, CallOptions, OperationDescriptor } from "./operation.js";
import type { Result } from "./result.js";

export interface UpgradeOptions<T extends string = string> {
  /**
   * Send every call as this newer revision: requests are converted forward and responses back by the declared
   * changes between the two revisions (specs/changes), so code written for this entry point's revision keeps working.
   * A call that meets a change no shim can handle throws `UnshimmableChangeError` before anything is sent.
   */
  upgradeTo?: T;
}

/** What the upgrade engine needs from the client that loaded it. */
export interface UpgradeContext {
  /** Emits a warning (redacted, through `onWarning`). */
  warn(message: string): void;
  now(): number;
}

/** The engine of one upgrade (upgrade.ts): calls routed, converted and sent through the newer revision's client. */
export interface Upgrader {
  request<T>(core: Client, op: OperationDescriptor, args: CallArgs, options?: CallOptions): Promise<Result<T>>;
  requestUrl<T>(
    core: Client,
    op: OperationDescriptor,
    url: string,
    args: Pick<CallArgs, "headers" | "cookies" | "body">,
    options?: CallOptions,
  ): Promise<Result<T>>;
  /** A success body of the newer revision, converted back to the calling revision's shape (in place). */
  backward(operationId: string, data: unknown): unknown;
}

/** The shape of generated/client/upgrades/<revision>.js. */
export interface UpgradeModule {
  upgrader(target: string, context: UpgradeContext): Upgrader;
}

export type UpgradedClient<R extends string> = Client<R> & { readonly upgradeTo?: string };

export function createUpgradableClient<R extends string>(
  options: RuntimeClientOptions<R> & UpgradeOptions,
  targets: readonly string[],
  load: () => Promise<UpgradeModule>,
): UpgradedClient<R> {
  const to = options.upgradeTo;
  if (to === undefined || to === options.revision) return createRuntimeClient(options);
  if (!targets.includes(to)) {
    throw new RequestError(
      `upgradeTo must be a later revision of this entry point's chain (${targets.join(", ")}), not ${String(to)}`,
    );
  }
  // The engine once loaded (calls go straight to it), and the load in flight before that. Every call waits for it
  // before it is sent, so the core's responses always find it.
  let engine: Upgrader | undefined;
  // The newer revision's lifecycle is the engine's to report (it has the catalog data); the old one's no longer applies.
  const core = createRuntimeClient({
    ...options,
    revision: to,
    // A package with shims sends each revision's id as its version value (the config requires it).
    ...(options.version && { version: { ...options.version, value: to } }),
    lifecycle: null,
    backward: (operationId, data) => (engine === undefined ? data : engine.backward(operationId, data)),
  });
  const warn = options.onWarning ?? ((message: string) => console.warn(message));
  const now = options.now ?? (() => Date.now());
  let loading: Promise<Upgrader> | undefined;
  const ready = () =>
    (loading ??= load().then((m) => (engine = m.upgrader(to, { warn: (message) => warn(core.redact(message)), now }))));
  return {
    revision: options.revision,
    upgradeTo: to,
    baseUrl: core.baseUrl,
    request<T>(op: OperationDescriptor, args?: CallArgs, callOptions?: CallOptions): Promise<Result<T>> {
      if (engine !== undefined) return engine.request<T>(core, op, args ?? {}, callOptions);
      return ready().then((u) => u.request<T>(core, op, args ?? {}, callOptions));
    },
    requestUrl<T>(
      op: OperationDescriptor,
      url: string,
      args?: Pick<CallArgs, "headers" | "cookies" | "body">,
      callOptions?: CallOptions,
    ): Promise<Result<T>> {
      if (engine !== undefined) return engine.requestUrl<T>(core, op, url, args ?? {}, callOptions);
      return ready().then((u) => u.requestUrl<T>(core, op, url, args ?? {}, callOptions));
    },
    redact: core.redact,
    addSecret: core.addSecret,
  };
}
