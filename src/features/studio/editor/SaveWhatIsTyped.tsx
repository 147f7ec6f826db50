'use client'
import { createClientFeature } from '@payloadcms/richtext-lexical/client'

import { SaveWhatIsTypedPlugin } from '@/mends/saveWhatIsTyped'

/** The client half of the feature: the plugin that hands the text over (mends/saveWhatIsTyped). */
export const SaveWhatIsTypedClient = createClientFeature({
  plugins: [{ Component: SaveWhatIsTypedPlugin, position: 'normal' }],
})
