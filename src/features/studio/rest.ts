/**
 * Saves a document through Payload's REST API as the signed-in user (the studio's cookie): a
 * create without `id`, an update with it. Access rules and the collection's hooks apply exactly as
 * in the form. Throws with Payload's message, and the field it is about (`path`) when it names one.
 */
export class SaveError extends Error {
  constructor(
    message: string,
    readonly path?: string,
  ) {
    super(message)
  }
}

export async function saveDocument<T>(
  collection: string,
  id: number | string | null,
  data: Record<string, unknown>,
): Promise<T> {
  const address =
    id === null ? `/api/${collection}` : `/api/${collection}/${encodeURIComponent(String(id))}`
  const response = await fetch(`${address}?depth=0`, {
    method: id === null ? 'POST' : 'PATCH',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(data),
  })
  const body = (await response.json().catch(() => null)) as {
    doc?: T
    errors?: { message?: string; data?: { errors?: { message?: string; path?: string }[] } }[]
  } | null
  if (!response.ok || !body?.doc) {
    const error = body?.errors?.[0]
    const field = error?.data?.errors?.[0]
    throw new SaveError(
      field?.message ?? error?.message ?? `The change was not saved (${response.status}).`,
      field?.path,
    )
  }
  return body.doc
}
