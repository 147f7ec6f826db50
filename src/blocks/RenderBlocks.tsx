import { CallToActionComponent } from '@/blocks/CallToAction/Component'
import { ContentBlockComponent } from '@/blocks/Content/Component'
import { MediaBlockComponent } from '@/blocks/MediaBlock/Component'
import type { Page } from '@/payload-types'

/** A page's layout: each block to its component. */
export function RenderBlocks({ blocks }: { blocks: Page['layout'] }) {
  return (
    <div className="space-y-10">
      {(blocks ?? []).map((block) => {
        switch (block.blockType) {
          case 'content':
            return <ContentBlockComponent key={block.id} {...block} />
          case 'mediaBlock':
            return <MediaBlockComponent key={block.id} {...block} />
          case 'cta':
            return <CallToActionComponent key={block.id} {...block} />
        }
      })}
    </div>
  )
}
