import type * as z from 'zod/mini'

/**
 * The refusals of the site's own endpoints, in spec section 7's shape: `{ success: false, error }`
 * with the status on the response, and for fields that do not parse every message by field.
 */

/** A refusal: `extra` joins `success` and `error` in the body, `init` sets the headers. */
export const failure = (status: number, error: string, init: ResponseInit = {}, extra = {}) =>
  Response.json({ success: false, error, ...extra }, { ...init, status })

/** The field issues of a failed parse, by field: the body of a 422 answer. */
export function fieldIssues(error: z.core.$ZodError): Record<string, string[]> {
  const issues: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    ;(issues[field] ??= []).push(issue.message)
  }
  return issues
}

/** The sentence that sums up the issues: every message in order, each ending with a full stop. */
export const issuesSentence = (issues: Record<string, string[]>) =>
  `${Object.values(issues)
    .flat()
    .map((message) => message.replace(/\.$/, ''))
    .join('. ')}.`

/** Fields that do not parse: every message by field, and the sentence of the 422 answer. */
export function refusedFields(error: z.core.$ZodError) {
  const issues = fieldIssues(error)
  return { error: issuesSentence(issues), issues }
}
