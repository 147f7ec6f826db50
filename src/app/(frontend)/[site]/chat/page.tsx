import type { Metadata } from 'next'

import { ChatFullPage } from '@/features/chat/ui/FullPage'
import { PageHero } from '@/components/PageHero'
import { listingCopy, listingMetadata } from '@/lib/payload/listingCopy'

export const generateMetadata = (): Promise<Metadata> =>
  listingMetadata('chat', 'Log Home Assistant')

export default async function ChatPage() {
  const copy = await listingCopy('chat', 'Log Home Assistant')
  return (
    <>
      <PageHero title={copy.title} intro={copy.intro} crumbs={[{ name: 'Chat', path: '/chat' }]} />
      <ChatFullPage />
    </>
  )
}
