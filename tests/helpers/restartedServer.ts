/**
 * A server process started again on the same database (run with tsx from the project folder,
 * DATABASE_URI pointing at it) on the test's clock (TEST_NOW, milliseconds): what a restarted
 * server does in its first minute (the recovery of dropped work, the reminders' sweep, the e-mail
 * queue), nothing of the process before it kept in memory. Prints one JSON line:
 *   { sweep: { soon, overdue, digest }, ran: <jobs the queue ran> }
 * Usage: TEST_NOW=<ms> tsx tests/helpers/restartedServer.ts
 */
const shift = Number(process.env.TEST_NOW) - Date.now()
const RealDate = Date
class TestDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + shift)
    else super(...(args as [string]))
  }
  static now() {
    return RealDate.now() + shift
  }
}
globalThis.Date = TestDate as DateConstructor

const { getPayload } = await import('payload')
const { default: config } = await import('@payload-config')
const { recoverDroppedWork } = await import('@/features/leads/server/recover')
const { sweepReminders } = await import('@/features/leads/server/reminders')

const payload = await getPayload({ config })
try {
  await recoverDroppedWork(payload)
  const sweep = await sweepReminders(payload)
  const ran = await payload.jobs.run({ queue: 'emails' })
  console.log(JSON.stringify({ sweep, ran: Object.keys(ran.jobStatus ?? {}).length }))
} finally {
  await payload.destroy()
}

export {}
