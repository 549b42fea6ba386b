/**
 * Reads one spec file as text under docs/safety.md L1 (B19, B21, B26). The file is opened with O_NONBLOCK and checked
 * again with fstat, so a path swapped for a FIFO between the two checks still cannot make the loader hang. The calls
 * are synchronous: a regular file opened non-blocking cannot stall, and each asynchronous call would be a round trip
 * to libuv's thread pool during which the main thread has nothing to do.
 */
import { closeSync, constants, fstatSync, openSync, readSync, statSync, type Stats } from "node:fs";
import { fsCall, LoadError, type SourceLocation } from "./errors.js";
import { countLines } from "./lines.js";

export const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;

export function readSpecText(abs: string, display: string, maxBytes = DEFAULT_MAX_BYTES): string {
  const at: SourceLocation = { file: display, line: 1, col: 1 };
  const fail = (why: string): never => {
    throw new LoadError(why, at);
  };
  const info = fsCall(() => statSync(abs), fail);
  checkKind(info, maxBytes, at);
  const fd = fsCall(() => openSync(abs, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0)), fail);
  let bytes: Uint8Array;
  try {
    const opened = fstatSync(fd);
    checkKind(opened, maxBytes, at);
    bytes = readCapped(fd, opened.size, maxBytes, at);
  } finally {
    closeSync(fd);
  }
  return decode(bytes, display);
}

function checkKind(info: Stats, maxBytes: number, at: SourceLocation): void {
  if (info.isDirectory()) throw new LoadError("is a directory, not a spec file", at);
  if (!info.isFile()) throw new LoadError(`is not a regular file (${kindOf(info)}); refusing to read it`, at);
  if (info.size > maxBytes) throw new LoadError(`file is ${info.size} bytes, over the ${maxBytes}-byte limit`, at);
}

function kindOf(info: Stats): string {
  if (info.isFIFO()) return "a FIFO";
  if (info.isSocket()) return "a socket";
  if (info.isCharacterDevice()) return "a character device";
  if (info.isBlockDevice()) return "a block device";
  return "not a plain file";
}

/**
 * Reads to the end, at most `maxBytes`. The buffer starts one byte larger than the size fstat gave, so a file that
 * has grown since is noticed, and doubles while it keeps growing.
 */
function readCapped(fd: number, size: number, maxBytes: number, at: SourceLocation): Uint8Array {
  let buffer = Buffer.allocUnsafe(Math.min(size + 1, maxBytes + 1));
  let total = 0;
  for (;;) {
    if (total === buffer.length) {
      const bigger = Buffer.allocUnsafe(Math.min(buffer.length * 2, maxBytes + 1));
      buffer.copy(bigger, 0, 0, total);
      buffer = bigger;
    }
    const bytesRead = readSync(fd, buffer, total, buffer.length - total, null);
    if (bytesRead === 0) break;
    total += bytesRead;
    if (total > maxBytes) throw new LoadError(`file is over the ${maxBytes}-byte limit`, at);
  }
  return buffer.subarray(0, total);
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

function decode(bytes: Uint8Array, display: string): string {
  if (bytes.length === 0) throw new LoadError("file is empty", { file: display, line: 1, col: 1 });
  const nul = bytes.indexOf(0);
  if (nul !== -1) throw new LoadError("binary file: it contains a NUL byte", locateByte(bytes, nul, display));
  try {
    return strictUtf8.decode(bytes);
  } catch {
    const bad = firstInvalidUtf8(bytes);
    const byte = (bytes[bad] ?? 0).toString(16);
    throw new LoadError(`invalid UTF-8 (byte 0x${byte} at offset ${bad})`, locateByte(bytes, bad, display));
  }
}

/** The location of byte `offset`: the bytes before it are valid UTF-8, so decode them to count lines and columns. */
function locateByte(bytes: Uint8Array, offset: number, display: string): SourceLocation {
  const before = new TextDecoder("utf-8").decode(bytes.subarray(0, offset));
  const { line, col } = countLines(before).linePos(before.length);
  return { file: display, line, col };
}

/**
 * Offset of the first byte that does not start or continue a valid UTF-8 sequence: where the lenient decoder first
 * writes U+FFFD for bytes that are not U+FFFD's own encoding (the bytes before it are valid, so their length in
 * UTF-8 is the offset).
 */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  const text = new TextDecoder("utf-8").decode(bytes);
  for (let i = text.indexOf("\uFFFD"); i !== -1; i = text.indexOf("\uFFFD", i + 1)) {
    const offset = Buffer.byteLength(text.slice(0, i));
    if (bytes[offset] !== 0xef || bytes[offset + 1] !== 0xbf || bytes[offset + 2] !== 0xbd) return offset;
  }
  return bytes.length;
}
