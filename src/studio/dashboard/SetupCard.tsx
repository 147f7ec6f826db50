import Link from 'next/link'

import type { SetupStep } from '@/studio/dashboard/setup'

/** The admin's setup card (./setup.ts): shown while a step is left. */
export function SetupCard({ steps }: { steps: SetupStep[] }) {
  if (steps.every((step) => step.done)) return null
  const left = steps.filter((step) => !step.done).length
  return (
    <section
      className="lead-desk__section lead-desk__setup"
      aria-labelledby="studio-setup"
      data-cockpit="setup"
    >
      <h3 className="lead-desk__heading" id="studio-setup">
        Setting up your site: {left} {left === 1 ? 'step' : 'steps'} left
      </h3>
      <ul className="lead-desk__setup-steps">
        {steps.map((step) => (
          <li key={step.id} data-step={step.id} data-done={step.done}>
            <strong>
              {step.done ? '✓ ' : ''}
              {step.title}
            </strong>
            <p className={step.done ? 'lead-desk__muted' : undefined}>{step.text}</p>
            {!step.done && step.link ? <Link href={step.link.href}>{step.link.label}</Link> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
