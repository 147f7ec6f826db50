#!/usr/bin/env node
// What grew between two V8 heap snapshots (scripts/bench/memory-probe.cjs writes them with
// HEAP_SNAPSHOT_DIR): the objects' own sizes summed by kind and constructor, largest growth first.
// Given one snapshot (memory.mjs --snapshot writes one), what holds that heap, largest first.
//   node scripts/bench/heap-diff.mjs [before.heapsnapshot] after.heapsnapshot [--top 30]
import fs from 'node:fs'

const topAt = process.argv.indexOf('--top')
const top = topAt > 0 ? Number(process.argv[topAt + 1]) : 30
const files = process.argv
  .slice(2)
  .filter((arg, i, all) => arg !== '--top' && all[i - 1] !== '--top')
const [beforeFile, afterFile] = files.length === 1 ? [undefined, files[0]] : files
if (!afterFile) {
  console.error('usage: node scripts/bench/heap-diff.mjs [before.heapsnapshot] after.heapsnapshot')
  process.exit(2)
}

/** Bytes and counts by "kind constructor" in one snapshot. */
function summarise(file) {
  const snapshot = JSON.parse(fs.readFileSync(file, 'utf8'))
  const meta = snapshot.snapshot.meta
  const fields = meta.node_fields
  const types = meta.node_types[0]
  const width = fields.length
  const at = (name) => fields.indexOf(name)
  const [typeAt, nameAt, sizeAt] = [at('type'), at('name'), at('self_size')]
  const { nodes, strings } = snapshot
  const sums = new Map()
  for (let i = 0; i < nodes.length; i += width) {
    const type = types[nodes[i + typeAt]]
    // Strings are named by their text: group them by kind only.
    const name = ['string', 'concatenated string', 'sliced string', 'number', 'code'].includes(type)
      ? ''
      : strings[nodes[i + nameAt]].slice(0, 60)
    const key = `${type} ${name}`.trim()
    const sum = sums.get(key) ?? { bytes: 0, count: 0 }
    sum.bytes += nodes[i + sizeAt]
    sum.count += 1
    sums.set(key, sum)
  }
  return sums
}

const before = beforeFile ? summarise(beforeFile) : new Map()
const after = summarise(afterFile)
const total = (sums) => [...sums.values()].reduce((all, sum) => all + sum.bytes, 0)
const rows = [...new Set([...before.keys(), ...after.keys()])]
  .map((key) => {
    const [b, a] = [
      before.get(key) ?? { bytes: 0, count: 0 },
      after.get(key) ?? { bytes: 0, count: 0 },
    ]
    return { key, grew: a.bytes - b.bytes, after: a.bytes, count: a.count - b.count }
  })
  .sort((x, y) => y.grew - x.grew)
  .slice(0, top)
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1)
console.log(`heap: ${mb(total(before))} MB -> ${mb(total(after))} MB`)
for (const row of rows) {
  console.log(
    `${mb(row.grew).padStart(7)} MB  ${String(row.count).padStart(8)} objects  ${row.key}`,
  )
}
