'use client'

import { useEffect } from 'react'

/** Spec section 8: the error-boundary fallback of the public site. */
export default function FrontendError({
  error,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <section role="alert" className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold md:text-4xl">Something went wrong</h1>
      <p className="mt-4 text-lg">{error.message}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="focus-ring-light mt-8 inline-flex min-h-11 items-center rounded-md bg-cedar-600 px-5 font-semibold text-white hover:bg-cedar-700"
      >
        Reload Page
      </button>
    </section>
  )
}
