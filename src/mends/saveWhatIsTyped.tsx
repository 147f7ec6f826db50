'use client'
import { useLexicalComposerContext } from '@payloadcms/richtext-lexical/lexical/react/LexicalComposerContext'
import { useEditorConfigContext } from '@payloadcms/richtext-lexical/client'
import { useField } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Mend: the rich-text fields hand what is typed to the form before a save.
 *
 * What it mends: Payload's rich-text field hands its state to the form only when the browser is
 * next idle (`useRunDeprioritized`, up to 500 ms later), so a Save pressed straight after typing
 * stored the body without its last words.
 *
 * Upstream: none found for the lost words; the hand-over waits for the browser's idle time since
 * payloadcms/payload#12046 (typing lagged on slow machines when it ran at every change).
 *
 * How: this Lexical plugin hands the editor's state over at once whenever the editor is left (the
 * press on Save moves the focus first, and React applies that update before the click). What the
 * idle hand-over sends later is the same state again. features/studio/editor registers it as a
 * feature of every rich-text field (payload.config.ts `editor`).
 *
 * Canaries: tests/e2e/studio.spec.ts and presses.spec.ts type into a post's body and save at
 * once; tests/unit/mends.test.ts fails when Payload's rich-text field no longer hands its state
 * over through `useRunDeprioritized`.
 *
 * To remove it, once Payload's field flushes before a submit: delete this file,
 * features/studio/editor (index.ts and SaveWhatIsTyped.tsx), `SaveWhatIsTypedFeature()` in
 * payload.config.ts, and regenerate the import map.
 */
export function SaveWhatIsTypedPlugin() {
  const [editor] = useLexicalComposerContext()
  const { fieldProps } = useEditorConfigContext()
  const { setValue } = useField({ potentiallyStalePath: fieldProps.path })

  useEffect(() => {
    const flush = () => setValue(editor.getEditorState().toJSON())
    return editor.registerRootListener((root, previous) => {
      previous?.removeEventListener('focusout', flush)
      root?.addEventListener('focusout', flush)
    })
  }, [editor, setValue])

  return null
}
