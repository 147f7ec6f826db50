#!/usr/bin/env node
// How many public pages render again after an owner changes one blog post's title:
//   node scripts/bench/revalidation.mjs [--post <slug>]
//   node scripts/bench/revalidation.mjs --base http://127.0.0.1:3412 [--post <slug>]
// Without --base it seeds a throw-away database in data/bench-revalidation and serves the
// production build in .next-e2e (built by the e2e tests) on 127.0.0.1:3413; with --base it
// measures a server already running there, seeded with the e2e admin (scripts/lib.mjs).
// It opens every page of the sitemap and the blog's further pages twice, so each is in Next.js's
// page cache (the second answer says HIT), signs in, changes the post's title through the REST
// API as the studio does, waits a second, and opens every page again: a page whose answer is not
// a HIT was rendered again. It prints the count and the pages, and checks that the post's page
// and the blog show the new title.
import { ADMIN, prepareSite, signIn, startSite } from '../lib/site.mjs'
import { flag } from './harness.mjs'

const port = 3413
let base = flag('base')?.replace(/\/$/, '')
let site
if (!base) {
  const { dataDir, env } = await prepareSite('bench-revalidation', {
    NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${port}`,
  })
  site = await startSite({ env, dataDir, port })
  base = site.base
}

try {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  // The blog's further pages are not in the sitemap: follow the blog's own page links.
  const blog = await (await fetch(`${base}/blog`)).text()
  const blogPages = [...new Set([...blog.matchAll(/href="(\/blog\/page\/\d+)"/g)].map((m) => m[1]))]
  const pages = [...new Set([...paths, ...blogPages])]

  const cacheOf = async (path) => {
    const response = await fetch(`${base}${path}`, { redirect: 'manual' })
    return { status: response.status, cache: response.headers.get('x-nextjs-cache'), response }
  }
  // Twice: the first answer may be the render itself.
  const cached = []
  for (const path of pages) {
    await (await cacheOf(path)).response.arrayBuffer()
    const second = await cacheOf(path)
    await second.response.arrayBuffer()
    if (second.cache === 'HIT') cached.push(path)
  }

  const authorization = await signIn(base, ADMIN)
  const headers = { authorization, 'content-type': 'application/json' }
  const slug =
    flag('post') ??
    blog.match(/href="\/blog\/([^/"]+)"/)?.[1] ??
    (() => {
      throw new Error('no post linked from /blog')
    })()
  const found = await fetch(
    `${base}/api/posts?where[slug][equals]=${encodeURIComponent(slug)}&depth=0`,
    { headers },
  )
  const post = (await found.json()).docs[0]
  // The check looks for the new part only: the rest may be written with HTML's escapes.
  const marker = `renamed ${Date.now()}`
  const title = `${post.title} (${marker})`
  const saved = await fetch(`${base}/api/posts/${post.id}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ title, _status: 'published' }),
  })
  if (!saved.ok) throw new Error(`the save answered ${saved.status}`)
  await new Promise((resolve) => setTimeout(resolve, 1000))

  const rendered = []
  for (const path of cached) {
    const after = await cacheOf(path)
    const html = await after.response.text()
    if (after.cache !== 'HIT')
      rendered.push({ path, cache: after.cache, shows: html.includes(marker) })
  }
  console.log(`pages in the page cache before the save: ${cached.length} (of ${pages.length})`)
  console.log(`pages rendered again after one post's title changed: ${rendered.length}`)
  for (const { path, cache, shows } of rendered) {
    console.log(`  ${path} (${cache ?? 'no header'})${shows ? ', shows the new title' : ''}`)
  }
  const postPath = `/blog/${slug}`
  for (const path of [postPath, '/blog']) {
    const html = await (await fetch(`${base}${path}`)).text()
    if (!html.includes(marker)) {
      console.error(`${path} does not show the new title`)
      process.exitCode = 1
    }
  }
} finally {
  await site?.stop()
}
