import 'server-only'

import { emailDeliveryConfigured } from '@/lib/email/send'
import type { HealthCheck } from '@/lib/health'

export type EmailCheck = { ok: true; mode: 'resend' | 'outbox' }

/** Whether e-mail goes out through Resend or, without a key, is kept in the studio's outbox. */
export const emailCheck: HealthCheck<EmailCheck> = {
  run: () => ({ ok: true, mode: emailDeliveryConfigured() ? 'resend' : 'outbox' }),
}
