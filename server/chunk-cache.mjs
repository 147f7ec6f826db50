// Next.js's server code is split into chunks (NEXT_DIST_DIR/server/chunks). Its bundler's runtime
// loads each chunk once with require() and copies the chunk's module factories into its own table,
// keeping the first factory it sees for each module; it never reads the chunk's exports again.
// Node's require cache keeps them all the same: every chunk's array of factories, and with it the
// chunk's whole source text. Turbopack writes the same modules into many chunks: in this site's
// build the Payload config's chunk (2.4 MB) is written ten times over, once for each group of API
// routes, and every copy is loaded when Next.js loads the routes at start; V8 keeps that source as
// two bytes a character because of the translations in it (4.5 MB a copy). Letting go of the
// loaded chunks frees the copies no module runs; the factories in use stay where the runtime keeps
// them (docs/benchmarks.md, "The server's memory on a small host").
import { createRequire } from 'node:module'
import path from 'node:path'

const RUNTIME = /^\[turbopack\]_runtime\.js$|^webpack-runtime\.js$/

/**
 * Removes the chunks of the build in `distDir` from Node's require cache, and from the children of
 * the module that loaded them (the bundler's runtime), so that what no module uses can be
 * collected. The runtimes stay. Returns how many chunks it let go.
 */
export function releaseLoadedChunks(distDir) {
  const chunks = path.join(path.resolve(distDir), 'server', 'chunks') + path.sep
  const cache = createRequire(import.meta.url).cache
  const released = new Set()
  for (const [file, loaded] of Object.entries(cache)) {
    if (!file.startsWith(chunks) || RUNTIME.test(path.basename(file))) continue
    delete cache[file]
    released.add(loaded)
  }
  if (released.size === 0) return 0
  for (const loaded of Object.values(cache)) {
    if (loaded?.children?.some((child) => released.has(child))) {
      loaded.children = loaded.children.filter((child) => !released.has(child))
    }
  }
  return released.size
}
