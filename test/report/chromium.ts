/**
 * The Chromium the browser test drives, so that `npm ci` is all `npm test` needs: first the one @sparticuz/chromium
 * ships inside its npm package (a pinned devDependency, Linux x64), else a system Chromium when one is installed
 * (another platform, or a package that cannot run here). Each candidate is launched in turn; when none starts, the
 * error names what each one said.
 *
 * @sparticuz/chromium unpacks its Brotli-compressed binary into the temporary folder and reuses whatever it finds
 * there under the same name, finished or not. Here it unpacks into a staging folder of its own (TMPDIR set for a child
 * process), which is then renamed into node_modules/.cache/revforge-chromium/<version>/: the shared /tmp is left
 * alone, two test runs never see each other's half-written binary, and later runs reuse the finished one.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { chromium, type BrowserContext } from "playwright-core";

const root = path.resolve(import.meta.dirname, "../..");
const systemPaths = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** Flags for a quiet, self-contained headless run: no sandbox (tests run as root), no network of its own. */
const args = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface Launched {
  context: BrowserContext;
  /** Where the binary came from: "@sparticuz/chromium <version>" or its system path. */
  source: string;
}

/**
 * Launches the first Chromium that starts, with a persistent context in `profile` (a fresh, empty folder: playwright
 * takes it as the user data dir and refuses the flag).
 */
export async function launchChromium(profile: string, viewport: { width: number; height: number }): Promise<Launched> {
  const failures: string[] = [];
  const candidates: { source: string; executablePath: () => string }[] = [
    { source: `@sparticuz/chromium ${sparticuzVersion()}`, executablePath: unpackSparticuz },
    ...systemPaths.filter((p) => existsSync(p)).map((p) => ({ source: p, executablePath: () => p })),
  ];
  for (const { source, executablePath } of candidates) {
    try {
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: executablePath(),
        headless: true,
        viewport,
        args,
      });
      return { context, source };
    } catch (error) {
      failures.push(`${source}: ${(error as Error).message.split("\n")[0]}`);
    }
  }
  throw new Error(
    `No Chromium could be started (\`npm ci\` installs @sparticuz/chromium; a system chromium also works):\n` +
      failures.join("\n"),
  );
}

function sparticuzVersion(): string {
  const manifest = path.join(root, "node_modules/@sparticuz/chromium/package.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

/** The unpacked binary of @sparticuz/chromium, unpacking it on first use. */
function unpackSparticuz(): string {
  if (process.platform !== "linux" || process.arch !== "x64") throw new Error(`ships no binary for ${process.arch}`);
  const cache = path.join(root, "node_modules/.cache/revforge-chromium");
  const done = path.join(cache, sparticuzVersion());
  const binary = path.join(done, "chromium");
  if (existsSync(binary)) return binary;
  mkdirSync(cache, { recursive: true });
  removeAbandonedStaging(cache);
  const staging = path.join(cache, `.new-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging);
  const script = 'const { default: c } = await import("@sparticuz/chromium"); await c.executablePath();';
  execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: root,
    env: { ...process.env, TMPDIR: staging },
    stdio: ["ignore", "ignore", "pipe"],
  });
  try {
    renameSync(staging, done);
  } catch (error) {
    // Another run finished first: keep its copy.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(binary)) throw error;
  }
  return binary;
}

/** Staging folders of runs that were killed while unpacking (their process is gone). */
function removeAbandonedStaging(cache: string): void {
  for (const name of readdirSync(cache)) {
    const pid = /^\.new-(\d+)$/.exec(name)?.[1];
    if (pid !== undefined && !alive(Number(pid))) rmSync(path.join(cache, name), { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
