#!/bin/sh
# Starts the production server (server/index.mjs; its arguments pass through) with the settings of
# glibc's allocator that keep its memory in check on a small host; they must be in the environment
# before the process starts. Next.js's image optimiser encodes each picture variant with sharp
# (libvips) on libuv's worker threads; glibc gives every such thread an arena of its own (up to 8
# per core) and, once it has freed a few large buffers, keeps the next ones in its heaps, so a
# burst of pictures left hundreds of MB behind. Measured with 148 picture variants, 4 at a time
# (docs/benchmarks.md, "The server's memory on a small host"): RSS 701-854 MB with glibc's own
# settings, 310 MB with these, in the same time.
#   MALLOC_ARENA_MAX=2             two arenas, whatever the number of threads
#   MALLOC_MMAP_THRESHOLD_=131072  blocks of 128 KB or more are mapped on their own and go back to
#                                  the system when freed (glibc would raise this limit as it runs)
# Values already in the environment win. SERVER_MALLOC=glibc leaves glibc's own settings, and
# SERVER_MALLOC=jemalloc preloads jemalloc instead (Debian's libjemalloc2), for comparisons
# (scripts/bench/memory.mjs --allocator).
case "${SERVER_MALLOC:-}" in
  glibc) ;;
  jemalloc)
    for lib in /usr/lib/x86_64-linux-gnu/libjemalloc.so.2 /usr/lib/aarch64-linux-gnu/libjemalloc.so.2; do
      [ -f "$lib" ] && LD_PRELOAD="$lib" && export LD_PRELOAD && break
    done
    [ -n "${LD_PRELOAD:-}" ] || echo "server/start.sh: no libjemalloc.so.2 found; glibc's allocator it is" >&2
    ;;
  *)
    : "${MALLOC_ARENA_MAX:=2}"
    : "${MALLOC_MMAP_THRESHOLD_:=131072}"
    export MALLOC_ARENA_MAX MALLOC_MMAP_THRESHOLD_
    ;;
esac
exec node "$(dirname "$0")/index.mjs" "$@"
