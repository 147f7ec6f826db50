'use client'

import { useSyncExternalStore } from 'react'

import {
  dismissToast,
  getServerToastState,
  getToastState,
  subscribeToasts,
  toast,
} from '@/components/ui/toast/store'

/** The toasts on record, and the functions to show and dismiss one. */
export function useToast() {
  const state = useSyncExternalStore(subscribeToasts, getToastState, getServerToastState)
  return { ...state, toast, dismiss: dismissToast }
}
