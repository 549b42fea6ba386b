/**
 * The local sandbox of the service, in-process: `startSandbox(options)` starts the API host and the web host on
 * 127.0.0.1 and resolves to their URLs, the control API and `stop()`. Everything the sandbox does, and why, is in
 * scripts/sandbox/README.md; `npm run sandbox` (scripts/sandbox.ts, cli.ts) is the same thing from a config file.
 *
 *   const sandbox = await startSandbox({ config, clock: new ManualClock(), prism: false });
 *   fetch(`${sandbox.authorizeUrl}/oauth/authorize?...`, { redirect: "manual" });   // 302 with code and state
 *   fetch(`${sandbox.baseUrl}/oauth/token`, ...);  sandbox.control.advance(3_600_000);
 *   await sandbox.stop();
 */
import { SandboxClock, type Clock } from "./clock.js";
import { resolveConfig } from "./config/resolve.js";
import type { ResolvedConfig, SandboxConfig } from "./config/types.js";
import type { SandboxContext } from "./context.js";
import { createControl, initialSettings, type SandboxControl } from "./control/control.js";
import { Faults } from "./control/faults.js";
import { ExamplesUpstream } from "./gateway/examples-upstream.js";
import { PrismUpstream } from "./gateway/prism-upstream.js";
import { catalogRevisions } from "../../generator/load/spec-files.js";
import { apiHost } from "./server/api-host.js";
import { listen, type Listening } from "./server/listen.js";
import { webHost } from "./server/web-host.js";
import { CodeStore } from "./state/codes.js";
import { Registry } from "./state/registry.js";
import { TokenStore } from "./state/tokens.js";
import { SlidingWindow } from "./state/window.js";

export { ManualClock, type Clock } from "./clock.js";
export { ConfigError } from "./config/resolve.js";
export { DEFAULT_CONFIG_FILE, readConfigFile } from "./config/load.js";
export type { AccountConfig, AppConfig, Decision, Quota, ResolvedConfig, SandboxConfig } from "./config/types.js";
export type { RequestRecord, TokenCallKind } from "./context.js";
export type { SandboxControl, SandboxState } from "./control/control.js";
export type { Fault } from "./control/faults.js";
export type { InstallationView } from "./state/tokens.js";
export { TOKEN_ERRORS, REVOKE_ERRORS, REVOKE_SUCCESS } from "./oauth/errors.js";
export { ACCESS_DENIED_DESCRIPTION } from "./oauth/authorize.js";
export { DOCUMENTED as DOCUMENTED_API_ERRORS } from "./gateway/api-errors.js";

export interface SandboxOptions {
  /** The app registry, accounts and user (validated; a ConfigError lists every problem). */
  config: SandboxConfig;
  /** The time source; default the system clock. `control.advance(ms)` adds to it either way. */
  clock?: Clock;
  /** API host port; default 0 (any free port). */
  port?: number;
  /** Web host port; default 0 (any free port). */
  webPort?: number;
  /** Prism behind the gateway (default true); false answers API calls from the spec's routes without validation. */
  prism?: boolean;
}

export interface Sandbox {
  /** The API host, {base_url}: /oauth/token, /oauth/revoke, /api/, /client/, /__sandbox/. No trailing slash. */
  baseUrl: string;
  /** The web host, {authorize_url}: /oauth/authorize, /oauth/client. No trailing slash. */
  authorizeUrl: string;
  control: SandboxControl;
  /** The config with its defaults (`accounts:read` added to every app's scopes). */
  config: ResolvedConfig;
  /**
   * Closes both hosts (requests in progress get `server.shutdownGraceMs` to finish) and stops every Prism process;
   * resolves when all are gone. Safe to call twice.
   */
  stop(): Promise<void>;
}

export async function startSandbox(options: SandboxOptions): Promise<Sandbox> {
  const config = resolveConfig(options.config);
  const ctx: SandboxContext = {
    config,
    clock: new SandboxClock(options.clock),
    registry: new Registry(config),
    codes: new CodeStore(),
    tokens: new TokenStore(config.tokens.accessTokenLength, config.tokens.expiresInSeconds),
    refreshWindow: new SlidingWindow(),
    apiWindow: new SlidingWindow(),
    settings: initialSettings({ config }),
    tokenCalls: { authorization_code: 0, refresh_token: 0, other: 0 },
    requests: [],
    revisions: new Set(catalogRevisions().map((r) => r.id)),
    upstream: options.prism === false ? new ExamplesUpstream() : new PrismUpstream(),
    faults: new Faults(),
  };
  const control = createControl(ctx);

  const hosts: Listening[] = [];
  try {
    hosts.push(await listen(ctx, "api", options.port ?? 0, apiHost(ctx, control)));
    hosts.push(await listen(ctx, "web", options.webPort ?? 0, webHost(ctx)));
  } catch (error) {
    await Promise.all(hosts.map((h) => h.close()));
    throw error;
  }

  let stopping: Promise<void> | undefined;
  return {
    baseUrl: hosts[0]!.url,
    authorizeUrl: hosts[1]!.url,
    control,
    config,
    stop: () =>
      (stopping ??= (async () => {
        await Promise.all(hosts.map((h) => h.close()));
        await ctx.upstream.stop();
      })()),
  };
}
