/** How a POST sent with XMLHttpRequest ended. */
export type PostOutcome =
  | { kind: 'answer'; status: number; body: string }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'aborted' }

/**
 * POSTs a body through XMLHttpRequest, the one browser API that reports upload progress, and
 * resolves (never rejects) with how it ended. `onProgress` gets the bytes sent and the total while
 * the body uploads, and the total twice once it is all sent.
 */
export function postWithProgress(
  url: string,
  body: XMLHttpRequestBodyInit,
  options: {
    headers?: Record<string, string>
    timeoutMs?: number
    onProgress?: (loaded: number, total: number) => void
    signal?: AbortSignal
  } = {},
): Promise<PostOutcome> {
  const { headers = {}, timeoutMs = 0, onProgress, signal } = options
  return new Promise((resolve) => {
    const request = new XMLHttpRequest()
    request.open('POST', url)
    request.timeout = timeoutMs
    request.setRequestHeader('Accept', 'application/json')
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value)
    if (onProgress) {
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded, event.total)
      })
      request.upload.addEventListener('load', (event) => {
        const total = event.total || 1
        onProgress(total, total)
      })
    }
    request.addEventListener('load', () =>
      resolve({ kind: 'answer', status: request.status, body: request.responseText }),
    )
    request.addEventListener('error', () => resolve({ kind: 'network' }))
    request.addEventListener('timeout', () => resolve({ kind: 'timeout' }))
    request.addEventListener('abort', () => resolve({ kind: 'aborted' }))
    signal?.addEventListener('abort', () => request.abort(), { once: true })
    request.send(body)
  })
}
