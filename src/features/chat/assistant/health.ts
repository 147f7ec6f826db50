import 'server-only'

import { DEFAULT_OPENAI_MODEL } from '@/features/chat/assistant/openai'
import type { HealthCheck } from '@/lib/health'

export type AiCheck = { ok: true; mode: 'openai'; model: string } | { ok: true; mode: 'built-in' }

/**
 * Which assistant answers: OpenAI's (with OPENAI_API_KEY) or the built-in one. The model's name is
 * shown only when it looks like one (it is free text in the environment).
 */
export const aiCheck: HealthCheck<AiCheck> = {
  run() {
    if (!process.env.OPENAI_API_KEY) return { ok: true, mode: 'built-in' }
    const model = process.env.OPENAI_MODEL || DEFAULT_OPENAI_MODEL
    return { ok: true, mode: 'openai', model: /^[\w.:/-]{1,100}$/.test(model) ? model : 'custom' }
  },
}
