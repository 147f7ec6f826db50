#!/bin/sh
# Starts the production server (server/index.mjs; its arguments pass through) with the memory
# allocator that keeps its memory in check on a small host; it must be chosen in the environment
# before the process starts. Next.js's image optimiser encodes each picture variant with sharp
# (libvips) on libuv's worker threads, and the pages and the studio make many small allocations
# outside V8 (docs/benchmarks.md, "The server's memory on a small host").
#   jemalloc, where it is installed (Debian's libjemalloc2; the container has it): it hands freed
#     memory back to the system, where glibc keeps it in its heaps. With MALLOC_CONF (a value in
#     the environment wins):
#       narenas:2                 two arenas, whatever the number of threads (by default four per
#                                 core: 30 pictures at every width peaked at 495 MB, with this 333)
#       background_thread:true    a thread of its own hands freed memory back, also while the
#       dirty_decay_ms:1000       server is quiet, a second after it was freed (not 10)
#   glibc's allocator otherwise, with two settings; values already in the environment win:
#     MALLOC_ARENA_MAX=2             two arenas, whatever the number of threads (glibc gives every
#                                    thread one, up to 8 per core: pictures took 701-854 MB
#                                    without it, 310 MB with both settings)
#     MALLOC_MMAP_THRESHOLD_=131072  blocks of 128 KB or more are mapped on their own and go back
#                                    to the system when freed (glibc would raise this limit)
# SERVER_MALLOC picks one, for comparisons (scripts/bench/memory.mjs --allocator): `jemalloc`,
# `glibc-tuned` (the settings above) or `glibc` (glibc's own settings). This script exports the
# one it chose in SERVER_MALLOC.
choice="${SERVER_MALLOC:-}"
if [ "$choice" = "" ] || [ "$choice" = jemalloc ]; then
  for lib in /usr/lib/x86_64-linux-gnu/libjemalloc.so.2 /usr/lib/aarch64-linux-gnu/libjemalloc.so.2; do
    if [ -f "$lib" ]; then
      LD_PRELOAD="$lib${LD_PRELOAD:+ $LD_PRELOAD}"
      export LD_PRELOAD
      choice=jemalloc-on
      break
    fi
  done
  if [ "$choice" = jemalloc ]; then
    echo "server/start.sh: no libjemalloc.so.2 found; glibc's allocator, with the settings for a small host" >&2
  fi
  if [ "$choice" = jemalloc-on ]; then choice=jemalloc; else choice=glibc-tuned; fi
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
exec node "$(dirname "$0")/index.mjs" "$@"
