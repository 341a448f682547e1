/**
 * V8 flags the server process starts with (package.json `serve`, the browser tests, the benches).
 *
 * An upload arrives as 64 KiB socket buffers that V8 counts as external memory. By default that
 * count alone starts a full mark-compact of the main heap every ~50 ms while an upload streams in,
 * and those collections cost the upload path more CPU than the bytes themselves (measured on a
 * 300 MB upload: ~900 ms of server CPU without these flags, ~330 ms with them, 0 full collections
 * instead of ~4 per upload). Counting external memory inside the global limit, with an old
 * generation that starts at 128 MB, leaves the short-lived buffers to the cheap young-generation
 * collections. Memory stays flat whatever the upload's size (bench/jobs-upload.bench.ts prints it);
 * the price is a main heap that may hold up to ~128 MB before its first full collection.
 */
export const SERVER_NODE_FLAGS = [
  '--external-memory-accounted-in-global-limit',
  '--initial-old-space-size=128',
] as const;
