// The pages Next.js keeps on disk, and the site address they were made for.
//
// Next.js renders most public pages ahead of time: at build time (into <distDir>/server/app) and
// again after a content change (into <distDir>/server/route-cache), and serves them from there.
// Each carries the site's address: canonical links, JSON-LD, the sitemap, robots.txt. A server
// whose address is another (PORT=3999 on a build made for 3000, a container built before its
// address is known) would serve the wrong one, so at start the production server compares its
// address with the one the pages were made for and, when they differ, removes them: each page is
// rendered again on its first request, with this address, and kept. The address the pages were
// made for is in <distDir>/site-address once a server has started on them, and before that in
// the build's robots.txt, which names the sitemap by its absolute address.
//
// One build folder serves one address at a time: two servers with different addresses on one
// folder would each remove the other's pages.
//
//   node server/prerendered.mjs <distDir>     removes the build's pages (the Dockerfile: the image
//                                              is built on an empty database, not the site's)
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** What Next.js writes for a prerendered route, after its path: a page's parts, a route's body. */
const SUFFIXES = ['.html', '.rsc', '.meta', '.body', '.segments', '.prefetch.rsc']

const stampFile = (distDir) => path.join(distDir, 'site-address')

/**
 * The address the pages on disk were made for; null when nothing says (no server has started on
 * this build, and its robots.txt is gone).
 * @param {string} distDir
 * @returns {string | null}
 */
export function pagesAddress(distDir) {
  try {
    return fs.readFileSync(stampFile(distDir), 'utf8').trim()
  } catch {
    // No server has started on this build yet: the build's robots.txt says.
  }
  try {
    const robots = fs.readFileSync(path.join(distDir, 'server', 'app', 'robots.txt.body'), 'utf8')
    return /^Sitemap: (.*)\/sitemap\.xml$/m.exec(robots)?.[1] ?? null
  } catch {
    return null
  }
}

/**
 * Removes every page Next.js keeps on disk: the routes the build prerendered (its
 * prerender-manifest.json) and the route cache written since. Returns how many routes the build
 * had prerendered.
 * @param {string} distDir
 * @returns {number}
 */
export function dropPages(distDir) {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8'),
  )
  const routes = Object.keys(manifest.routes ?? {})
  for (const route of routes) {
    const base = path.join(distDir, 'server', 'app', route === '/' ? 'index' : route)
    for (const suffix of SUFFIXES) fs.rmSync(base + suffix, { recursive: true, force: true })
  }
  fs.rmSync(path.join(distDir, 'server', 'route-cache'), { recursive: true, force: true })
  return routes.length
}

/**
 * Before Next.js starts: when the pages on disk were made for another address than `address`,
 * removes them and records `address`. Returns the address they were made for when it did.
 * @param {string} distDir
 * @param {string} address
 * @returns {{ dropped: false } | { dropped: true, was: string | null }}
 */
export function keepPagesOn(distDir, address) {
  const was = pagesAddress(distDir)
  if (was === address) return { dropped: false }
  dropPages(distDir)
  fs.writeFileSync(stampFile(distDir), `${address}\n`)
  return { dropped: true, was }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = process.argv[2]
  if (!distDir) {
    console.error('usage: node server/prerendered.mjs <distDir>')
    process.exit(2)
  }
  console.log(`Removed the pages of ${dropPages(distDir)} prerendered routes from ${distDir}`)
}
