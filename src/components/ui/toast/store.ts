/**
 * `toast()`, which shows a toast from anywhere and loads the view with the first one. The state it
 * writes is state.ts, which the view reads: the view never imports this module, so loading it on
 * demand closes no import cycle.
 */
import { dismissToast, dispatch, type ToastInput } from '@/components/ui/toast/state'

export * from '@/components/ui/toast/state'

let counter = 0

/** The toasts' code: loaded with the first toast, or earlier by a form that will need it. */
export const loadToastView = () => import('@/components/ui/toast/Toasts')

/** Shows a toast, replacing the one on screen. */
export function toast(input: ToastInput) {
  if (typeof document !== 'undefined') void loadToastView().then((view) => view.mountToasts())
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER
  const id = String(counter)
  dispatch({ type: 'ADD_TOAST', toast: { ...input, id, open: true } })
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (changes: ToastInput) => dispatch({ type: 'UPDATE_TOAST', toast: { ...changes, id } }),
  }
}
