/**
 * The studio dashboard's data with a big desk (issue 26: "one request, fast, measured with 10,000
 * leads"): a throw-away SQLite database, the seed's Business profile, `--leads=N` leads (10,000 by
 * default) spread over the last year, a third of this year's still New, written straight into
 * the table (the Local API would take minutes and is not what is measured), then the work of
 * one dashboard render, timed `--runs` times: the visit's record, the cockpit (overdue, due
 * today, new since the last visit, this week against last, scheduled posts, Blog SEO) and the
 * leads by status. Prints the first (cold) and the median of the warm runs, and one JSON line.
 * Run: node --conditions=react-server node_modules/tsx/dist/cli.mjs scripts/bench/dashboard.ts
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const option = (name: string, fallback: number) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const total = option('leads', 10_000)
const runs = option('runs', 7)

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hclh-dashboard-bench-'))
process.env.DATABASE_URI = `file:${path.join(dir, 'bench.db')}`
process.env.MEDIA_DIR = path.join(dir, 'media')
process.env.LEAD_FILES_DIR = path.join(dir, 'lead-files')
process.env.PAYLOAD_SECRET ||= 'bench-secret'

const { getPayload } = await import('payload')
const { default: config } = await import('@payload-config')
const { siteSettings } = await import('../../seed/content/settings')
const { cockpit } = await import('@/studio/dashboard/cockpit')
const { deskSummary, recordDeskVisit } = await import('@/features/leads/desk/desk')
const { respondTimes } = await import('@/lib/time/business-hours')

const payload = await getPayload({ config })
try {
  await payload.updateGlobal({
    slug: 'site-settings',
    data: siteSettings,
    context: { disableRevalidate: true },
  })
  const admin = await payload.create({
    collection: 'users',
    data: {
      email: 'bench@example.com',
      password: 'bench-password-1',
      name: 'Bench',
      role: 'admin',
    } as never,
  })

  // The leads, straight into the table in one transaction.
  const client = (
    payload.db as unknown as { client: { batch: (s: unknown[], mode: string) => Promise<unknown> } }
  ).client
  const hours = siteSettings.openingHours ?? []
  const now = Date.now()
  const sources = ['calculator', 'calculator', 'chat', 'contact', 'phone']
  const statuses = ['contacted', 'quoted', 'won', 'lost']
  const statements = []
  for (let i = 0; i < total; i++) {
    const created = new Date(now - Math.floor((i / total) * 365 * 86_400_000) - 60_000)
    const { respondBy, remindAt } = respondTimes(hours, created)
    const recent = now - created.getTime() < 60 * 86_400_000
    const isNew = recent && i % 3 === 0
    statements.push({
      sql:
        'INSERT INTO leads (name, email, phone, status, source, location, created_at, updated_at, respond_by, remind_at, responded_at) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      args: [
        `Bench Lead ${i}`,
        `lead${i}@example.com`,
        '719 555 0100',
        isNew ? 'new' : statuses[i % statuses.length],
        sources[i % sources.length],
        'Fairplay, CO',
        created.toISOString(),
        created.toISOString(),
        respondBy.toISOString(),
        remindAt.toISOString(),
        isNew ? null : respondBy.toISOString(),
      ],
    })
  }
  await client.batch(statements, 'write')
  const counted = await payload.count({ collection: 'leads' })

  const user = await payload.findByID({ collection: 'users', id: admin.id })
  const times: number[] = []
  let view: Awaited<ReturnType<typeof cockpit>> | null = null
  for (let run = 0; run < runs; run++) {
    const start = performance.now()
    const since = await recordDeskVisit(payload, user, new Date(now - (run + 1) * 3_600_000 * 24))
    const [result] = await Promise.all([cockpit(payload, user, since), deskSummary(payload, null)])
    times.push(performance.now() - start)
    view = result
  }
  // Where the time goes: each part alone, warm.
  const part = async (name: string, work: () => Promise<unknown>) => {
    const start = performance.now()
    await work()
    return `${name} ${(performance.now() - start).toFixed(0)} ms`
  }
  const parts = [
    await part('visit', () => recordDeskVisit(payload, user)),
    await part('cockpit', () => cockpit(payload, user, new Date(now - 86_400_000).toISOString())),
    await part('by status', () => deskSummary(payload, null)),
  ]
  console.log(`[bench] parts alone: ${parts.join(', ')}`)
  const warm = times.slice(1).sort((a, b) => a - b)
  const median = warm[Math.floor(warm.length / 2)] ?? times[0]
  console.log(
    `[bench] ${counted.totalDocs} leads: dashboard data first ${times[0].toFixed(0)} ms, ` +
      `median of ${warm.length} warm runs ${median.toFixed(1)} ms ` +
      `(overdue ${view?.leads?.overdue.count}, due today ${view?.leads?.dueToday.count})`,
  )
  console.log(
    JSON.stringify({
      leads: counted.totalDocs,
      firstMs: Math.round(times[0]),
      medianMs: Math.round(median),
    }),
  )
} finally {
  await payload.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
}
