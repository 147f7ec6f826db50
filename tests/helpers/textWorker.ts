/**
 * A server process's job worker on the test's database (run with tsx from the project folder,
 * DATABASE_URI and the TWILIO_* settings from the test): runs the e-mail queue, which sends the
 * texts, once, and prints `{"ran":N}`. tests/int/texts.test.ts kills it mid-send.
 * Usage: tsx tests/helpers/textWorker.ts
 */
const { getPayload } = await import('payload')
const { default: config } = await import('@payload-config')

const payload = await getPayload({ config })
try {
  const ran = await payload.jobs.run({ queue: 'emails' })
  console.log(JSON.stringify({ ran: Object.keys(ran.jobStatus ?? {}).length }))
} finally {
  await payload.destroy()
}

export {}
