import type { Payload, TaskConfig, TypedJobs } from 'payload'

/** The job queue every e-mail goes through (the minute's run and the recovery sweep read it). */
export const EMAIL_QUEUE = 'emails'

/** Retries after the first try: with the 30 s exponential back-off, the last is ~30 minutes on. */
export const EMAIL_RETRIES = 6

type EmailTaskSlug = keyof TypedJobs['tasks']
type Input<Slug extends EmailTaskSlug> = TypedJobs['tasks'][Slug]['input']

/**
 * A job that sends one e-mail (or one kind of them): Payload's task with the e-mails' retries,
 * whose handler hands the payload and the task's input to `deliver`. What `deliver` returns, when
 * anything, is the task's `result` output (its `outputSchema` names it).
 */
export function emailTask<Slug extends EmailTaskSlug>(
  task: Omit<TaskConfig<Slug>, 'handler' | 'retries'> & { slug: Slug },
  deliver: (payload: Payload, input: Input<Slug>) => Promise<string | void>,
): TaskConfig<Slug> {
  return {
    ...task,
    retries: { attempts: EMAIL_RETRIES, backoff: { type: 'exponential', delay: 30_000 } },
    handler: async ({ input, req }) => {
      const result = await deliver(req.payload, input as Input<Slug>)
      return { output: result === undefined ? {} : { result } }
    },
  } as TaskConfig<Slug>
}

/** A relationship input as the queue holds it: the id, or the document when it was populated. */
export const idOf = (value: number | { id: number }): number =>
  typeof value === 'object' ? value.id : value
