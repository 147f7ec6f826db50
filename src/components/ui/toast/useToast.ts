'use client'

import { useSyncExternalStore } from 'react'

import {
  dismissToast,
  getServerToastState,
  getToastState,
  subscribeToasts,
} from '@/components/ui/toast/state'

/** The toasts on record, and the function to dismiss one (store.ts `toast()` shows one). */
export function useToast() {
  const state = useSyncExternalStore(subscribeToasts, getToastState, getServerToastState)
  return { ...state, dismiss: dismissToast }
}
