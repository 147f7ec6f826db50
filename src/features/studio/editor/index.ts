import { createServerFeature } from '@payloadcms/richtext-lexical'

/** The rich-text fields' text reaches the form before a save: see mends/saveWhatIsTyped.tsx. */
export const SaveWhatIsTypedFeature = createServerFeature({
  feature: {
    ClientFeature: '@/features/studio/editor/SaveWhatIsTyped#SaveWhatIsTypedClient',
  },
  key: 'saveWhatIsTyped',
})
