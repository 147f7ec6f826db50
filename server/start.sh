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
# SERVER_OPTIMIZE_FOR_SIZE=1 runs V8 with --optimize-for-size, for a host even shorter of memory:
# a young generation of 1 MB a half (16 under load without it) and an old generation kept close to
# what is in use. The quick memory bench peaked at 276 MB with it, 440 MB without; but the
# studio's lead list took 189-333 ms where it took 110, and ten at once came at a fifth of the
# rate (docs/benchmarks.md), so it is off by default.
v8_flags=
if [ "${SERVER_OPTIMIZE_FOR_SIZE:-}" = 1 ]; then
  v8_flags=--optimize-for-size
fi
exec node $v8_flags "$(dirname "$0")/index.mjs" "$@"
