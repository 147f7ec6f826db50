/**
 * Media the rich text holds by id only (as the studio's form does), whose alt texts must be looked
 * up before the analysis. No imports: the studio's sidebar calls it before loading the analysis.
 */
type LexicalNode = { type?: string; value?: unknown; children?: LexicalNode[] }

export function uploadIds(data: unknown): string[] {
  const ids = new Set<string>()
  const walk = (node: LexicalNode | undefined) => {
    if (!node) return
    if (node.type === 'upload') {
      const value = node.value
      if (typeof value === 'number' || typeof value === 'string') ids.add(String(value))
    }
    for (const child of node.children ?? []) walk(child)
  }
  if (data && typeof data === 'object' && 'root' in data) walk((data as { root: LexicalNode }).root)
  return [...ids]
}
