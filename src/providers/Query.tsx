'use client'

import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'

import { getQueryClient } from '@/lib/api/queryClient'

/**
 * The react-query provider for a part of the page that loads on demand (the search box, Latest
 * Resources). Each such part wraps itself, so react-query is never part of the first page load;
 * all of them share the browser's one client and its cache.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>
}
