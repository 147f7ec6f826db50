#!/usr/bin/env node
// The production server: Next.js's request handler (the build in NEXT_DIST_DIR, `.next` by
// default) behind the page layer of server/page-cache.mjs: a memory cache of the pages Next serves
// from its own cache, for PAGE_CACHE_MS (1000 by default; 0 turns it off), and the site's 404 page
// with its content for every page that answers 404; and the analytics beacons handed to their
// route's handler without Next's router (server/beacons.mjs).
//   sh server/start.sh [-p 3000] [-H 0.0.0.0]      (npm start; the allocator's settings, then this)
// PORT and HOSTNAME are read too (and .env). Stops cleanly on SIGTERM or SIGINT.
// Before Next.js starts, the pages it keeps on disk are removed when they were made for another
// site address than this server's (server/prerendered.mjs).
// Every request gets an id (its sane `x-request-id`, else a new one), sent back in `x-request-id`
// and on every log line written while it is handled: the console's lines are pino's JSON lines
// (src/lib/logging) unless LOG_FORMAT=text, and so are Payload's (payload.config.ts `logger`).
// First: V8's settings (./v8-flags.mjs) before any module makes its objects.
import './v8-flags.mjs'

import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'

import nextEnv from '@next/env'
import next from 'next'

import { currentRequestId, REQUEST_ID_HEADER } from '../src/lib/logging/context.mjs'
import {
  installJsonConsole,
  jsonLogsWanted,
  RequestIdResponse,
  withRequestId,
} from '../src/lib/logging/server.mjs'
import { modeFromEnv, securityHeaders } from '../src/lib/security/headers.mjs'
import { providePageCache, setOwnServerUrl } from '../src/lib/server-bridge.mjs'
import { siteAddress } from '../src/lib/site/address.mjs'
import { releaseLoadedChunks } from './chunk-cache.mjs'
import { loadBuildOneByte } from './one-byte-chunks.mjs'
import { evaluateManifestsInOwnRealm } from './manifest-realms.mjs'
import { collectWhenIdle } from './idle-gc.mjs'
import { createGate, isPictureRequest } from './picture-gate.mjs'
import { serveBeacon, stampClientAddress } from './beacons.mjs'
import { createPageLayer, NOT_FOUND_PROBE } from './page-cache.mjs'
import { createRedirects, REDIRECT_TABLE_PATH } from './redirects.mjs'
import { keepPagesOn } from './prerendered.mjs'

// First, so that even a wrong argument is reported as a JSON line.
if (jsonLogsWanted()) installJsonConsole()

// Started as `node server/index.mjs` rather than through server/start.sh, glibc's allocator keeps
// its own settings, with which a burst of pictures leaves hundreds of MB behind (./start.sh).
if (
  process.platform === 'linux' &&
  !process.env.MALLOC_ARENA_MAX &&
  !process.env.SERVER_MALLOC &&
  process.report?.getReport().header.glibcVersionRuntime
) {
  console.warn(
    'server: started without server/start.sh (npm start): glibc keeps its own allocator settings, which let pictures take hundreds of MB more memory',
  )
}

// The .env file, as Next.js reads it, before anything here reads the environment: the site's
// address (NEXT_PUBLIC_SERVER_URL) and PORT may be set there.
nextEnv.loadEnvConfig(process.cwd(), false)

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
  },
})
const port = Number(values.port ?? process.env.PORT ?? 3000)
const hostname = values.hostname ?? process.env.HOSTNAME ?? '0.0.0.0'
// For benchmarks only: SERVER_WITHOUT=page-cache,not-found,beacons,idle-gc,chunk-cache,one-byte,
// manifest-realms,picture-gate,v8-flags,tiering turns parts off, to measure what each buys
// (scripts/bench/server-parts.mjs; v8-flags and tiering in ./v8-flags.mjs).
const without = new Set((process.env.SERVER_WITHOUT ?? '').split(',').map((part) => part.trim()))
const ttlMs = without.has('page-cache') ? 0 : Number(process.env.PAGE_CACHE_MS ?? 1000)
if (!Number.isInteger(port) || port < 0 || !Number.isInteger(ttlMs) || ttlMs < 0) {
  console.error('server: the port and PAGE_CACHE_MS must be whole numbers, 0 or more')
  process.exit(2)
}

// The site's address follows the port this server listens on when NEXT_PUBLIC_SERVER_URL is unset
// (src/lib/site/address.mjs), `-p` included.
process.env.PORT = String(port)
const distDir = process.env.NEXT_DIST_DIR || '.next'

// Pages Next.js rendered ahead of time for another address are rendered again (./prerendered.mjs).
try {
  const pages = keepPagesOn(distDir, siteAddress())
  if (pages.dropped) {
    console.log(
      `server: the pages on disk were made for ${pages.was ?? 'an unknown address'}; they are rendered again for ${siteAddress()}`,
    )
  }
} catch (error) {
  console.error(`server: could not check the prerendered pages in ${distDir}`, error)
}

// Next.js's standalone output (the container, NEXT_OUTPUT=standalone) is run with the config the
// build kept in required-server-files.json, which Next's own standalone server.js hands to Next.js
// this way, instead of compiling next.config.ts again.
const builtConfig = path.join(distDir, 'required-server-files.json')
if (process.env.NEXT_OUTPUT === 'standalone' && fs.existsSync(builtConfig)) {
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(
    JSON.parse(fs.readFileSync(builtConfig, 'utf8')).config,
  )
}

// The build's chunks are held at one byte a character (./one-byte-chunks.mjs).
if (!without.has('one-byte')) loadBuildOneByte(distDir)
// Each route's manifest without a JavaScript realm kept for it (./manifest-realms.mjs).
if (!without.has('manifest-realms')) evaluateManifestsInOwnRealm()

const app = next({ dev: false, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

// Responses whose x-request-id stays their own (see RequestIdResponse).
const server = http.createServer({ ServerResponse: RequestIdResponse })
const local = () => {
  const address = server.address()
  const host = ['0.0.0.0', '::'].includes(address.address) ? '127.0.0.1' : address.address
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`
}

const layer = createPageLayer({
  handle,
  ttlMs,
  swapNotFound: !without.has('not-found'),
  notFoundPage: async () => {
    // Under the id of the request that needs the page, whose lines the probe's then share.
    const requestId = currentRequestId()
    const response = await fetch(`${local()}${NOT_FOUND_PROBE}`, {
      headers: {
        'accept-encoding': 'identity',
        ...(requestId && { [REQUEST_ID_HEADER]: requestId }),
      },
    })
    return {
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    }
  },
})
// Emptied by the site's code after a content change (src/lib/payload/revalidate.ts).
providePageCache(layer)

// The redirects, answered before the page layer (./redirects.mjs); the site's code loads their
// table when asked through its route (the first request needing them waits for that).
const redirects = createRedirects({
  warm: async () => {
    const response = await fetch(`${local()}${REDIRECT_TABLE_PATH}`, { method: 'POST' })
    if (!response.ok) throw new Error(`${REDIRECT_TABLE_PATH} answered ${response.status}`)
  },
})

// Pictures are encoded one at a time (./picture-gate.mjs); SERVER_WITHOUT=picture-gate lets them
// all in at once, as Next.js does by itself.
const pictureConcurrency = Number(process.env.IMAGE_CONCURRENCY ?? 1)
const pictures = without.has('picture-gate') ? null : createGate(pictureConcurrency)

// Memory grown during a burst goes back to the system once the server is quiet (./idle-gc.mjs),
// with the copies of the build's chunks that no module runs (./chunk-cache.mjs).
const served = without.has('idle-gc')
  ? () => {}
  : collectWhenIdle({
      beforeCollect: () => {
        layer.purgeStale()
        if (without.has('chunk-cache')) return
        const chunks = releaseLoadedChunks(distDir)
        if (chunks && process.env.IDLE_GC_LOG === '1') {
          console.log(`server: let go of ${chunks} loaded chunks in the require cache`)
        }
      },
    })

server.on('request', (req, res) =>
  withRequestId(req, res, () => {
    served()
    // The connection's address, for the limits per visitor (src/lib/rate-limit/address.ts).
    stampClientAddress(req)
    const serve = async () =>
      (!without.has('beacons') && (await serveBeacon(req, res))) ||
      (await redirects.serve(req, res)) ||
      (pictures && isPictureRequest(req)
        ? pictures.run(() => layer.serve(req, res))
        : layer.serve(req, res))
    serve().catch((error) => {
      console.error(`server: ${req.method} ${req.url} failed`, error)
      if (!res.headersSent) {
        const path = (req.url ?? '/').split('?', 1)[0]
        const headers = securityHeaders(path, modeFromEnv()).map(({ key, value }) => [key, value])
        http.ServerResponse.prototype.writeHead.call(res, 500, {
          ...Object.fromEntries(headers),
          'content-type': 'text/plain',
        })
      }
      if (!res.writableEnded) http.ServerResponse.prototype.end.call(res, 'Internal Server Error')
    })
  }),
)
server.on('upgrade', app.getUpgradeHandler())
// Longer than a load balancer's idle timeout, so that it never reuses a closed connection.
server.keepAliveTimeout = 65_000

server.listen(port, hostname, () => {
  // Where this process reaches itself: it revalidates its own pages after a change made through
  // another process on the same database (src/lib/payload/ownServer.ts).
  setOwnServerUrl(local())
  void redirects.ready()
  console.log(`▲ Ready on ${local()} (page cache ${ttlMs > 0 ? `${ttlMs} ms` : 'off'})`)
})

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    // Requests still running get ten seconds.
    setTimeout(() => process.exit(0), 10_000).unref()
  })
}
