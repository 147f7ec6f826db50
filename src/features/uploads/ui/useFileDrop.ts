import { useRef, useState, type DragEvent, type DragEventHandler } from 'react'

/** What a drop zone listens to. */
export type DropHandlers = {
  onDragEnter: DragEventHandler
  onDragOver: DragEventHandler
  onDragLeave: DragEventHandler
  onDrop: DragEventHandler
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files')

/**
 * Files dragged onto an area: `dragging` while files are over it (counted, so entering a child
 * does not end it), and the dropped files handed to `onFiles`. While `refusing` the pointer says
 * a drop does nothing (`onFiles` still decides what to do with one).
 */
export function useFileDrop(onFiles: (files: FileList) => void, { refusing = false } = {}) {
  const [dragging, setDragging] = useState(false)
  const depth = useRef(0)
  const handlers: DropHandlers = {
    onDragEnter: (event) => {
      if (!hasFiles(event)) return
      event.preventDefault()
      depth.current += 1
      setDragging(true)
    },
    onDragOver: (event) => {
      if (!hasFiles(event)) return
      event.preventDefault()
      event.dataTransfer.dropEffect = refusing ? 'none' : 'copy'
    },
    onDragLeave: () => {
      depth.current = Math.max(0, depth.current - 1)
      if (depth.current === 0) setDragging(false)
    },
    onDrop: (event) => {
      event.preventDefault()
      depth.current = 0
      setDragging(false)
      onFiles(event.dataTransfer.files)
    },
  }
  return { dragging, handlers }
}
