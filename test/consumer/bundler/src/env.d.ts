/**
 * A bundler's `define` replaces `process.env.X` at build time (here the runner provides the real one), so the project
 * declares only what it reads and needs no @types/node: the package's types must stand on the DOM lib alone.
 */
declare const process: { readonly env: Readonly<Record<string, string | undefined>> };
