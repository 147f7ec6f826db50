/**
 * The site's toasts (spec section 4): at most one visible, a new one replaces it; a toast can be
 * added, updated, dismissed or removed, and is removed 1,000,000 ms after its dismissal. Default
 * duration 5 s, swipe threshold 50 px: the values of shadcn's use-toast and Radix Toast. A plain
 * module store, so `toast()` (store.ts) works from anywhere and the view loads only when a toast
 * appears. The view reads this module, not store.ts, which loads it.
 */
export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY = 1_000_000
export const TOAST_DURATION = 5_000
export const SWIPE_THRESHOLD = 50

export type ToastVariant = 'default' | 'destructive'

export type ToastInput = {
  title?: string
  description?: string
  variant?: ToastVariant
  /** Milliseconds before it closes by itself; TOAST_DURATION unless given. */
  duration?: number
}

export type ToastItem = ToastInput & { id: string; open: boolean }

export type ToastState = { toasts: ToastItem[] }

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToastItem }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToastItem> & { id: string } }
  /** Without an id, every toast. */
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string }

/** Pure: the next state. The removal timers live in `dispatch`. */
export function reducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) }
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      }
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      }
    case 'REMOVE_TOAST':
      return {
        toasts:
          action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      }
  }
}

export const EMPTY_STATE: ToastState = { toasts: [] }

let state: ToastState = EMPTY_STATE
const listeners = new Set<() => void>()
const removals = new Map<string, ReturnType<typeof setTimeout>>()

function scheduleRemoval(id: string) {
  if (removals.has(id)) return
  removals.set(
    id,
    setTimeout(() => {
      removals.delete(id)
      dispatch({ type: 'REMOVE_TOAST', toastId: id })
    }, TOAST_REMOVE_DELAY),
  )
}

export function dispatch(action: ToastAction) {
  if (action.type === 'DISMISS_TOAST') {
    const ids = action.toastId === undefined ? state.toasts.map((t) => t.id) : [action.toastId]
    ids.forEach(scheduleRemoval)
  }
  state = reducer(state, action)
  // A toast pushed out by a newer one needs no removal timer any more.
  for (const [id, timer] of removals) {
    if (!state.toasts.some((t) => t.id === id)) {
      clearTimeout(timer)
      removals.delete(id)
    }
  }
  listeners.forEach((listener) => listener())
}

export const getToastState = () => state
export const getServerToastState = () => EMPTY_STATE

export function subscribeToasts(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const dismissToast = (toastId?: string) => dispatch({ type: 'DISMISS_TOAST', toastId })
