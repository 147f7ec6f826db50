import { channel } from 'diagnostics_channel'

/**
 * Told in this process whenever its public pages are revalidated (lib/revalidation/index.ts): the
 * code Next.js builds apart from the pages and route handlers, its proxy (src/proxy.ts), keeps
 * data of its own read from the public content (the redirects' table,
 * features/redirects/server/proxyTable.ts) and reads it again when told. A named channel of
 * Node's diagnostics_channel is the same object wherever in the process it is asked for.
 */
const publicContent = channel('log-home-site:public-content-changed')

export const notePublicContentChanged = (): void => publicContent.publish(null)

export function onPublicContentChanged(listener: () => void): void {
  publicContent.subscribe(listener)
}
