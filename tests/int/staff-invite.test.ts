import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { INVITE_PASSWORD, INVITE_VALID_MS } from '@/features/staff/invite'
import type { User } from '@/payload-types'
import { createTestPayload, type TestPayload } from '../helpers/payload'

/**
 * A new studio account chooses its own password from an invitation: the admin types none, the
 * server stores a random one, the e-mail's link is Payload's reset token, valid three days, once.
 * Through the studio: tests/e2e/owner-studio.spec.ts.
 */
let ctx: TestPayload
let payload: Payload
let admin: User

beforeAll(async () => {
  ctx = await createTestPayload()
  payload = ctx.payload
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      businessName: 'High Country Log Home Finishing',
      phone: '(719) 555-0142',
      email: 'estimates@example.com',
      notificationEmail: 'owner@example.com',
      address: {
        streetAddress: 'PO Box 1',
        locality: 'Fairplay',
        region: 'CO',
        postalCode: '80440',
      },
      geo: { latitude: 39.2, longitude: -106 },
      claims: { years: '20+', projects: '500+' },
      seo: { defaultDescription: 'Log home restoration.' },
    },
  })
  admin = await payload.create({
    collection: 'users',
    data: {
      email: 'owner@example.com',
      password: 'owner-password-1',
      name: 'Owner',
      role: 'admin',
    },
  })
})

afterAll(async () => {
  await ctx?.cleanup()
})

const mailTo = async (to: string) =>
  (await payload.find({ collection: 'outbox', where: { to: { equals: to } }, depth: 0 })).docs

const tokenOf = (html: string) => {
  const link = /href="([^"]*\/choose-password\/[^"]*)"/.exec(html)?.[1]
  if (!link) throw new Error('no reset link in the invitation')
  return { link, token: decodeURIComponent(link.split('/choose-password/')[1]) }
}

describe('inviting a new studio user', () => {
  it('sends no invitation when a password is given (scripts, the first admin)', async () => {
    expect(await mailTo('owner@example.com')).toHaveLength(0)
  })

  it('gives an account made without a password a random one and e-mails a link, valid 3 days, once', async () => {
    for (const [email, password] of [
      ['staff-a@example.com', undefined],
      ['staff-b@example.com', INVITE_PASSWORD],
    ] as const) {
      const made = await payload.create({
        collection: 'users',
        data: {
          email,
          name: 'New Staff',
          role: 'staff',
          ...(password ? { password } : {}),
        } as never,
        user: admin,
        overrideAccess: false,
      })
      const mails = await mailTo(email)
      expect(mails).toHaveLength(1)
      expect(mails[0].subject).toMatch(/^Your studio account \| /)
      const { link, token } = tokenOf(mails[0].html ?? '')
      expect(link).toMatch(/^https?:\/\/[^/]+\/choose-password\//)

      const stored = await payload.findByID({
        collection: 'users',
        id: made.id,
        showHiddenFields: true,
      })
      const expires = new Date(stored.resetPasswordExpiration!).getTime()
      expect(Math.abs(expires - (Date.now() + INVITE_VALID_MS))).toBeLessThan(60_000)

      // Nobody knows the stored password, the stand-in included.
      await expect(
        payload.login({ collection: 'users', data: { email, password: INVITE_PASSWORD } }),
      ).rejects.toThrow()

      await payload.resetPassword({
        collection: 'users',
        data: { token, password: 'chosen-by-staff-1' },
        overrideAccess: true,
      })
      const signedIn = await payload.login({
        collection: 'users',
        data: { email, password: 'chosen-by-staff-1' },
      })
      expect(signedIn.user?.email).toBe(email)
      // The link works once.
      await expect(
        payload.resetPassword({
          collection: 'users',
          data: { token, password: 'someone-else-2' },
          overrideAccess: true,
        }),
      ).rejects.toThrow(/invalid or has expired/)
    }
  })

  it('lets nobody but an admin make an account, so nobody else sends an invitation', async () => {
    const staff = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: 'staff-a@example.com' } },
      })
    ).docs[0]
    for (const user of [staff, undefined]) {
      const email = `stranger-${user ? 'staff' : 'anonymous'}@example.com`
      await expect(
        payload.create({
          collection: 'users',
          data: { email, name: 'Stranger', role: 'admin' } as never,
          overrideAccess: false,
          ...(user ? { user } : {}),
        }),
      ).rejects.toThrow()
      expect(await mailTo(email)).toHaveLength(0)
    }
  })

  it('sends one invitation each when 30 accounts are made at once', async () => {
    const emails = Array.from({ length: 30 }, (_, i) => `crew-${i}@example.com`)
    await Promise.all(
      emails.map((email) =>
        payload.create({
          collection: 'users',
          data: { email, name: 'Crew', role: 'staff' } as never,
          user: admin,
          overrideAccess: false,
        }),
      ),
    )
    const tokens = new Set<string>()
    for (const email of emails) {
      const mails = await mailTo(email)
      expect(mails, email).toHaveLength(1)
      tokens.add(tokenOf(mails[0].html ?? '').token)
    }
    expect(tokens.size).toBe(30)
  })
})
