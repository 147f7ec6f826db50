#!/usr/bin/env node
// The upload budget under a burst (issue 24), against a production server this script starts
// itself:
//   node scripts/bench/budget-race.mjs [--requests 30] [--photo-mb 2] [--port 3405]
// It seeds a throw-away database in data/bench-budget and serves the .next-e2e build (scripts/lib/
// site.mjs; run the e2e tests or scripts/e2e-server.mjs first) on 127.0.0.1:3405 behind one
// trusted proxy hop (TRUSTED_PROXY_HOPS=1: the address is the X-Forwarded-For the bench sends),
// twice, and fires --requests estimate requests at once (POST /api/calculator, multipart, one
// real JPEG of --photo-mb each):
//   1. UPLOAD_BUDGET_PER_ADDRESS_MB=12: all from one address with their Content-Length, then all
//      from a second address sent chunked (no Content-Length);
//   2. LEAD_FILES_MAX_GB=0.02 (20.5 MB; the address budget out of the way): from --requests
//      different addresses, into an empty lead-files folder.
// For each burst: the answers by status, the bytes of the photos stored (the lead-files
// documents' own sizes) against the address's budget, and for the second the lead-files folder on
// disk (thumbnails included) against the cap. Exits 1 when a burst stored more than its budget or
// the folder passed its cap, or when a temporary upload folder was left behind.
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

import { count } from './harness.mjs'
import { multipart } from '../lib/fuzz-cases/index.mjs'
import {
  countsText,
  finish,
  MB,
  prepareSite,
  signIn,
  staffGet,
  startSite,
  table,
} from '../lib/site.mjs'

const port = count('port', 3405)
const requests = count('requests', 30)
const photoMb = count('photo-mb', 2)
const BUDGET_MB = 12
const CAP_GB = 0.02
const GB = 1024 * MB

const { dataDir, env } = await prepareSite('bench-budget', { TRUSTED_PROXY_HOPS: '1' })

// A real JPEG of a phone photo's size, padded to exactly --photo-mb: its bytes say JPEG, and the
// server makes its thumbnail, which counts in the folder too.
const jpeg = await sharp({
  create: { width: 1600, height: 1200, channels: 3, background: { r: 120, g: 80, b: 40 } },
})
  .jpeg()
  .toBuffer()
const photo = Buffer.concat([jpeg, Buffer.alloc(photoMb * MB - jpeg.length)])
const fields = {
  name: 'Burst Homeowner',
  email: 'burst@example.com',
  phone: '7195550100',
  serviceType: 'full',
  squareFootage: '2400',
}
const boundary = 'budgetRace7MA4YWxkTrZu0gW'
const body = multipart(
  [
    ...Object.entries(fields).map(([name, data]) => ({ name, data })),
    { name: 'files', filename: 'south-wall.jpg', type: 'image/jpeg', data: photo },
  ],
  { boundary },
)

/** One estimate request from `address`: with its Content-Length, or chunked (a stream). */
async function send(base, address, { chunked = false } = {}) {
  const stream = () =>
    new ReadableStream({
      start(controller) {
        for (let at = 0; at < body.length; at += 64 * 1024) {
          controller.enqueue(new Uint8Array(body.subarray(at, at + 64 * 1024)))
        }
        controller.close()
      },
    })
  try {
    const response = await fetch(`${base}/api/calculator`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-forwarded-for': address,
      },
      body: chunked ? stream() : body,
      ...(chunked && { duplex: 'half' }),
    })
    await response.arrayBuffer()
    return response.status
  } catch {
    // The server may answer and close before the whole body is sent.
    return 'reset'
  }
}

/** Fires the burst at once and counts the answers by status. */
async function burst(base, addressOf, options) {
  const statuses = await Promise.all(
    Array.from({ length: requests }, (_, i) => send(base, addressOf(i), options)),
  )
  const counts = {}
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1
  return counts
}

/** The photos stored since `since` (an ISO time): their number and bytes, from the documents. */
async function storedSince(base, authorization, since) {
  const { docs } = await staffGet(
    base,
    authorization,
    `/api/lead-files?depth=0&pagination=false&select[filesize]=true` +
      `&where[createdAt][greater_than]=${encodeURIComponent(since)}`,
  )
  return { files: docs.length, bytes: docs.reduce((sum, doc) => sum + doc.filesize, 0) }
}

const folderBytes = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0)
    : 0
const leftovers = () =>
  fs.readdirSync(env.TMPDIR).filter((name) => name.startsWith('upload-')).length

const mbText = (bytes) => `${(bytes / MB).toFixed(2)} MB`
const rows = []
const targets = []

async function scenario(name, overrides, run) {
  const site = await startSite({ env: { ...env, ...overrides }, dataDir, port })
  try {
    const authorization = await signIn(site.base)
    await run(site.base, authorization)
  } finally {
    await site.stop()
  }
  console.log(`[bench] ${name} done`)
}

console.log(
  `[bench] ${requests} requests at once, each with one ${photoMb} MB photo (${body.length} bytes a body)`,
)

await scenario(
  'one address',
  {
    UPLOAD_BUDGET_PER_ADDRESS_MB: String(BUDGET_MB),
    LEAD_FILES_DIR: path.join(dataDir, 'lead-files-address'),
  },
  async (base, authorization) => {
    for (const [label, address, options] of [
      ['one address, Content-Length', '203.0.113.7', {}],
      ['one address, chunked', '203.0.113.8', { chunked: true }],
    ]) {
      const since = new Date().toISOString()
      const counts = await burst(base, () => address, options)
      const stored = await storedSince(base, authorization, since)
      const held = stored.bytes <= BUDGET_MB * MB
      rows.push([label, countsText(counts), stored.files, mbText(stored.bytes), `${BUDGET_MB} MB`])
      targets.push([`${label}: stored within the budget`, held, mbText(stored.bytes)])
    }
  },
)

await scenario(
  'the folder cap',
  {
    LEAD_FILES_MAX_GB: String(CAP_GB),
    LEAD_FILES_DIR: path.join(dataDir, 'lead-files-cap'),
  },
  async (base, authorization) => {
    const since = new Date().toISOString()
    const counts = await burst(base, (i) => `198.51.100.${i + 1}`)
    const stored = await storedSince(base, authorization, since)
    const onDisk = folderBytes(path.join(dataDir, 'lead-files-cap'))
    const cap = Math.floor(CAP_GB * GB)
    rows.push([
      `${requests} addresses, folder cap`,
      countsText(counts),
      stored.files,
      `${mbText(stored.bytes)} (${mbText(onDisk)} on disk)`,
      mbText(cap),
    ])
    targets.push([
      `${requests} addresses: the folder within its cap`,
      onDisk <= cap,
      mbText(onDisk),
    ])
  },
)

console.log('')
console.log(table(['burst', 'answers', 'photos stored', 'bytes stored', 'limit'], rows))
targets.push(['no temporary upload folder left behind', leftovers() === 0, `${leftovers()} left`])
finish(targets, dataDir)
