// V8's code cache for the CommonJS packages the `revforge` command loads: TypeScript twice (ts-morph's copy on the
// main thread, the `typescript` package in the emit worker, 9 MB of source each), ts-morph, handlebars and the like.
// Compiling them was a tenth of a `generate` run on each thread (V8 pre-parses all of a file to find its functions);
// with the cache, V8 reads the result of an earlier run instead: 2.18 s -> 2.04 s for `generate --check` on 2 cores.
// Node 22 and later have this built in (module.enableCompileCache, used when present, for ES modules too); on Node 20
// a hook on CommonJS compilation does the same for files under node_modules only, the way v8-compile-cache did.
//
// Where: $REVFORGE_COMPILE_CACHE, else $XDG_CACHE_HOME/revforge or ~/.cache/revforge, one folder per V8 version;
// REVFORGE_COMPILE_CACHE=off turns it off. A folder another user could write to is not used (cached code runs as
// code; so $REVFORGE_COMPILE_CACHE=/tmp is refused, /tmp/mine is made private), nor one that cannot be created. The
// command sets the variable to the folder it chose, so that the emit worker (generator/emit/emit-worker-jobs.ts)
// uses the same one.
//
// Safe when stale or damaged: an entry is one file per module path, holding the module's size, times and inode, and
// a digest of the cached data; V8 itself checks its version, flags and the source's length. Anything that does not
// match is compiled as usual and written again when the thread's work is done (flushCompileCache), to a temporary
// file renamed into place, so a reader never sees half an entry. Any error of the cache itself leaves compilation to
// Node.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import Module from "node:module";
import os from "node:os";
import path from "node:path";
import vm from "node:vm";

export const compileCacheVariable = "REVFORGE_COMPILE_CACHE";

/** The folder the cache lives in, or undefined when it is turned off or unusable. Creates it. */
export function compileCacheDir(env = process.env) {
  const setting = env[compileCacheVariable];
  if (setting !== undefined && /^(off|0|false|no)$/i.test(setting)) return undefined;
  const base = setting || path.join(env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache"), "revforge");
  const dir = path.join(base, `v8-${process.versions.v8}-${process.arch}`);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // Cached code runs as our code: a folder someone else owns or may write to (or may swap: its parent) is not
    // trusted.
    const ours = (folder) => {
      const stat = statSync(folder);
      return stat.uid === process.getuid() && (stat.mode & 0o022) === 0;
    };
    if (typeof process.getuid === "function" && !(ours(base) && ours(dir))) return undefined;
    return dir;
  } catch {
    return undefined;
  }
}

let enabled;
/** Modules compiled without a usable entry in this thread: their entries are written by flushCompileCache. */
const unwritten = [];

/**
 * Writes the entries of the modules this thread compiled without one. Called when the thread's work is done (on
 * exit for the main thread, by its last job for the emit worker): V8 then puts into the cache every function that
 * ran, not only the top-level code compiled at load time (in TypeScript, the parser and printer functions a run
 * uses: 2.3 -> 2.7 MB per copy, and `generate --check` about 0.05 s faster). An entry holds what the run that wrote
 * it compiled; it is not rewritten while it matches.
 */
export function flushCompileCache() {
  for (const { entry, key, script } of unwritten.splice(0)) {
    try {
      writeEntry(entry, key, script.createCachedData());
    } catch {
      // A full disk or a folder gone: the module still runs, without an entry.
    }
  }
}

/** Turns the cache on for this thread (once); returns its folder, or undefined when it stays off. */
export function enableCompileCache(env = process.env) {
  if (enabled !== undefined) return enabled || undefined;
  const dir = compileCacheDir(env);
  enabled = dir ?? "";
  if (dir === undefined) {
    env[compileCacheVariable] = "off";
    return undefined;
  }
  env[compileCacheVariable] = path.dirname(dir);
  if (typeof Module.enableCompileCache === "function") Module.enableCompileCache(dir);
  else {
    hookCommonJs(dir);
    process.once("exit", flushCompileCache);
  }
  return dir;
}

function hookCommonJs(dir) {
  const compile = Module.prototype._compile;
  Module.prototype._compile = function (content, filename, format) {
    if (format === "module" || !filename.includes(`${path.sep}node_modules${path.sep}`) || !/\.c?js$/.test(filename))
      return compile.call(this, content, filename, format);
    let script;
    try {
      script = cachedScript(dir, content, filename);
    } catch {
      // Not a script (ES module syntax in a .js file, which Node loads as a module) or a cache error: Node decides.
      return compile.call(this, content, filename, format);
    }
    const module = this;
    const require = (id) => module.require(id);
    require.resolve = (request, options) => Module._resolveFilename(request, module, false, options);
    require.resolve.paths = (request) => Module._resolveLookupPaths(request, module);
    require.main = process.mainModule;
    require.extensions = Module._extensions;
    require.cache = Module._cache;
    const wrapper = script.runInThisContext({ displayErrors: true });
    return wrapper.call(module.exports, module.exports, require, module, filename, path.dirname(filename));
  };
}

/** The module compiled with its cached data when an entry matches; else noted for flushCompileCache. */
function cachedScript(dir, content, filename) {
  const stat = statSync(filename);
  const key = `${filename}\n${stat.size} ${stat.mtimeMs} ${stat.ctimeMs} ${stat.ino}`;
  const entry = path.join(dir, `${createHash("sha1").update(filename).digest("hex")}.bin`);
  const cachedData = readEntry(entry, key);
  const script = new vm.Script(Module.wrap(content), {
    filename,
    cachedData,
    importModuleDynamically: vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  if (cachedData === undefined || script.cachedDataRejected) unwritten.push({ entry, key, script });
  return script;
}

// An entry: "revforge-cc2\n", the key's length and the key, the data's SHA-1 (20 bytes), the data.
const magic = Buffer.from("revforge-cc2\n");

function readEntry(entry, key) {
  let bytes;
  try {
    bytes = readFileSync(entry);
  } catch {
    return undefined;
  }
  const keyBytes = Buffer.from(key);
  let at = magic.length;
  if (bytes.length < at + 4 || !bytes.subarray(0, at).equals(magic)) return undefined;
  const keyLength = bytes.readUInt32LE(at);
  at += 4;
  if (keyLength !== keyBytes.length || !bytes.subarray(at, at + keyLength).equals(keyBytes)) return undefined;
  at += keyLength;
  const digest = bytes.subarray(at, at + 20);
  const data = bytes.subarray(at + 20);
  return createHash("sha1").update(data).digest().equals(digest) ? data : undefined;
}

function writeEntry(entry, key, data) {
  const keyBytes = Buffer.from(key);
  const length = Buffer.alloc(4);
  length.writeUInt32LE(keyBytes.length);
  const digest = createHash("sha1").update(data).digest();
  const temporary = `${entry}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    writeFileSync(temporary, Buffer.concat([magic, length, keyBytes, digest, data]), { mode: 0o600 });
    renameSync(temporary, entry);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
