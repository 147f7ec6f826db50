'use client'

import { Button, useAuth } from '@payloadcms/ui'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react'

import { subscribeNothing, usersApi } from '@/features/staff/totp/admin/api'
import { Problem, RecoveryCodes, SetupCard, TextField } from '@/features/staff/totp/admin/parts'
import {
  CODE_FIELD,
  CODE_NEEDED,
  RECOVERY_CODE_FIELD,
  SETUP_NEEDED,
  TWO_STEP_PATHS,
  type TwoStepSetup,
} from '@/features/staff/totp/words'

type Step = 'password' | 'code' | 'recovery' | 'setup' | 'saveCodes'

type SignedIn = { user?: unknown; exp?: number; token?: string }

/**
 * The studio's sign-in form (./LoginView.tsx): Payload's (the same fields, ids and labels, the
 * "Forgot password?" link, one Login button), then, for an account with two-step sign-in, its
 * code (or a recovery code), and for an admin who must use it and has none yet, its setup.
 *
 * One press counts, on a slow laptop or a phone: until the page's script runs the form does not
 * take the pointer (`data-form-ready`, src/app/(payload)/custom.scss) and its button is off, and
 * while a step is being sent a second press (or Enter) does nothing. The inputs keep what the
 * browser typed into them, read when the form is sent.
 */
export function LoginForm({
  redirect,
  forgotHref,
  note,
}: {
  redirect: string
  forgotHref: string
  note?: string
}) {
  const ready = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
  const [step, setStep] = useState<Step>('password')
  const [busy, setBusy] = useState(false)
  const sending = useRef(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [setup, setSetup] = useState<TwoStepSetup | null>(null)
  const [codes, setCodes] = useState<string[]>([])
  const credentials = useRef({ email: '', password: '' })
  const [email, setEmail] = useState('')
  const signedIn = useRef<SignedIn>({})
  const { setUser } = useAuth()
  const router = useRouter()

  /** Sends the form once; a press while a sending is under way does nothing. */
  const perform = (
    event: FormEvent,
    work: (form: FormData, element: HTMLFormElement) => Promise<boolean | void>,
  ) => {
    event.preventDefault()
    if (sending.current) return
    sending.current = true
    setBusy(true)
    const element = event.currentTarget as HTMLFormElement
    work(new FormData(element), element)
      .catch(() => {
        setProblem('Something went wrong. Check your connection and try again.')
        return false
      })
      .then((leaving) => {
        // Leaving for the studio: the form stays pressed until the next page is there.
        if (leaving === true) return
        sending.current = false
        setBusy(false)
      })
  }

  const enter = (body: SignedIn) => {
    setUser(body as Parameters<typeof setUser>[0])
    router.push(redirect)
    return true
  }

  /** A sign-in: the e-mail, the password and what the second step adds. */
  const signIn = async (extra: Record<string, string> = {}) => {
    const answer = await usersApi<SignedIn>('/login', { ...credentials.current, ...extra })
    if (answer.ok) return enter(answer.body)
    if (answer.twoStep === 'code') {
      setProblem(null)
      setStep('code')
    } else if (answer.twoStep === 'setup') {
      setProblem(null)
      setStep('setup')
      return startSetup()
    } else setProblem(answer.message)
    return false
  }

  const startSetup = async () => {
    const answer = await usersApi<TwoStepSetup>(TWO_STEP_PATHS.setup, credentials.current)
    if (!answer.ok) {
      setProblem(answer.message)
      return false
    }
    setSetup(answer.body)
    return false
  }

  const onPassword = (event: FormEvent) =>
    perform(event, async (form) => {
      credentials.current = {
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
      }
      setEmail(credentials.current.email)
      return signIn()
    })

  const onCode = (event: FormEvent) =>
    perform(event, async (form, element) => {
      const name = step === 'recovery' ? RECOVERY_CODE_FIELD : CODE_FIELD
      const entered = await signIn({ [name]: String(form.get(name) ?? '') })
      // A wrong code: the field empty again, for the next one.
      if (!entered) {
        element.reset()
        element.querySelector('input')?.focus()
      }
      return entered
    })

  const onConfirm = (event: FormEvent) =>
    perform(event, async (form) => {
      const answer = await usersApi<SignedIn & { recoveryCodes: string[] }>(
        TWO_STEP_PATHS.confirm,
        {
          ...credentials.current,
          code: String(form.get(CODE_FIELD) ?? ''),
        },
      )
      if (!answer.ok) {
        setProblem(answer.message)
        return false
      }
      setProblem(null)
      signedIn.current = answer.body
      setCodes(answer.body.recoveryCodes)
      setStep('saveCodes')
      return false
    })

  const onContinue = (event: FormEvent) => perform(event, async () => enter(signedIn.current))

  const formReady = String(ready && !busy)
  const submit = (label: string) => (
    <div className="form-submit">
      <Button type="submit" size="large" buttonStyle="primary" disabled={!ready || busy}>
        {label}
      </Button>
    </div>
  )
  const switchTo = (next: Step, label: ReactNode) => (
    <button
      type="button"
      className="two-step__switch"
      disabled={busy}
      onClick={() => {
        setProblem(null)
        setStep(next)
      }}
    >
      {label}
    </button>
  )

  if (step === 'code' || step === 'recovery') {
    const recovery = step === 'recovery'
    return (
      <form
        className="login__form"
        data-form-ready={formReady}
        onSubmit={onCode}
        key={step}
        data-step={step}
      >
        <p className="two-step__note">
          {recovery
            ? 'Type one of the recovery codes you saved when you set up two-step sign-in. Each works once.'
            : CODE_NEEDED}
        </p>
        <Problem message={problem} />
        <div className="login__form__inputWrap two-step__code-input">
          {recovery ? (
            <TextField
              id="field-recoveryCode"
              label="Recovery code"
              name={RECOVERY_CODE_FIELD}
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              autoFocus
              required
            />
          ) : (
            <TextField
              id="field-code"
              label="Code from your authenticator app"
              name={CODE_FIELD}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]*"
              autoFocus
              required
            />
          )}
        </div>
        <div className="two-step__actions">
          {switchTo(
            recovery ? 'code' : 'recovery',
            recovery ? 'Use the code from your app instead' : 'Use a recovery code instead',
          )}
          {switchTo('password', 'Back')}
        </div>
        {submit('Verify')}
      </form>
    )
  }

  if (step === 'setup') {
    return (
      <form
        className="login__form"
        data-form-ready={formReady}
        onSubmit={onConfirm}
        data-step="setup"
      >
        <p className="two-step__note">{SETUP_NEEDED}</p>
        <Problem message={problem} />
        {setup ? (
          <>
            <SetupCard setup={setup} />
            <div className="login__form__inputWrap two-step__code-input">
              <TextField
                id="field-code"
                label="Then type the 6-digit code the app shows"
                name={CODE_FIELD}
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 ]*"
                required
              />
            </div>
            {submit('Turn on and sign in')}
          </>
        ) : null}
        <div className="two-step__actions two-step__back">{switchTo('password', 'Back')}</div>
      </form>
    )
  }

  if (step === 'saveCodes') {
    return (
      <form
        className="login__form"
        data-form-ready={formReady}
        onSubmit={onContinue}
        data-step="saveCodes"
      >
        <p className="two-step__note">Two-step sign-in is on.</p>
        <RecoveryCodes codes={codes} name={email} />
        {submit('Continue to the studio')}
      </form>
    )
  }

  return (
    <form
      className="login__form"
      data-form-ready={formReady}
      onSubmit={onPassword}
      data-step="password"
    >
      {note ? <p className="two-step__note">{note}</p> : null}
      <Problem message={problem} />
      <div className="login__form__inputWrap">
        <TextField
          id="field-email"
          kind="email"
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
        />
        <TextField
          id="field-password"
          kind="password"
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
      </div>
      <Link href={forgotHref} prefetch={false}>
        Forgot password?
      </Link>
      {submit('Login')}
    </form>
  )
}
