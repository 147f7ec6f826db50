import type { Metadata } from 'next'

import { ChatFullPage } from '@/features/chat/ui/FullPage'
import { PageHero } from '@/components/PageHero'
import { listingCopy, listingMetadata } from '@/lib/payload/listingCopy'

export const generateMetadata = (): Promise<Metadata> =>
  listingMetadata('log-lens', 'Log Lens Photo Analysis')

export default async function LogLensPage() {
  const copy = await listingCopy('log-lens', 'Log Lens Photo Analysis')
  return (
    <>
      <PageHero
        title={copy.title}
        intro={copy.intro}
        crumbs={[{ name: 'Log Lens', path: '/log-lens' }]}
      />
      <ChatFullPage />
    </>
  )
}
