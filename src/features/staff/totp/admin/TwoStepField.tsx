'use client'

import { Button, useAuth, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

import { usersApi } from '@/features/staff/totp/admin/api'
import { Problem, RecoveryCodes, SetupCard, TextField } from '@/features/staff/totp/admin/parts'
import {
  ENABLED_FIELD,
  TWO_STEP_PATHS,
  type TwoStepSetup,
  type TwoStepStatus,
} from '@/features/staff/totp/words'

type Mode = 'idle' | 'setup' | 'codes' | 'newCodes' | 'disable'

/**
 * "Two-step sign-in", on one's own account page (`/admin/account`; a `ui` field of the users,
 * features/staff/totp/fields.ts): set it up with a QR code, the current password and a first code,
 * then the ten recovery codes shown once; new recovery codes for a code; turned off with the
 * password and a code. Each through the users' endpoints (../server/endpoints.ts), which keep the
 * setup's secret on the server until it is confirmed. Nothing here is part of the page's own form:
 * its inputs have no names, and Enter in them does this panel's action, not the page's Save.
 *
 * On someone else's account, for an admin, where it is on: a button that turns it off for them
 * (a lost phone and recovery codes).
 */
export function TwoStepField() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  if (id === undefined || !user) return null
  if (String(user.id) === String(id)) return <TwoStepPanel name={user.email ?? ''} />
  if ((user as { role?: unknown }).role === 'admin') return <TurnOffFor id={id} />
  return null
}

/** An admin, on another user's page: turns it off for them, once asked again. */
function TurnOffFor({ id }: { id: number | string }) {
  const enabled = useFormFields(([fields]) => fields[ENABLED_FIELD]?.value === true)
  const dispatch = useFormFields(([, dispatchFields]) => dispatchFields)
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  if (!enabled) return null
  const turnOff = async () => {
    if (busy) return
    setBusy(true)
    const answer = await usersApi(TWO_STEP_PATHS.turnOffFor, { user: id })
    setBusy(false)
    if (!answer.ok) return setProblem(answer.message)
    setProblem(null)
    setAsking(false)
    // The page's checkbox says it at once (the server has written it; nothing is left to save).
    dispatch({ type: 'UPDATE', path: ENABLED_FIELD, value: false, initialValue: false })
  }
  return (
    <div className="two-step__panel" data-testid="two-step-for">
      <h3>Two-step sign-in</h3>
      <Problem message={problem} />
      {asking ? (
        <>
          <p>
            They will sign in with their password alone (or set it up again as they sign in, where
            admins must use it). Turn it off?
          </p>
          <div className="two-step__actions">
            <Action label="Yes, turn it off" onClick={turnOff} busy={busy} />
            <Action label="Cancel" onClick={() => setAsking(false)} busy={busy} secondary />
          </div>
        </>
      ) : (
        <>
          <p>On. If they lost their phone and their recovery codes, turn it off for them.</p>
          <div className="two-step__actions">
            <Action
              label="Turn off two-step sign-in for this user"
              onClick={() => setAsking(true)}
              busy={busy}
              secondary
            />
          </div>
        </>
      )}
    </div>
  )
}

function TwoStepPanel({ name }: { name: string }) {
  const [status, setStatus] = useState<TwoStepStatus | null>(null)
  const [mode, setMode] = useState<Mode>('idle')
  const [setup, setSetup] = useState<TwoStepSetup | null>(null)
  const [codes, setCodes] = useState<string[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const sending = useRef(false)
  const panel = useRef<HTMLDivElement>(null)

  const refresh = useCallback(async () => {
    const answer = await usersApi<TwoStepStatus>(TWO_STEP_PATHS.status)
    if (answer.ok) setStatus(answer.body)
    else setProblem(answer.message)
  }, [])

  useEffect(() => {
    // The status is the server's (the account's secret is never sent to the page).
    let live = true
    usersApi<TwoStepStatus>(TWO_STEP_PATHS.status).then((answer) => {
      if (!live) return
      if (answer.ok) setStatus(answer.body)
      else setProblem(answer.message)
    })
    return () => {
      live = false
    }
  }, [])

  /** The panel's typed values, by input id. */
  const value = (inputId: string) =>
    panel.current?.querySelector<HTMLInputElement>(`#${inputId}`)?.value ?? ''

  /** One action at a time: a second press while one is under way does nothing. */
  const perform = (work: () => Promise<void>) => {
    if (sending.current) return
    sending.current = true
    setBusy(true)
    work()
      .catch(() => setProblem('Something went wrong. Check your connection and try again.'))
      .finally(() => {
        sending.current = false
        setBusy(false)
      })
  }

  const begin = () =>
    perform(async () => {
      const answer = await usersApi<TwoStepSetup>(TWO_STEP_PATHS.setup, {})
      if (!answer.ok) return setProblem(answer.message)
      setProblem(null)
      setSetup(answer.body)
      setMode('setup')
    })

  const confirm = () =>
    perform(async () => {
      const answer = await usersApi<{ recoveryCodes: string[] }>(TWO_STEP_PATHS.confirm, {
        code: value('two-step-code'),
        password: value('two-step-password'),
      })
      if (!answer.ok) return setProblem(answer.message)
      setProblem(null)
      setSetup(null)
      setCodes(answer.body.recoveryCodes)
      setMode('codes')
      await refresh()
    })

  const newCodes = () =>
    perform(async () => {
      const answer = await usersApi<{ recoveryCodes: string[] }>(
        TWO_STEP_PATHS.recoveryCodes,
        secondStep(value('two-step-code')),
      )
      if (!answer.ok) return setProblem(answer.message)
      setProblem(null)
      setCodes(answer.body.recoveryCodes)
      setMode('codes')
      await refresh()
    })

  const disable = () =>
    perform(async () => {
      const answer = await usersApi(TWO_STEP_PATHS.disable, {
        password: value('two-step-password'),
        ...secondStep(value('two-step-code')),
      })
      if (!answer.ok) return setProblem(answer.message)
      setProblem(null)
      setMode('idle')
      await refresh()
    })

  const show = (next: Mode) => () => {
    setProblem(null)
    setMode(next)
  }

  let body: ReactNode = null
  if (mode === 'setup' && setup) {
    body = (
      <>
        <SetupCard setup={setup} />
        <div className="two-step__fields two-step__code-input">
          <CodeField onEnter={confirm} label="Then type the 6-digit code the app shows" />
          <PasswordField onEnter={confirm} />
        </div>
        <div className="two-step__actions">
          <Action label="Turn on" onClick={confirm} busy={busy} />
          <Action label="Cancel" onClick={show('idle')} busy={busy} secondary />
        </div>
      </>
    )
  } else if (mode === 'codes') {
    body = (
      <>
        <RecoveryCodes codes={codes} name={name} />
        <div className="two-step__actions">
          <Action label="Done" onClick={show('idle')} busy={busy} />
        </div>
      </>
    )
  } else if (mode === 'newCodes') {
    body = (
      <>
        <p>New codes replace the ones you have: those stop working.</p>
        <div className="two-step__fields two-step__code-input">
          <CodeField onEnter={newCodes} />
        </div>
        <div className="two-step__actions">
          <Action label="Make new recovery codes" onClick={newCodes} busy={busy} />
          <Action label="Cancel" onClick={show('idle')} busy={busy} secondary />
        </div>
      </>
    )
  } else if (mode === 'disable') {
    body = (
      <>
        <p>You will sign in with your password alone.</p>
        <div className="two-step__fields two-step__code-input">
          <PasswordField onEnter={disable} />
          <CodeField onEnter={disable} />
        </div>
        <div className="two-step__actions">
          <Action label="Turn off two-step sign-in" onClick={disable} busy={busy} />
          <Action label="Cancel" onClick={show('idle')} busy={busy} secondary />
        </div>
      </>
    )
  } else if (status?.enabled) {
    body = (
      <>
        <p>
          On: you sign in with your password and a code from your authenticator app.{' '}
          {status.recoveryCodesLeft} of 10 recovery codes left.
        </p>
        <div className="two-step__actions">
          <Action label="New recovery codes" onClick={show('newCodes')} busy={busy} secondary />
          {status.required ? null : (
            <Action label="Turn off" onClick={show('disable')} busy={busy} secondary />
          )}
        </div>
        {status.required ? <p>Admins must use it here, so it stays on.</p> : null}
      </>
    )
  } else if (status) {
    body = (
      <>
        <p>
          Off. With it on, signing in takes your password and a code from an app on your phone, so a
          stolen password alone does not open your account.
        </p>
        <div className="two-step__actions">
          <Action label="Set up two-step sign-in" onClick={begin} busy={busy} />
        </div>
      </>
    )
  }

  return (
    <div className="two-step__panel" ref={panel} data-testid="two-step" data-mode={mode}>
      <h3>Two-step sign-in</h3>
      <Problem message={problem} />
      {body}
    </div>
  )
}

/** Enter in a field: the panel's action, never the page's Save. */
const onEnterKey = (action: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== 'Enter') return
  event.preventDefault()
  action()
}

function CodeField({
  onEnter,
  label = 'Code from your authenticator app',
}: {
  onEnter: () => void
  label?: string
}) {
  return (
    <TextField
      id="two-step-code"
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      onKeyDown={onEnterKey(onEnter)}
      required
    />
  )
}

function PasswordField({ onEnter }: { onEnter: () => void }) {
  return (
    <TextField
      id="two-step-password"
      kind="password"
      label="Your password"
      type="password"
      autoComplete="current-password"
      onKeyDown={onEnterKey(onEnter)}
      required
    />
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

/** A code typed where either is taken: a recovery code is longer than the app's six digits. */
function secondStep(typed: string): { code: string } | { recoveryCode: string } {
  const digits = typed.replace(/[\s\-.]/g, '')
  return /^\d{6}$/.test(digits) ? { code: typed } : { recoveryCode: typed }
}
