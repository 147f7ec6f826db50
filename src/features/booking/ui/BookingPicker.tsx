'use client'

import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'

import { visitPagePath } from '@/features/booking/paths'
import type { Slot } from '@/features/booking/slots'
import { slotsByDay, timeLabel } from '@/features/booking/ui/WindowChoices'
import { TextMeTick } from '@/features/texts/ui/TextMeTick'

export type PickerProps = {
  /** The home's place, when the page knows it (the estimate's location, the chat's town). */
  place?: string
  /** The homeowner's details, when the page has them (the estimate, the chat). */
  contact?: { name: string; email: string; phone: string; address?: string }
  /** The signed reference of the lead the page just stored. */
  lead?: string
}

type Booked = { start: string; end: string; label: string; place: string; manage: string }
type Answer = {
  error?: string
  slots?: Slot[]
  booking?: Booked
  place?: string
  lead?: string
  issues?: Record<string, string[]>
}

const input =
  'mt-1 block w-full rounded-md border border-charcoal-900/40 bg-white px-3 py-2 text-base text-charcoal-900 focus-ring-light'

/** The details asked for when the page does not have them: [name, label, autocomplete, type]. */
const FIELDS = [
  ['name', 'Your name', 'name', 'text'],
  ['email', 'E-mail', 'email', 'email'],
  ['phone', 'Phone', 'tel', 'tel'],
] as const

/**
 * The picker's forms send no submit event: it may sit inside a page's own form (the estimate's
 * thank-you is in the estimate form), where a nested form's submit went to the address bar. Their
 * buttons act on a click, and Enter in a field does what the button does.
 */
const noSubmit = (event: FormEvent) => {
  event.preventDefault()
  event.stopPropagation()
}
const onEnter = (event: KeyboardEvent<HTMLFormElement>, act: () => void) => {
  if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return
  event.preventDefault()
  act()
}

async function call(url: string, init?: RequestInit): Promise<{ status: number; body: Answer }> {
  try {
    const response = await fetch(url, {
      ...init,
      headers: { Accept: 'application/json', ...init?.headers },
    })
    return { status: response.status, body: (await response.json().catch(() => ({}))) as Answer }
  } catch {
    return { status: 0, body: { error: 'No connection. Check it, then try again.' } }
  }
}

/**
 * The open arrival windows for the homeowner's place, grouped by day, right under the place box.
 * A press on a window chooses it (nothing is booked by a stray tap); the next step names it in
 * words, asks for what the page does not know (the street address at least) and books it with
 * "Book this visit". A window taken meanwhile: the answer's windows replace the list, the reason
 * is said, and the choice is open again. Loaded only when opened (BookInspection).
 */
export default function BookingPicker({
  place: knownPlace,
  contact,
  lead: knownLead,
}: PickerProps) {
  const id = useId()
  const [place, setPlace] = useState(knownPlace ?? '')
  const [found, setFound] = useState<{ place: string; slots: Slot[] } | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [chosen, setChosen] = useState<Slot | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [booked, setBooked] = useState<Booked | null>(null)
  const [lead, setLead] = useState(knownLead)
  // The phone's message (the texts' tick needs a number they can reach), shown under it.
  const [phoneIssue, setPhoneIssue] = useState<string | null>(null)
  const status = useRef<HTMLParagraphElement>(null)
  const list = useRef<HTMLDivElement>(null)
  const question = useRef<HTMLParagraphElement>(null)
  const where = useRef<HTMLFormElement>(null)
  const details = useRef<HTMLFormElement>(null)

  const look = async (where: string) => {
    setBusy(true)
    setMessage(null)
    const { status: code, body } = await call(
      `/api/booking/slots?place=${encodeURIComponent(where)}`,
    )
    setBusy(false)
    if (code === 200 && body.slots) {
      setFound({ place: body.place ?? where, slots: body.slots })
      setChosen(null)
      setConfirming(false)
    } else setMessage(body.error ?? 'We could not look up the times. Please try again, or call us.')
  }

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (knownPlace) void look(knownPlace)
    // Once, for the place the page gave.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // The times show where the press was made: brought into view when they come.
  useEffect(() => {
    if (found) list.current?.scrollIntoView({ block: 'nearest' })
  }, [found])

  // The step's question when a window is chosen; the chosen window again when another is picked.
  useEffect(() => {
    if (confirming) question.current?.focus()
    else list.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus()
  }, [confirming])

  useEffect(() => {
    if (booked || message) status.current?.focus()
  }, [booked, message])

  const choose = (slot: Slot) => {
    setChosen(slot)
    setConfirming(true)
    setMessage(null)
  }

  const findTimes = () => {
    if (!busy && where.current?.reportValidity()) void look(place)
  }

  const book = async () => {
    const form = details.current
    if (!chosen || busy || !form?.reportValidity()) return
    const fields = Object.fromEntries(new FormData(form))
    setBusy(true)
    setMessage(null)
    const { status: code, body } = await call('/api/booking', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...contact, ...fields, place, start: chosen.start, lead }),
    })
    setBusy(false)
    setPhoneIssue(contact ? null : (body.issues?.phone?.[0] ?? null))
    if (code === 201 && body.booking) return setBooked(body.booking)
    if (body.lead) setLead(body.lead)
    if (body.slots && found) {
      // Refused with the windows still open: those, to choose again.
      setFound({ ...found, slots: body.slots })
      setChosen(null)
      setConfirming(false)
    }
    setMessage(body.error ?? 'We could not book the visit. Please try again, or call us.')
  }

  if (booked) {
    return (
      <div className="rounded-lg bg-cream-50 p-4" data-testid="booking-done">
        <p ref={status} tabIndex={-1} role="status" className="text-lg font-semibold">
          Booked: we arrive {booked.label}.
        </p>
        <p className="mt-1">
          An e-mail with the details and a calendar file is on its way.{' '}
          <a href={visitPagePath(booked.manage)} className="text-cedar-600 underline">
            Move or cancel it
          </a>
        </p>
      </div>
    )
  }

  return (
    <div
      className="space-y-4 rounded-lg bg-white p-4 shadow-sm"
      data-testid="booking-picker"
      data-booking-picker
    >
      <form
        ref={where}
        className="flex flex-wrap items-end gap-2"
        onSubmit={noSubmit}
        onKeyDown={(event) => onEnter(event, findTimes)}
      >
        <label htmlFor={`${id}-place`} className="w-full font-semibold">
          Where is the home? Your town or county
        </label>
        <input
          id={`${id}-place`}
          className={`${input} mt-0 max-w-xl min-w-0 flex-[1_1_16rem]`}
          value={place}
          onChange={(event) => setPlace(event.target.value)}
          required
          maxLength={120}
          autoComplete="address-level2"
        />
        <button
          type="button"
          className="outline-button focus-ring-light"
          disabled={busy}
          onClick={findTimes}
        >
          See the open times
        </button>
      </form>
      <div ref={list} className="scroll-mt-4 space-y-3" aria-busy={busy}>
        <p
          ref={status}
          tabIndex={-1}
          role={message ? 'alert' : undefined}
          className="rounded-md bg-red-50 p-3 font-medium text-red-800 empty:hidden"
        >
          {message}
        </p>
        {busy && !found ? <p role="status">Finding the open times…</p> : null}
        {found ? (
          <div hidden={confirming}>
            <p className="font-semibold">
              Open arrival windows in {found.place}, Colorado time. Choose one, then confirm it.
            </p>
            {found.slots.length === 0 ? (
              <p>Every time is taken for the next weeks. Please call us and we will find one.</p>
            ) : (
              slotsByDay(found.slots).map(([day, slots]) => (
                <section key={day} aria-label={day} className="mt-3">
                  <h3 className="font-semibold">{day}</h3>
                  <ul className="mt-1 flex flex-wrap gap-2">
                    {slots.map((slot) => (
                      <li key={slot.start}>
                        <button
                          type="button"
                          className="min-h-11 rounded-md border border-charcoal-900/30 px-3 hover:bg-cream-50 focus-ring-light aria-pressed:border-forest-900 aria-pressed:bg-cream-50 aria-pressed:font-semibold"
                          disabled={busy}
                          aria-pressed={chosen?.start === slot.start}
                          aria-label={slot.label}
                          onClick={() => choose(slot)}
                        >
                          {timeLabel(slot)}
                        </button>
                      </li>
                    ))}
                  </ul>
                </section>
              ))
            )}
          </div>
        ) : null}
        {/* Kept while another time is picked: what was typed stays. */}
        <form
          ref={details}
          hidden={!confirming || !chosen}
          className="space-y-3"
          onSubmit={noSubmit}
          onKeyDown={(event) => onEnter(event, () => void book())}
        >
          <p ref={question} tabIndex={-1} className="scroll-mt-4 text-lg font-semibold">
            {chosen ? `Book ${chosen.label}?` : null}
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            {contact
              ? null
              : FIELDS.map(([name, label, autoComplete, type]) => (
                  <div key={name}>
                    <label className="font-semibold">
                      {label}
                      <input
                        name={name}
                        type={type}
                        autoComplete={autoComplete}
                        className={input}
                        required
                        aria-invalid={name === 'phone' && phoneIssue ? true : undefined}
                        aria-describedby={
                          name === 'phone' && phoneIssue ? `${id}-phone-problem` : undefined
                        }
                      />
                    </label>
                    {name === 'phone' && phoneIssue ? (
                      <p id={`${id}-phone-problem`} className="mt-1 font-medium text-red-800">
                        {phoneIssue}
                      </p>
                    ) : null}
                  </div>
                ))}
            {contact?.address ? null : (
              <label className="font-semibold sm:col-span-2">
                Street address
                <input
                  name="address"
                  autoComplete="street-address"
                  placeholder="123 Elk Ridge Rd"
                  maxLength={160}
                  className={input}
                  required
                />
              </label>
            )}
            <TextMeTick id={`${id}-textMe`} className="sm:col-span-2" />
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="cta-button focus-ring-light"
              disabled={busy}
              onClick={() => void book()}
            >
              Book this visit
            </button>
            <button
              type="button"
              className="outline-button focus-ring-light"
              disabled={busy}
              onClick={() => {
                setConfirming(false)
                setMessage(null)
              }}
            >
              Pick another time
            </button>
          </div>
        </form>
      </div>
    </div>
  )
}
