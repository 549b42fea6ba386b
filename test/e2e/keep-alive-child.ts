// One "process" of the keep-alive test (test/e2e/keep-alive.test.ts): a manager of the generated package on a
// FileTokenStore directory shared with the other process, against the parent's sandbox. It prints READY, waits for a
// line on stdin (so both processes start their runs together), runs keepAlive once, and prints the report and when the run began and ended as JSON.
import { createInterface } from "node:readline";
import { setTimeout as delay } from "node:timers/promises";
import { createOAuth, type TokenStore } from "../../generated/client/oauth/index.js";
import { FileTokenStore } from "../../generated/client/oauth/file-store.js";

const env = (name: string): string => {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is not set`);
  return value;
};

// The sandbox's clock stands still (a ManualClock in the parent); this process's time runs on from it.
const sandboxNow = Number(env("KEEPALIVE_NOW"));
const started = Date.now();
// Writes take as long as a remote database's would, so that the two runs overlap for certain.
const files = new FileTokenStore({ directory: env("KEEPALIVE_DIR"), encryptionKey: env("KEEPALIVE_KEY") });
const tokenStore: TokenStore = {
  get: (id) => files.get(id),
  compareAndSwap: async (id, version, next) => {
    await delay(40);
    return files.compareAndSwap(id, version, next);
  },
  delete: (id) => files.delete(id),
  list: () => files.list(),
};
const oauth = createOAuth({
  clientId: env("KEEPALIVE_CLIENT_ID"),
  clientSecret: env("KEEPALIVE_CLIENT_SECRET"),
  baseUrl: env("KEEPALIVE_BASE_URL"),
  authorizeUrl: env("KEEPALIVE_BASE_URL"),
  redirectUris: [env("KEEPALIVE_REDIRECT")],
  scopes: [],
  tokenStore,
  now: () => sandboxNow + (Date.now() - started),
  pollIntervalMs: 10,
});

const lines = createInterface({ input: process.stdin });
console.log("READY");
for await (const _line of lines) break;
lines.close();
const ran = [Date.now()];
const report = await oauth.keepAlive();
ran.push(Date.now());
console.log(JSON.stringify({ report, ran }));
