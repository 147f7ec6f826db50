/**
 * A site started on a restored backup, in its own process (run with tsx from the project folder,
 * DATABASE_URI, MEDIA_DIR and LEAD_FILES_DIR pointing at the restored copy): Payload on that
 * database reads a lead, and Payload's own file route serves the lead's first file, to a staff
 * member signed in on that database and to nobody else. Prints one JSON line:
 *   { lead: { name, email }, file: { filename, staff: { status, sha256 }, anonymous: { status } } }
 * Usage: tsx tests/helpers/restoredSite.ts <lead id> <staff e-mail> <staff password>
 */
import crypto from 'crypto'

const [leadId, email, password] = process.argv.slice(2)

const { getPayload } = await import('payload')
const { default: config } = await import('@payload-config')
const { REST_GET } = await import('@payloadcms/next/routes')

const payload = await getPayload({ config })
try {
  const lead = await payload.findByID({ collection: 'leads', id: Number(leadId), depth: 1 })
  const file = (lead.media ?? []).find((media) => typeof media === 'object')
  if (!file || typeof file !== 'object' || !file.filename) throw new Error('The lead has no file')
  const { token } = await payload.login({ collection: 'users', data: { email, password } })

  const route = `lead-files/file/${file.filename}`
  const get = (headers: Record<string, string>) =>
    REST_GET(config)(new Request(`http://127.0.0.1:3000/api/${route}`, { headers }), {
      params: Promise.resolve({ slug: route.split('/') }),
    })
  const staff = await get({ authorization: `JWT ${token}` })
  const bytes = Buffer.from(await staff.arrayBuffer())
  const anonymous = await get({})
  console.log(
    JSON.stringify({
      lead: { name: lead.name, email: lead.email },
      file: {
        filename: file.filename,
        staff: {
          status: staff.status,
          sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
        },
        anonymous: { status: anonymous.status },
      },
    }),
  )
} finally {
  await payload.destroy()
}
