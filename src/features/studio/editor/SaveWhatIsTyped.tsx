'use client'
import { useLexicalComposerContext } from '@payloadcms/richtext-lexical/lexical/react/LexicalComposerContext'
import { createClientFeature, useEditorConfigContext } from '@payloadcms/richtext-lexical/client'
import { useField } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * The rich-text field hands what is typed to the form only when the browser is next idle (Payload's
 * `useRunDeprioritized`, up to 500 ms later), so a Save pressed straight after typing stored the
 * body without its last words. This plugin hands the editor's state over at once whenever the
 * editor is left (the press on Save moves the focus first, and React applies that update before
 * the click). What the idle hand-over sends later is the same state again. Remove it when
 * Payload's field flushes before a submit (tests/e2e/studio.spec.ts and presses.spec.ts type into
 * a post's body and save at once).
 */
function SaveWhatIsTypedPlugin() {
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

export const SaveWhatIsTypedClient = createClientFeature({
  plugins: [{ Component: SaveWhatIsTypedPlugin, position: 'normal' }],
})
