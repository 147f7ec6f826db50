'use client'

import { useEffect } from 'react'

import { trackSearch } from '@/features/analytics/track'

/** The /search page's search for the analytics: its result count (its text only when none). */
export function TrackSearch({ results, text }: { results: number; text: string }) {
  useEffect(() => trackSearch(results, text), [results, text])
  return null
}
