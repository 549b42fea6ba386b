/**
 * The config's `server` limits on both hosts, over raw TCP sockets so that the test controls every byte and pause:
 * headers that trickle in (slow loris) get 408 at the header timeout, a body that trickles in gets 408 at the request
 * timeout, a silent socket, an idle keep-alive socket and a client that stops reading are closed, an answer the sandbox
 * is still preparing is not cut, a connection over the cap is closed at once, and stop() lets a request finish within
 * the grace period but no longer. The limits are a few hundred milliseconds here (the defaults are 30 s); every socket
 * stops by itself.
 */
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { start, testConfig, type TestSandbox } from "./support.js";

const HEADERS_MS = 300;
const REQUEST_MS = 600;
const IDLE_MS = 200;
/** node:http checks the header and request timeouts every tenth of the shorter one (server/listen.ts). */
const CHECK_MS = HEADERS_MS / 10;
/** How late a timeout may fire on a busy 2-core machine and still count as that timeout. */
const SLACK_MS = 700;
/** Every raw socket is destroyed after this long, whatever happens. */
const SOCKET_LIMIT_MS = 8_000;

interface Closed {
  /** Everything the server sent before it closed the connection. */
  data: string;
  /** From the connection being established to its close. */
  ms: number;
  /** The server never closed it: the test's own limit did. */
  cutByTest: boolean;
}

interface Raw {
  socket: Socket;
  connected: Promise<void>;
  closed: Promise<Closed>;
}

/** A raw connection to the host of `url`; `drive` writes to it once connected. */
function raw(url: string, drive: (socket: Socket) => void = () => {}): Raw {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let data = "";
  let since = Date.now();
  let cutByTest = false;
  const limit = setTimeout(() => {
    cutByTest = true;
    socket.destroy();
  }, SOCKET_LIMIT_MS);
  const connected = new Promise<void>((resolve) =>
    socket.once("connect", () => {
      since = Date.now();
      drive(socket);
      resolve();
    }),
  );
  socket.on("data", (chunk: Buffer) => (data += chunk.toString("latin1")));
  socket.on("error", () => {});
  const closed = new Promise<Closed>((resolve) =>
    socket.once("close", () => {
      clearTimeout(limit);
      resolve({ data, ms: Date.now() - since, cutByTest });
    }),
  );
  return { socket, connected, closed };
}

/** Writes `line` every 50 ms (more often than the idle timeout) until the socket closes. */
function trickle(socket: Socket, line: string): void {
  const timer = setInterval(() => socket.write(line), 50);
  socket.once("close", () => clearInterval(timer));
}

const REQUEST_TIMEOUT_408 = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n";
const HOSTS = [
  ["API", "baseUrl"],
  ["web", "authorizeUrl"],
] as const;

describe("timeouts", () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await start({
      config: testConfig({
        server: { headersTimeoutMs: HEADERS_MS, requestTimeoutMs: REQUEST_MS, idleTimeoutMs: IDLE_MS },
      }),
    });
  });
  afterAll(() => sandbox.stop());

  it.each(HOSTS)("%s host: headers that trickle in are cut with 408 at the header timeout", async (_, host) => {
    const { closed } = raw(sandbox[host], (socket) => {
      socket.write("GET /oauth/client HTTP/1.1\r\nHost: sandbox\r\n");
      trickle(socket, "X-Slow: 1\r\n");
    });
    const result = await closed;
    expect(result.cutByTest).toBe(false);
    expect(result.data).toBe(REQUEST_TIMEOUT_408);
    expect(result.ms).toBeGreaterThanOrEqual(HEADERS_MS - 20);
    expect(result.ms).toBeLessThan(HEADERS_MS + CHECK_MS + SLACK_MS);
  });

  it("a body that trickles in is cut with 408 at the request timeout", async () => {
    const { closed } = raw(sandbox.baseUrl, (socket) => {
      socket.write("POST /__sandbox/advance HTTP/1.1\r\nHost: sandbox\r\nContent-Length: 1000\r\n\r\n");
      trickle(socket, " ");
    });
    const result = await closed;
    expect(result.cutByTest).toBe(false);
    expect(result.data).toBe(REQUEST_TIMEOUT_408);
    expect(result.ms).toBeGreaterThanOrEqual(REQUEST_MS - 20);
    expect(result.ms).toBeLessThan(REQUEST_MS + CHECK_MS + SLACK_MS);
  });

  it.each(HOSTS)("%s host: a socket that sends nothing is closed at the idle timeout, unanswered", async (_, host) => {
    const result = await raw(sandbox[host]).closed;
    expect(result).toEqual({ data: "", ms: expect.any(Number), cutByTest: false });
    expect(result.ms).toBeGreaterThanOrEqual(IDLE_MS - 20);
    // The header timeout would have answered 408; the socket went before it.
    expect(result.ms).toBeLessThan(HEADERS_MS + SLACK_MS);
  });

  it("a keep-alive socket is closed once idle after its response", async () => {
    const { closed } = raw(sandbox.authorizeUrl, (socket) =>
      socket.write("GET /oauth/client HTTP/1.1\r\nHost: sandbox\r\n\r\n"),
    );
    const result = await closed;
    expect(result.cutByTest).toBe(false);
    expect(result.data).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(result.data).toContain("\r\nConnection: keep-alive\r\n");
    // node:http adds a second to the keep-alive timeout, so that clients that honour its header close first.
    expect(result.ms).toBeGreaterThanOrEqual(IDLE_MS);
    expect(result.ms).toBeLessThan(IDLE_MS + 1_000 + SLACK_MS);
  });

  it("a socket whose client stops reading the answer is closed at the idle timeout", async () => {
    // Far more than the socket buffers of both ends hold, so the sandbox's writes stall.
    const size = 32 * 1024 * 1024;
    sandbox.control.injectFault("web", "/big", { status: 200, body: "x".repeat(size) });
    const { socket, closed } = raw(sandbox.authorizeUrl, (s) => {
      s.write("GET /big HTTP/1.1\r\nHost: sandbox\r\n\r\n");
      s.pause();
    });
    await new Promise((r) => setTimeout(r, 5 * IDLE_MS));
    socket.resume();
    const result = await closed;
    expect(result.cutByTest).toBe(false);
    expect(result.data).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(result.data.length).toBeLessThan(size);
  });

  it("an answer the sandbox is still preparing is not cut by the idle timeout", async () => {
    sandbox.control.injectFault("api", "/oauth/revoke", { status: 200, body: "late", delayMs: 3 * IDLE_MS });
    const response = await fetch(`${sandbox.baseUrl}/oauth/revoke`, { method: "POST" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("late");
  });
});

describe("the connection cap", () => {
  const CAP = 3;
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await start({ config: testConfig({ server: { maxConnections: CAP } }) });
  });
  afterAll(() => sandbox.stop());

  it.each(HOSTS)(
    "%s host: a connection over the cap is closed at once, unanswered; one below it is served",
    async (_, host) => {
      const url = sandbox[host];
      const held = Array.from({ length: CAP }, () =>
        raw(url, (socket) => socket.write("GET /oauth/client HTTP/1.1\r\nHost: sandbox\r\n\r\n")),
      );
      try {
        await Promise.all(held.map((h) => h.connected));
        // Each held connection has been answered and stays open (keep-alive).
        await waitFor(() => held.every((h) => h.socket.bytesRead > 0));

        const over = await raw(url, (socket) => socket.write("GET /oauth/client HTTP/1.1\r\nHost: sandbox\r\n\r\n"))
          .closed;
        expect(over).toEqual({ data: "", ms: expect.any(Number), cutByTest: false });
        expect(over.ms).toBeLessThan(SLACK_MS);

        // Once one closes, the next connection is served (the server learns of the close a moment later).
        held[0]!.socket.destroy();
        await held[0]!.closed;
        let result: Closed | undefined;
        for (let attempt = 0; attempt < 40 && !result?.data; attempt++) {
          if (attempt > 0) await new Promise((r) => setTimeout(r, 25));
          result = await raw(url, (socket) =>
            socket.write("GET /oauth/client HTTP/1.1\r\nHost: sandbox\r\nConnection: close\r\n\r\n"),
          ).closed;
        }
        expect(result!.data).toMatch(/^HTTP\/1\.1 (200|404) /);
      } finally {
        for (const h of held) h.socket.destroy();
      }
    },
  );
});

describe("stop()", () => {
  /** A token call held by an injected fault for `delayMs`; resolves once the sandbox is holding it. */
  async function heldTokenCall(sandbox: TestSandbox, delayMs: number): Promise<Raw> {
    sandbox.control.injectFault("api", "/oauth/token", { status: 200, body: "finished", delayMs });
    const call = raw(sandbox.baseUrl, (socket) =>
      socket.write("POST /oauth/token HTTP/1.1\r\nHost: sandbox\r\nContent-Length: 0\r\n\r\n"),
    );
    await waitFor(() => sandbox.control.tokenCalls() === 1);
    return call;
  }

  it("lets a request in progress finish, with Connection: close, and then frees the port", async () => {
    const sandbox = await start({ config: testConfig({ server: { shutdownGraceMs: 5_000 } }) });
    const call = await heldTokenCall(sandbox, 300);
    const began = Date.now();
    await sandbox.stop();
    const took = Date.now() - began;
    const result = await call.closed;
    expect(result.data).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(result.data).toMatch(/\r\nconnection: close\r\n/i);
    expect(result.data.endsWith("\r\n\r\nfinished")).toBe(true);
    expect(took).toBeLessThan(5_000);
    expect(await refused(sandbox.baseUrl)).toBe(true);
    expect(await refused(sandbox.authorizeUrl)).toBe(true);
  });

  it("cuts a request still in progress after the grace period", async () => {
    const GRACE_MS = 300;
    const sandbox = await start({ config: testConfig({ server: { shutdownGraceMs: GRACE_MS } }) });
    const call = await heldTokenCall(sandbox, 60_000);
    const began = Date.now();
    await sandbox.stop();
    const took = Date.now() - began;
    expect(took).toBeGreaterThanOrEqual(GRACE_MS - 20);
    expect(took).toBeLessThan(GRACE_MS + SLACK_MS);
    expect(await call.closed).toEqual({ data: "", ms: expect.any(Number), cutByTest: false });
    expect(await refused(sandbox.baseUrl)).toBe(true);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met within 5 s");
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** True when nothing listens on the URL's port any more. */
function refused(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}
