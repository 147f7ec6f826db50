import { APIError } from 'payload'

import type { TwoStepStep } from '@/features/staff/totp/words'

/**
 * A sign-in (or a change of two-step sign-in) refused at its second step: 401 (403 for an admin
 * who must set it up first), with the step the form shows next in `data.twoStep`. Public: its
 * message is for the person signing in.
 */
export class TwoStepRefusal extends APIError<{ twoStep: TwoStepStep }> {
  /** Its name in payload.config.ts `loggingLevels` (set here: a minified build renames classes). */
  static readonly errorName = 'TwoStepRefusal'
  constructor(step: TwoStepStep, message: string, status = 401) {
    super(message, status, { twoStep: step }, true)
    this.name = TwoStepRefusal.errorName
  }
}

/** A refused change of two-step sign-in that is no second step (off already, not one's own...). */
export class TwoStepProblem extends APIError {
  static readonly errorName = 'TwoStepProblem'
  constructor(message: string, status: number) {
    super(message, status, undefined, true)
    this.name = TwoStepProblem.errorName
  }
}
