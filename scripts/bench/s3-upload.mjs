#!/usr/bin/env node
// What a lead file's upload to the bucket costs in memory: the lead-files adapter's putFile
// (src/lib/storage/s3.ts, one PutObject whose body is a read stream) sends a --mb megabyte file to
// s3rver on 127.0.0.1 while the process's memory is sampled every 20 ms after a quick (young
// generation) collection, --runs times, and prints the growth of array buffers and RSS per run.
//   node --expose-gc --import tsx scripts/bench/s3-upload.mjs [--mb 48] [--runs 3]
// A figure, not a test: tests/int/storage-s3.test.ts checks the behaviour (one plain PUT, the file
// read from disk as it is sent), whatever the machine's load. Buffered, the growth would be the
// whole file (lib-storage's Upload holds 50 MB parts: 104.7 MB for 48 MB, docs/benchmarks.md).
import { createRequire } from 'node:module'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { HeadObjectCommand } from '@aws-sdk/client-s3'

import { clientFor, putFile, s3Settings } from '../../src/lib/storage/s3.ts'
import { count } from './harness.mjs'

const MB = 1024 * 1024
const size = count('mb', 48) * MB
const runs = count('runs', 3)
const BUCKET = 'bench-files'

if (typeof globalThis.gc !== 'function') {
  console.error('Run with node --expose-gc --import tsx scripts/bench/s3-upload.mjs')
  process.exit(2)
}
const gc = globalThis.gc

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hclh-s3-bench-'))
// s3rver ships no types and no ES module.
const S3rver = createRequire(import.meta.url)('s3rver')
const s3rver = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: path.join(dir, 's3rver'),
  configureBuckets: [{ name: BUCKET }],
})
try {
  const { port } = await s3rver.run()
  // The site's own client, from the same settings (S3_*) the site reads.
  const client = clientFor(
    s3Settings({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    }),
  )

  // The file, written a megabyte at a time so this process never holds it either.
  const filePath = path.join(dir, 'walkthrough.mp4')
  const out = await fsp.open(filePath, 'w')
  const chunk = Buffer.alloc(MB, 0x5a)
  for (let written = 0; written < size; written += chunk.length) {
    await out.write(chunk, 0, Math.min(chunk.length, size - written))
  }
  await out.close()

  console.log(`[bench] ${size / MB} MB to s3rver through putFile, ${runs} run(s)`)
  for (let run = 1; run <= runs; run++) {
    gc() // a full collection (Node 20's V8 runs a young one only for an options object)
    const before = process.memoryUsage()
    const peak = { arrayBuffers: before.arrayBuffers, rss: before.rss }
    const sampler = setInterval(() => {
      gc({ type: 'minor' })
      const now = process.memoryUsage()
      peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers)
      peak.rss = Math.max(peak.rss, now.rss)
    }, 20)
    const key = `lead-files/run-${run}.mp4`
    const started = performance.now()
    try {
      await putFile(client, { Bucket: BUCKET, Key: key, ContentType: 'video/mp4' }, filePath)
    } finally {
      clearInterval(sampler)
    }
    const ms = performance.now() - started
    const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))
    if (head.ContentLength !== size) throw new Error(`stored ${head.ContentLength} bytes`)
    console.log(
      `run ${run}: ${ms.toFixed(0)} ms; memory rose at most ` +
        `${((peak.arrayBuffers - before.arrayBuffers) / MB).toFixed(1)} MB (array buffers), ` +
        `${((peak.rss - before.rss) / MB).toFixed(1)} MB (rss)`,
    )
  }
  client.destroy()
} finally {
  await s3rver.close()
  fs.rmSync(dir, { recursive: true, force: true })
}
