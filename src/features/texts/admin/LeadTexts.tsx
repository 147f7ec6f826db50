import type { PayloadRequest } from 'payload'

import { OnMyWay } from '@/features/texts/admin/OnMyWay'
import {
  formatE164,
  TEXT_KIND_LABELS,
  TEXT_STATE_LABELS,
  type TextKind,
  type TextState,
} from '@/features/texts/schema'
import { onMyWayToday } from '@/features/texts/server/onMyWay'
import { formatWhen } from '@/lib/time/colorado'
import type { Lead, Text } from '@/payload-types'

const LIST_LIMIT = 50

/** When a text happened: delivered, sent, or stored (queued, received). */
const momentOf = (text: Text) => text.deliveredAt ?? text.sentAt ?? text.createdAt

/**
 * The case file's texts: "On my way" for a homeowner who asked for texts (or that they did not),
 * then every text to and from the lead, newest first: which way, what it is, the number, when
 * (Colorado's clock), its state (a failure with its reason), and a reply's words.
 */
export async function LeadTexts({ lead, req }: { lead: Lead; req: PayloadRequest }) {
  const consent = Boolean(lead.textConsent?.at && lead.textConsent.number)
  const [{ docs: texts, totalDocs }, today] = await Promise.all([
    req.payload.find({
      collection: 'texts',
      where: { lead: { equals: lead.id } },
      sort: '-createdAt',
      limit: LIST_LIMIT,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    }),
    consent ? onMyWayToday(req.payload, lead, new Date(), req) : null,
  ])
  return (
    <section className="lead-desk__section" aria-label="Texts" data-lead-texts>
      <h2 className="lead-desk__heading">Texts</h2>
      {consent ? (
        <>
          <p className="lead-desk__muted">
            The homeowner asked for texts at {formatE164(lead.textConsent!.number!)}.
          </p>
          <OnMyWay lead={lead.id} sentAt={today?.at ?? null} />
        </>
      ) : (
        <p data-texts="no-consent">The homeowner has not asked for texts.</p>
      )}
      {texts.length === 0 ? (
        <p className="lead-desk__muted">No texts yet.</p>
      ) : (
        <ul className="lead-desk__emails" aria-label="Texts to and from this lead, newest first">
          {texts.map((text) => (
            <li key={text.id} data-text-kind={text.kind} data-direction={text.direction}>
              <strong>
                {text.direction === 'in' ? 'Received: ' : ''}
                {TEXT_KIND_LABELS[text.kind as TextKind] ?? text.kind}
              </strong>
              <span data-state={text.state}>
                {TEXT_STATE_LABELS[text.state as TextState] ?? text.state}
              </span>
              <span className="lead-desk__muted">
                {text.direction === 'in'
                  ? `from ${formatE164(text.from ?? text.to)}`
                  : `to ${formatE164(text.to)}`}{' '}
                · {formatWhen(momentOf(text))}
              </span>
              {text.direction === 'in' ? <p className="lead-desk__text">{text.body}</p> : null}
              {text.reason && (text.state === 'failed' || text.state === 'cancelled') ? (
                <span className="lead-desk__error">{text.reason}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {totalDocs > texts.length ? (
        <a href={`/admin/collections/texts?where[lead][equals]=${lead.id}`}>
          All {totalDocs} texts
        </a>
      ) : null}
    </section>
  )
}
