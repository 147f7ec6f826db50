import Link from 'next/link'

import { PageHero } from '@/components/PageHero'
import { ctaButtonLight } from '@/components/ui/styles'
import {
  EMAIL_UNDO_VALID_DAYS,
  isUndoProblem,
  undoEmailChangePath,
} from '@/features/staff/emailChange'
import { openUndoLink } from '@/features/staff/server/emailUndo'
import { getPayloadClient } from '@/lib/payload/client'
import { formatMountainTime } from '@/lib/time/colorado'

const FAILED =
  'The change could not be undone: the old address may now belong to another account. Ask an admin of the studio to put it back.'

/**
 * /undo-email-change/<token> (features/staff/emailChange.ts), from the notice an account's old
 * address got when the address changed: what changed and what undoing does, and one button that
 * posts the form to the users' `/undo-email-change` endpoint (./server/emailUndo.ts). Opening the
 * page changes nothing (mail scanners open links). A link that no longer works says so, and what
 * to do instead.
 */
export async function UndoEmailChangePage({ token, problem }: { token: string; problem?: string }) {
  const payload = await getPayloadClient()
  const [opened, settings] = await Promise.all([
    // After a refused press the link is not offered again, even while the press that won is
    // still putting the address back.
    isUndoProblem(problem) ? null : openUndoLink(payload, token),
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
  ])
  const crumbs = [{ name: 'Undo a change of e-mail address', path: undoEmailChangePath(token) }]
  if (!opened) {
    return (
      <>
        <PageHero title="This link no longer works" crumbs={crumbs} />
        <div className="mx-auto max-w-2xl space-y-4 px-4 py-8" data-problem={problem ?? 'expired'}>
          <p role="alert">
            {problem === 'failed'
              ? FAILED
              : `A link to undo a change of e-mail address works once, for ${EMAIL_UNDO_VALID_DAYS} days, and only while the account still has the address the change gave it. This one was used, has expired, or the change was undone already.`}
          </p>
          <p>
            If your account was changed without you and you cannot sign in, ask an admin of the{' '}
            {settings.businessName} studio. If you can, <Link href="/admin">sign in</Link> and check
            your account.
          </p>
        </div>
      </>
    )
  }
  const { link, user } = opened
  return (
    <>
      <PageHero
        title="Undo the change of e-mail address"
        intro={`For the account of ${user.name} in the ${settings.businessName} studio, where the site is run.`}
        crumbs={crumbs}
      />
      <div className="mx-auto max-w-xl space-y-5 px-4 py-8" data-form-page>
        <p>
          On {formatMountainTime(link.at)}, the account’s e-mail address was changed from{' '}
          <strong>{link.from}</strong> to <strong>{user.email}</strong>. If this wasn’t you, or you
          did not ask for it, undo it here. Undoing:
        </p>
        <ul className="list-disc space-y-1 pl-6">
          <li>
            makes <strong>{link.from}</strong> the account’s address again;
          </li>
          <li>signs the account out everywhere;</li>
          <li>
            and, since whoever changed the address knew the password, takes you straight on to
            choose a new one (the old password no longer works).
          </li>
        </ul>
        <form
          action="/api/users/undo-email-change"
          method="post"
          className="rounded-lg bg-white p-5 shadow-sm sm:p-6"
        >
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={`${ctaButtonLight} w-full sm:w-auto`}>
            Undo the change
          </button>
        </form>
        <p className="text-sm text-charcoal-700">
          If you made the change yourself, close this page: nothing changes. The link works once,
          until {formatMountainTime(link.expiresAt)}.
        </p>
      </div>
    </>
  )
}
