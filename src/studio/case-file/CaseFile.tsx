import { DefaultEditView, Gutter, SetDocumentStepNav } from '@payloadcms/ui'
import type { DocumentViewServerProps } from 'payload'

import { LeadVisits } from '@/features/booking/admin/LeadVisits'
import { TranscriptList } from '@/features/chat/admin/TranscriptList'
import '@/styles/desk.css'
import { AddNote } from '@/features/leads/desk/AddNote'
import { StatusSelect } from '@/features/leads/desk/StatusSelect'
import { PRICING, type ServiceType } from '@/features/estimate/pricing'
import {
  capitalize,
  EMAIL_STATE_LABELS,
  formatDollars,
  isOverdue,
  SOURCE_LABELS,
  type LeadSource,
} from '@/features/leads/domain'
import { kindLabel } from '@/features/outbox/kinds'
import { ReviewRequests } from '@/features/reviews/admin/ReviewRequests'
import { LeadTexts } from '@/features/texts/admin/LeadTexts'
import { formatWhen } from '@/lib/time/colorado'
import type { Lead, LeadFile } from '@/payload-types'
import { smsHref, telHref } from '@/utilities/phone'

const SLOTS = [
  'BeforeDocumentControls',
  'Description',
  'EditMenuItems',
  'LivePreview',
  'PreviewButton',
  'PublishButton',
  'SaveButton',
  'SaveDraftButton',
  'Status',
  'UnpublishButton',
  'Upload',
  'UploadControls',
] as const

/**
 * A lead as staff work it: who and how to reach them, what they asked and what it would cost, the
 * conversation, their photos and videos, the e-mails and texts sent (and "On my way"), and the
 * history with a note box. The status changes here too. The form is the "Edit details" tab; a new
 * lead (one that came in by phone) is entered in the form directly.
 */
export async function CaseFile(props: DocumentViewServerProps) {
  const { doc, initPageResult } = props
  if (!doc?.id) {
    const slots = Object.fromEntries(SLOTS.map((key) => [key, props[key]]))
    return (
      <DefaultEditView
        {...slots}
        documentSubViewType={props.documentSubViewType}
        formState={props.formState}
        viewType={props.viewType}
      />
    )
  }
  const { req } = initPageResult
  const lead = await req.payload.findByID({
    collection: 'leads',
    id: doc.id as number,
    depth: 1,
    overrideAccess: false,
    user: req.user,
    req,
  })
  // The same homeowner's other requests, or someone else who typed their e-mail: staff tell. A
  // lead without an e-mail (a caller who gave a phone) has none to share.
  const { docs: sameEmail } = lead.email
    ? await req.payload.find({
        collection: 'leads',
        where: { and: [{ email: { equals: lead.email } }, { id: { not_equals: lead.id } }] },
        sort: '-createdAt',
        limit: 20,
        depth: 0,
        select: { name: true, source: true, createdAt: true },
        overrideAccess: false,
        user: req.user,
        req,
      })
    : { docs: [] }
  return (
    <Gutter className="lead-desk__case">
      {/* "Leads / <name>" with the logo home, as Payload's own edit view sets it: the case file
          is the lead's first view, after a reload and right after a lead is created. */}
      <SetDocumentStepNav
        collectionSlug="leads"
        id={lead.id}
        pluralLabel="Leads"
        useAsTitle="name"
      />
      <div className="lead-desk__grid">
        <div className="lead-desk__main">
          <Contact lead={lead} sameEmail={sameEmail} />
          <Project lead={lead} />
          <Section title="Conversation">
            <TranscriptList value={lead.transcript} />
          </Section>
          <Files files={(lead.media ?? []).filter(isFile)} />
        </div>
        <aside className="lead-desk__side" aria-label="Follow-up">
          <Section title="Status">
            <StatusSelect id={lead.id} name={lead.name} status={lead.status} refresh />
            <p className="lead-desk__muted">
              {SOURCE_LABELS[lead.source as LeadSource] ?? lead.source} · came in{' '}
              {formatWhen(lead.createdAt)}
            </p>
            <RespondBy lead={lead} />
          </Section>
          <LeadVisits lead={lead} req={req} />
          <ReviewRequests lead={lead} req={req} />
          <History lead={lead} />
          <Emails lead={lead} />
          <LeadTexts lead={lead} req={req} />
        </aside>
      </div>
    </Gutter>
  )
}

/** The 24-48 hour promise on the case file: when the lead is due, or when it was answered. */
function RespondBy({ lead }: { lead: Lead }) {
  if (!lead.respondBy) return null
  if (lead.respondedAt) {
    const late = Date.parse(lead.respondedAt) > Date.parse(lead.respondBy)
    return (
      <p className="lead-desk__muted" data-respond="met">
        Answered {formatWhen(lead.respondedAt)}
        {late ? ` (due ${formatWhen(lead.respondBy)})` : ''}
      </p>
    )
  }
  const overdue = isOverdue(lead)
  return (
    <p
      className={overdue ? 'lead-desk__overdue' : undefined}
      data-respond={overdue ? 'overdue' : 'due'}
    >
      {overdue ? 'Overdue: was due' : 'Respond by'} {formatWhen(lead.respondBy)}
    </p>
  )
}

const isFile = (value: number | LeadFile): value is LeadFile => typeof value === 'object'

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="lead-desk__section" aria-label={title}>
      <h2 className="lead-desk__heading">{title}</h2>
      {children}
    </section>
  )
}

type Related = Pick<Lead, 'id' | 'name' | 'source' | 'createdAt'>

function Contact({ lead, sameEmail }: { lead: Lead; sameEmail: Related[] }) {
  return (
    <Section title="Contact">
      <p className="lead-desk__name">{lead.name}</p>
      {lead.location && <p>{lead.location}</p>}
      {sameEmail.length > 0 && (
        <ul className="lead-desk__related" aria-label="Leads with the same e-mail">
          {sameEmail.map((other) => (
            <li key={other.id}>
              <a href={`/admin/collections/leads/${other.id}`}>Same e-mail as lead #{other.id}</a>{' '}
              <span className="lead-desk__muted">
                {other.name} · {SOURCE_LABELS[other.source as LeadSource] ?? other.source} ·{' '}
                {formatWhen(other.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="lead-desk__actions">
        {lead.phone ? (
          <>
            <a className="lead-desk__action" href={telHref(lead.phone)}>
              Call {lead.phone}
            </a>
            <a className="lead-desk__action" href={smsHref(lead.phone)}>
              Text
            </a>
          </>
        ) : null}
        {lead.email ? (
          <a className="lead-desk__action" href={`mailto:${lead.email}`}>
            E-mail {lead.email}
          </a>
        ) : null}
      </div>
      {!lead.phone || !lead.email ? (
        <p className="lead-desk__muted" data-contact-missing>
          {lead.email
            ? 'No phone number.'
            : 'No e-mail address: no e-mails go to them, and the history says which were not sent.'}
        </p>
      ) : null}
    </Section>
  )
}

function Project({ lead }: { lead: Lead }) {
  const service = lead.serviceType ? PRICING[lead.serviceType as ServiceType]?.label : null
  const facts: [string, string | null | undefined][] = [
    ['Service', service],
    ['Work', lead.workType ? capitalize(lead.workType) : null],
    ['Square footage', lead.squareFootage ? lead.squareFootage.toLocaleString('en-US') : null],
    ['Property age', lead.propertyAge],
  ]
  return (
    <Section title="Project and estimate">
      <dl className="lead-desk__facts">
        <div>
          <dt>Estimate</dt>
          <dd className="lead-desk__money">{formatDollars(lead.estimate)}</dd>
        </div>
        <div>
          <dt>Assistant estimate</dt>
          <dd className="lead-desk__money">{formatDollars(lead.aiEstimate)}</dd>
        </div>
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {lead.description && <p className="lead-desk__text">{lead.description}</p>}
      {lead.inspectionReport && (
        <details>
          <summary>The assistant’s inspection report</summary>
          <p className="lead-desk__text">{lead.inspectionReport}</p>
        </details>
      )}
    </Section>
  )
}

function Files({ files }: { files: LeadFile[] }) {
  return (
    <Section title={`Photos and videos (${files.length})`}>
      {files.length === 0 ? (
        <p className="lead-desk__muted">None sent.</p>
      ) : (
        <ul className="lead-desk__files">
          {files.map((file) => (
            <li key={file.id}>
              {file.kind === 'video' ? (
                // Videos play in place; Payload's file route serves them to staff only.
                <video controls preload="metadata" src={file.url ?? undefined}>
                  <a href={file.url ?? undefined}>{file.originalName ?? file.filename}</a>
                </video>
              ) : (
                <a href={file.url ?? undefined} target="_blank" rel="noopener">
                  {/* eslint-disable-next-line @next/next/no-img-element -- private files, served by Payload's access-checked route */}
                  <img
                    src={file.sizes?.thumbnail?.url ?? file.url ?? undefined}
                    alt={file.alt || file.originalName || 'A photo the homeowner sent'}
                    width={200}
                    height={150}
                    loading="lazy"
                  />
                </a>
              )}
              <span className="lead-desk__muted">{file.originalName ?? file.filename}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}

function History({ lead }: { lead: Lead }) {
  const entries = [...(lead.notes ?? [])].reverse()
  return (
    <Section title="History">
      <AddNote id={lead.id} />
      {entries.length === 0 ? (
        <p className="lead-desk__muted">No notes yet.</p>
      ) : (
        <ol className="lead-desk__history" aria-label="Notes and status changes, newest first">
          {entries.map((entry, index) => (
            <li key={entry.id ?? index} data-kind={entry.kind}>
              <div className="lead-desk__muted">
                {entry.authorName ?? 'Site'} · {formatWhen(entry.at)}
              </div>
              {entry.kind === 'status' ? (
                <p>
                  Status: {capitalize(entry.from ?? 'new')} → {capitalize(entry.to ?? 'new')}
                </p>
              ) : (
                <p className="lead-desk__text">{entry.note}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </Section>
  )
}

type Email = NonNullable<Lead['emails']>[number]

/** When an e-mail was sent, or else queued: the list's order. */
const momentOf = (email: Email) => Date.parse(email.sentAt ?? email.at ?? '') || 0

/** An e-mail's state in the owner's words: one sent while e-mail is not set up is in the Outbox. */
const stateWords = (email: Email) =>
  email.state === 'sent' && email.via === 'outbox'
    ? 'Kept in the Outbox (sending e-mail is not set up)'
    : EMAIL_STATE_LABELS[email.state ?? 'queued']

/**
 * Every e-mail sent about the lead (the lead's `emails`, where each sender records it: the
 * request's own, the reminders, the visit's, the review request), newest first, each with what it
 * is, to whom, and its state. The texts have their own list, after it (features/texts).
 */
function Emails({ lead }: { lead: Lead }) {
  const emails = (lead.emails ?? [])
    .map((email, index) => ({ email, index }))
    .sort((a, b) => momentOf(b.email) - momentOf(a.email) || b.index - a.index)
    .map(({ email }) => email)
  return (
    <Section title="E-mails">
      {emails.length === 0 ? (
        <p className="lead-desk__muted">None.</p>
      ) : (
        <ul className="lead-desk__emails" aria-label="E-mails about this lead">
          {emails.map((email, index) => (
            <li key={email.id ?? index}>
              <strong>{kindLabel(email.kind)}</strong>
              <span data-state={email.state}>{stateWords(email)}</span>
              <span className="lead-desk__muted">
                {email.to}
                {email.sentAt
                  ? ` · sent ${formatWhen(email.sentAt)}`
                  : email.at
                    ? ` · queued ${formatWhen(email.at)}`
                    : ''}
                {email.attempts && email.attempts > 1 ? ` · ${email.attempts} attempts` : ''}
              </span>
              {email.lastError && email.state !== 'sent' && (
                <span className="lead-desk__error">{email.lastError}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
