#!/usr/bin/env node
// Copies every file the production server (server/index.mjs) loads at run time, but for Next.js's
// own, into a standalone folder: server/*.mjs, the plain modules of src/lib it shares with the
// site's code (the server bridge, logging, security headers, the site's address) and the packages
// they import (pino, pino-http, lru-cache and theirs). Next.js's standalone output holds only what
// the site's bundles need: pino-http, for one, is imported by server/ alone. The files are found
// the way Next.js finds its own, by tracing the imports (@vercel/nft, as Next.js ships it), so a
// new import in server/ needs no list kept by hand. The Dockerfile runs it after the build;
// scripts/standalone.mjs calls it to assemble the same folder.
//   node scripts/server-files.mjs <standalone folder>
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Next.js and its helpers: the standalone output has them already, as the build traced them. */
const NEXT_OWN = /(?:^|\/)node_modules\/(?:next|@next\/[^/]+)\//

/**
 * The files server/index.mjs loads at run time, relative to the project's root, Next.js's own
 * left out. node_modules may be a link to an install elsewhere (our worktrees): its files are
 * named as they are under the project's node_modules.
 * @returns {Promise<string[]>}
 */
export async function serverFiles() {
  const require = createRequire(path.join(root, 'package.json'))
  const { nodeFileTrace } = require('next/dist/compiled/@vercel/nft')
  const modules = fs.realpathSync(path.join(root, 'node_modules'))
  const { fileList } = await nodeFileTrace([path.join(root, 'server/index.mjs')], {
    base: '/',
    ignore: (/** @type {string} */ file) => NEXT_OWN.test(`/${file}`),
  })
  /** @type {string[]} */
  const files = []
  for (const traced of fileList) {
    const file = path.join('/', traced)
    if (file.startsWith(`${modules}${path.sep}`)) {
      files.push(path.join('node_modules', path.relative(modules, file)))
    } else if (file.startsWith(`${root}${path.sep}`)) {
      files.push(path.relative(root, file))
    } else {
      throw new Error(`server/index.mjs loads ${file}, outside the project`)
    }
  }
  return files.filter((file) => !fs.statSync(path.join(root, file)).isDirectory()).sort()
}

/** Copies serverFiles() into `dest`, over what is there; returns how many files. */
export async function copyServerFiles(/** @type {string} */ dest) {
  const files = await serverFiles()
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dest, file)), { recursive: true })
    fs.copyFileSync(path.join(root, file), path.join(dest, file))
  }
  return files.length
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dest = process.argv[2]
  if (!dest) {
    console.error('usage: node scripts/server-files.mjs <standalone folder>')
    process.exit(2)
  }
  const count = await copyServerFiles(path.resolve(dest))
  console.log(`[server-files] ${count} files the production server loads, into ${dest}`)
}
