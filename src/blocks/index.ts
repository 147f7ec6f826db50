import { CallToActionBlock } from '@/blocks/CallToAction/config'
import { ContentBlock } from '@/blocks/Content/config'
import { MediaBlock } from '@/blocks/MediaBlock/config'

/** The blocks a page's layout is built from. */
export const layoutBlocks = [ContentBlock, MediaBlock, CallToActionBlock]
