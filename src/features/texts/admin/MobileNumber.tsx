'use client'

import { Button, useAuth, useDocumentInfo, useField, useFormFields } from '@payloadcms/ui'
import { useRef, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react'

import { postJson } from '@/features/texts/admin/api'
import { CODE_MINUTES, formatE164, MOBILE_PATHS, toE164 } from '@/features/texts/schema'

import '@/features/texts/admin/texts.css'

type Mode = 'idle' | 'number' | 'code'

/**
 * "Mobile number for text alerts", on one's own account page (`/admin/account`): the number typed,
 * a code texted to it, the code typed back; then the number, confirmed, with Change and Remove.
 * Each step through the users' endpoints (../server/mobile.ts), which act on the signed-in account
 * only and never answer the code. Nothing here is part of the page's own form: Enter in a box does
 * this panel's step, not the page's Save. On another user's page (an admin's view): their
 * confirmed number, read only.
 */
export function MobileNumber() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const { value } = useField<string | null>({ path: 'mobile' })
  if (id === undefined || !user) return null
  if (String(user.id) === String(id)) return <OwnNumber confirmed={value ?? null} />
  return (
    <div className="field-type mobile-number" data-testid="mobile-number">
      <h3>Mobile number for text alerts</h3>
      <p>{value ? `${formatE164(value)}, confirmed` : 'None confirmed.'}</p>
    </div>
  )
}

const GENERAL = 'Something went wrong. Check your connection and try again.'

function OwnNumber({ confirmed }: { confirmed: string | null }) {
  const dispatch = useFormFields(([, dispatchFields]) => dispatchFields)
  const [mode, setMode] = useState<Mode>(confirmed ? 'idle' : 'number')
  const [number, setNumber] = useState('')
  const [code, setCode] = useState('')
  const [sentTo, setSentTo] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [status, setStatus] = useState('')
  const [busy, setBusy] = useState(false)
  const sending = useRef(false)

  /** One step at a time: a second press while one is under way does nothing. */
  const perform = (work: () => Promise<void>) => {
    if (sending.current) return
    sending.current = true
    setBusy(true)
    work()
      .catch(() => setProblem(GENERAL))
      .finally(() => {
        sending.current = false
        setBusy(false)
      })
  }

  /** The page's field says the server's number at once (nothing is left to save). */
  const showNumber = (mobile: string | null) =>
    dispatch({ type: 'UPDATE', path: 'mobile', value: mobile, initialValue: mobile })

  const sendCode = () =>
    perform(async () => {
      if (!toE164(number)) {
        setProblem('Enter a US or Canadian mobile number with its area code, like 970-555-0142.')
        return
      }
      const answer = await postJson<{ number: string }>(`/users${MOBILE_PATHS.sendCode}`, {
        number,
      })
      if (!answer.ok) return setProblem(answer.message)
      setProblem(null)
      setSentTo(answer.body.number)
      setCode('')
      setMode('code')
      setStatus(`We texted a code to ${answer.body.number}. It works for ${CODE_MINUTES} minutes.`)
    })

  const confirm = () =>
    perform(async () => {
      if (!/^\d{6}$/.test(code.replace(/\s+/g, ''))) {
        setProblem('Type the 6-digit code from the text.')
        return
      }
      const answer = await postJson<{ mobile: string; number: string }>(
        `/users${MOBILE_PATHS.confirm}`,
        { code },
      )
      if (!answer.ok) return setProblem(answer.message)
      setProblem(null)
      showNumber(answer.body.mobile)
      setMode('idle')
      setStatus(`${answer.body.number} is confirmed: text alerts go to it.`)
    })

  const remove = () =>
    perform(async () => {
      const answer = await postJson(`/users${MOBILE_PATHS.remove}`)
      if (!answer.ok) return setProblem(answer.message)
      setProblem(null)
      showNumber(null)
      setNumber('')
      setMode('number')
      setStatus('Your mobile number is removed: no text alerts go to you.')
    })

  const show = (next: Mode) => () => {
    setProblem(null)
    setStatus('')
    setMode(next)
  }

  return (
    <div className="field-type mobile-number" data-testid="mobile-number" data-mode={mode}>
      <h3>Mobile number for text alerts</h3>
      {problem ? (
        <p className="mobile-number__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <p className="mobile-number__status" role="status" aria-live="polite">
        {status}
      </p>
      {mode === 'idle' && confirmed ? (
        <>
          <p data-testid="mobile-confirmed">{formatE164(confirmed)}, confirmed</p>
          <div className="mobile-number__actions">
            <Action label="Change" onClick={show('number')} busy={busy} secondary />
            <Action label="Remove" onClick={remove} busy={busy} secondary />
          </div>
        </>
      ) : mode === 'code' ? (
        <>
          <Box
            id="mobile-code"
            label="The 6-digit code from the text"
            value={code}
            onChange={setCode}
            onEnter={confirm}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
          />
          <div className="mobile-number__actions">
            <Action label="Confirm" onClick={confirm} busy={busy} />
            <Action label="Send a new code" onClick={sendCode} busy={busy} secondary />
            <Action label="Use another number" onClick={show('number')} busy={busy} secondary />
          </div>
          <p className="lead-desk__muted">Sent to {sentTo}.</p>
        </>
      ) : (
        <>
          <p>
            Get a text when a lead comes in, a visit is booked or a homeowner replies. We text a
            code to confirm the number first.
          </p>
          <Box
            id="mobile-number"
            label="Your mobile number"
            value={number}
            onChange={setNumber}
            onEnter={sendCode}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
          <div className="mobile-number__actions">
            <Action label="Send code" onClick={sendCode} busy={busy} />
            {confirmed ? (
              <Action label="Cancel" onClick={show('idle')} busy={busy} secondary />
            ) : null}
          </div>
        </>
      )}
    </div>
  )
}

function Box({
  id,
  label,
  value,
  onChange,
  onEnter,
  ...input
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  onEnter: () => void
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    onEnter()
  }
  return (
    <div className="field-type text mobile-number__field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-type__wrap">
        <input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          {...input}
        />
      </div>
    </div>
  )
}

function Action({
  label,
  onClick,
  busy,
  secondary,
}: {
  label: string
  onClick: () => void
  busy: boolean
  secondary?: boolean
}) {
  return (
    <Button
      buttonStyle={secondary ? 'secondary' : 'primary'}
      size="medium"
      margin={false}
      disabled={busy}
      onClick={onClick}
    >
      {label}
    </Button>
  )
}
