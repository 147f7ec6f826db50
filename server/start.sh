#!/bin/sh
# Starts the production server (server/index.mjs; its arguments pass through) with the memory
# allocator that keeps its memory in check on a small host; it must be chosen in the environment
# before the process starts. Next.js's image optimiser encodes each picture variant with sharp
# (libvips) on libuv's worker threads, and the pages and the studio make many small allocations
# outside V8 (docs/benchmarks.md, "The server's memory on a small host").
#   jemalloc (the default where it is installed: Debian's libjemalloc2; the container has it),
#     with MALLOC_CONF (a value in the environment wins) narenas:2 (two arenas; by default four
#     per core, and 30 pictures at every width peaked at 495 MB, with two at 333),
#     background_thread:true and dirty_decay_ms:1000 (freed memory goes back after a second, also
#     on a quiet server). After the quiet minute of the quick bench it ended 55 MB above its
#     start, glibc with the settings below 77 MB (docs/benchmarks.md).
#   glibc's allocator, with two settings (where jemalloc is not installed; values already in the
#   environment win):
#     MALLOC_ARENA_MAX=2             two arenas, whatever the number of threads (glibc gives every
#                                    thread one, up to 8 per core: pictures took 701-854 MB
#                                    without it, 310 MB with both settings)
#     MALLOC_MMAP_THRESHOLD_=131072  blocks of 128 KB or more are mapped on their own and go back
#                                    to the system when freed (glibc would raise this limit)
# SERVER_MALLOC picks one (scripts/bench/memory.mjs --allocator): `jemalloc`, `glibc-tuned` or
# `glibc` (glibc's own settings); unset, jemalloc where it is installed and glibc-tuned elsewhere.
# This script exports the one it chose in SERVER_MALLOC.
choice="${SERVER_MALLOC:-jemalloc}"
if [ "$choice" = jemalloc ]; then
  lib=
  for candidate in /usr/lib/x86_64-linux-gnu/libjemalloc.so.2 /usr/lib/aarch64-linux-gnu/libjemalloc.so.2; do
    [ -f "$candidate" ] && lib="$candidate" && break
  done
  if [ -n "$lib" ]; then
    LD_PRELOAD="$lib${LD_PRELOAD:+ $LD_PRELOAD}"
    export LD_PRELOAD
  else
    echo "server/start.sh: no libjemalloc.so.2 found (Debian's libjemalloc2 gives back more memory); glibc's allocator, with the settings for a small host" >&2
    choice=glibc-tuned
  fi
fi
case "$choice" in
  jemalloc)
    : "${MALLOC_CONF:=narenas:2,background_thread:true,dirty_decay_ms:1000}"
    export MALLOC_CONF
    ;;
  glibc) ;;
  glibc-tuned)
    : "${MALLOC_ARENA_MAX:=2}"
    : "${MALLOC_MMAP_THRESHOLD_:=131072}"
    export MALLOC_ARENA_MAX MALLOC_MMAP_THRESHOLD_
    ;;
  *)
    echo "server/start.sh: SERVER_MALLOC takes jemalloc, glibc-tuned or glibc, not $choice" >&2
    exit 2
    ;;
esac
SERVER_MALLOC="$choice"
export SERVER_MALLOC
# V8 for a small host: --optimize-for-size keeps the young generation to 1 MB a half (it grows to
# 16 under load without it) and the old generation's pages close to what is in use. In the quick
# memory bench the server peaked at 276 MB with it, 440 MB without; pages and the studio answered
# as fast (docs/benchmarks.md). SERVER_WITHOUT=v8-flags leaves V8's defaults (benchmarks only;
# ./v8-flags.mjs reads it too).
v8_flags=--optimize-for-size
case ",$(printf %s "${SERVER_WITHOUT:-}" | tr -d ' ')," in
  *,v8-flags,*) v8_flags= ;;
esac
exec node $v8_flags "$(dirname "$0")/index.mjs" "$@"
