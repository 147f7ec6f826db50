import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { modeFromEnv, nextHeaderRules } from './src/lib/security/headers.mjs'

// A build made to be tested once and thrown away (scripts/e2e-server.mjs, for `npm test`, which
// checks the types in a stage of its own): no second type check, and no Turbopack cache written
// for a next build that never comes (it took 104 s of a 296 s build on a clean clone).
const throwAway = process.env.THROWAWAY_BUILD === '1'

const nextConfig: NextConfig = {
  // No image optimiser: pages list the sizes Payload made when a picture was uploaded
  // (src/utilities/pictures.ts), so no picture is encoded while a visitor waits.
  images: { unoptimized: true },
  // The end-to-end tests build into their own folder so they never replace the site's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The container image (Dockerfile) takes only the server code and the packages it uses.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  // Payload reads files relative to the project folder, so the trace takes the whole folder in:
  // leave out what the server never reads.
  outputFileTracingExcludes: {
    '*': ['./tests/**', './docs/**', './scripts/**', './data/**', './media/**', './lead-files/**'],
  },
  reactStrictMode: true,
  // No copy of the rendered pages in memory: Next.js keeps up to 50 MB of them by default (each
  // page's HTML and its data, 150 KB and more a page here) and reads them from disk without it,
  // where it writes them anyway (docs/benchmarks.md, "Memory").
  cacheMaxMemorySize: 0,
  // app/global-not-found.tsx: the 404 page of unmatched addresses with the site's two root
  // layouts ((frontend) and (payload)), with its content in the HTML.
  experimental: { globalNotFound: true, turbopackFileSystemCacheForBuild: !throwAway },
  typescript: { ignoreBuildErrors: throwAway },
  poweredByHeader: false,
  // Payload is loaded by Node.js once, not bundled into the pages and the API routes apart: the
  // first caller's Payload serves the whole process (getPayload's cache), and its REST handler
  // tells a refused save by its error class, which must be the class the hooks threw
  // (tests/e2e/one-payload.spec.ts; payloadcms/payload#17298).
  serverExternalPackages: ['payload'],
  // The security headers of every response (src/lib/security/headers.mjs), fixed at build time.
  async headers() {
    return nextHeaderRules(modeFromEnv())
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
