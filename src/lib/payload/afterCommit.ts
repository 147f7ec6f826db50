import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Payload runs a save's afterChange hooks, where the public pages are revalidated
 * (lib/payload/revalidate.ts), before it commits the save's transaction. A page rendered in that
 * moment reads the old content, and Next.js keeps it: it was stored after the revalidation was
 * asked for, so it counts as newer. The owner's save would then not show until the next change.
 *
 * So a REST request (every save the studio makes) runs in a scope of its own: the revalidation
 * hook notes the change in it, and the route handler revalidates once more when Payload has
 * answered, the save committed, before the answer goes out (app/(payload)/api/[...slug]/route.ts).
 * A save without such a scope (a job, a script) keeps the hook's revalidation and the change log's.
 *
 * One store for the process: the route handlers and the pages are two module graphs
 * (docs/architecture.md, "Module state"), and the hooks are those of whichever loaded Payload first.
 */
type Scope = { changed: boolean }

const KEY = Symbol.for('log-home-site:save-scope')
const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<Scope> }
const scopes = (holder[KEY] ??= new AsyncLocalStorage<Scope>())

/** Called by the revalidation hook: this request's scope, if any, revalidates after the commit. */
export function noteChangeToRevalidate(): void {
  const scope = scopes.getStore()
  if (scope) scope.changed = true
}

/** `handler` in a scope of its own; `revalidate` once it has answered, if a change was noted. */
export function revalidatingAfterCommit<Args extends unknown[]>(
  handler: (...args: Args) => Promise<Response>,
  revalidate: () => void,
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    const scope: Scope = { changed: false }
    const response = await scopes.run(scope, () => handler(...args))
    if (scope.changed) revalidate()
    return response
  }
}
