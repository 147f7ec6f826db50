#!/usr/bin/env node
// Estimate submissions against a production server this script starts itself, so it can watch the
// server's memory:
//   node scripts/bench/estimate.mjs [--build] [--runs=100]
// It seeds a throw-away database in data/bench, serves the production build in .next-e2e (built
// by the e2e tests; --build, or a missing build, builds it first) on 127.0.0.1:3300 and prints:
//   - submission latency, p50 and p95: JSON without files, and multipart with one 10MB image;
//   - the server's resident memory (its whole process tree) at rest and at its peak while ten
//     50MB videos are uploaded at once, against the 500MB those uploads carry.
import fs from 'node:fs'
import path from 'node:path'
import { spawn } from 'node:child_process'

import sharp from 'sharp'

import { root, run, serverEnv, startArgs, throwAwayServerEnv } from '../lib.mjs'
import { treeRss } from './harness.mjs'

const args = process.argv.slice(2)
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 100)
const port = 3300
const base = `http://127.0.0.1:${port}`
const MB = 1024 * 1024

const { dataDir, env } = throwAwayServerEnv('bench', {
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: 'bench-admin-password-1',
  SEED_IMAGE_WIDTH: '640',
})

const step = async (name, command, commandArgs) => {
  console.log(`[bench] ${name}`)
  const code = await run(command, commandArgs, { env, stdio: ['ignore', 'ignore', 'inherit'] })
  if (code !== 0) throw new Error(`${name} failed with exit code ${code}`)
}

// ---- The server ----------------------------------------------------------------------------
await step('seeding a fresh database', 'node', ['node_modules/tsx/dist/cli.mjs', 'seed/run.ts'])
const buildId = path.join(root, '.next-e2e', 'BUILD_ID')
if (args.includes('--build') || !fs.existsSync(buildId)) {
  await step('building', 'node', ['node_modules/.bin/next', 'build'])
} else {
  console.log(
    `[bench] using the build in .next-e2e from ${fs.statSync(buildId).mtime.toISOString()}`,
  )
}
const server = spawn('node', startArgs(port), {
  cwd: root,
  env: serverEnv(env),
  stdio: ['ignore', 'ignore', 'inherit'],
})
const stop = () => server.kill('SIGTERM')
process.on('exit', stop)

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/users/me`)).ok) break
  } catch {
    if (i > 600) throw new Error('the server did not start')
  }
  await new Promise((resolve) => setTimeout(resolve, 200))
}

// ---- Memory of the server's process tree (Linux /proc) -------------------------------------
const rss = treeRss

// ---- Requests ------------------------------------------------------------------------------
const fields = {
  name: 'Bench Homeowner',
  email: 'bench@example.com',
  phone: '7195550100',
  serviceType: 'full',
  squareFootage: '2400',
  location: 'Fairplay, CO',
}
const postJson = () =>
  fetch(`${base}/api/calculator`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  })
const postFiles = (files) => {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  for (const file of files) form.append('files', file.blob, file.name)
  return fetch(`${base}/api/calculator`, { method: 'POST', body: form })
}

const timed = async (send) => {
  const start = performance.now()
  const response = await send()
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`answered ${response.status}`)
  return performance.now() - start
}
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const latency = async (label, count, send) => {
  const times = []
  for (let i = 0; i < count; i++) times.push(await timed(send))
  const [p50, p95] = [percentile(times, 50), percentile(times, 95)]
  console.log(
    `${label.padEnd(34)} ${String(count).padStart(4)} runs  p50 ${p50.toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms`,
  )
  return { p50, p95 }
}

// A real JPEG padded to just under 10MB, and an MP4 (an ftyp box and an mdat box) of 50MB.
const jpeg = await sharp({
  create: { width: 2400, height: 1600, channels: 3, background: { r: 120, g: 80, b: 40 } },
})
  .jpeg({ quality: 90 })
  .toBuffer()
const image = Buffer.concat([jpeg, Buffer.alloc(10 * MB - 1024 - jpeg.length)])
const box = (type, size) => {
  const header = Buffer.alloc(8)
  header.writeUInt32BE(size)
  header.write(type, 4, 'latin1')
  return header
}
const ftyp = Buffer.concat([box('ftyp', 24), Buffer.from('isom\0\0\x02\0isommp41', 'latin1')])
const video = Buffer.concat([
  ftyp,
  box('mdat', 50 * MB - ftyp.length),
  Buffer.alloc(50 * MB - ftyp.length - 8),
])

for (let i = 0; i < 5; i++) await timed(postJson) // warm-up: compile paths, open the database

console.log('')
const json = await latency('JSON, no files', runs, postJson)
const withImage = await latency(
  'multipart, one 10MB image',
  Math.max(10, Math.round(runs / 5)),
  () => postFiles([{ name: 'wall.jpg', blob: new Blob([image], { type: 'image/jpeg' }) }]),
)

// Memory: at rest, then sampled every 20 ms while ten 50MB videos upload at once.
await new Promise((resolve) => setTimeout(resolve, 2000))
const atRest = rss(server.pid)
let peak = atRest
const sampler = setInterval(() => (peak = Math.max(peak, rss(server.pid))), 20)
const start = performance.now()
const answers = await Promise.all(
  Array.from({ length: 10 }, (_, i) =>
    postFiles([{ name: `walkaround-${i}.mp4`, blob: new Blob([video], { type: 'video/mp4' }) }]),
  ),
)
const seconds = (performance.now() - start) / 1000
await new Promise((resolve) => setTimeout(resolve, 500))
clearInterval(sampler)
const ok = answers.filter((answer) => answer.status === 200).length

const mb = (bytes) => `${(bytes / MB).toFixed(0)} MB`
console.log('')
console.log(`ten 50MB videos at once             ${ok}/10 stored in ${seconds.toFixed(1)} s`)
console.log(`server memory (RSS) at rest         ${mb(atRest)}`)
console.log(`server memory (RSS) at peak         ${mb(peak)}  (+${mb(peak - atRest)})`)
console.log(
  `growth / bytes uploaded             ${((peak - atRest) / (500 * MB)).toFixed(2)}x of 500 MB (1.00x = every byte held in memory)`,
)
console.log('')
console.log(
  JSON.stringify({
    jsonP50: json.p50,
    jsonP95: json.p95,
    imageP50: withImage.p50,
    imageP95: withImage.p95,
    videosStored: ok,
    rssAtRestMB: atRest / MB,
    rssPeakMB: peak / MB,
  }),
)
stop()
fs.rmSync(dataDir, { recursive: true, force: true })
process.exit(ok === 10 ? 0 : 1)
