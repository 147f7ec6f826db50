/** Spec section 9: how far below the screen a lazy picture starts loading. */
export const LAZY_ROOT_MARGIN_PX = 50

/**
 * Runs in the browser while the HTML is still being read, before any picture. A browser's own
 * `loading="lazy"` starts 1,250-2,500 px ahead of the screen, which on a phone in the mountains
 * spends the connection on pictures nobody may scroll to. Each lazy picture's address is taken
 * away as the parser adds it (before the browser would start it) and given back once the picture
 * is within the margin. Pictures added later (client-side navigation) are held the same way.
 * Without JavaScript, or without IntersectionObserver, the browser's own lazy loading applies.
 */
function holdLazyPictures(margin: number, blank: string) {
  if (!('IntersectionObserver' in window)) return
  const release = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        const img = entry.target as HTMLImageElement
        release.unobserve(img)
        const { heldSrc, heldSrcset } = img.dataset
        delete img.dataset.heldSrc
        delete img.dataset.heldSrcset
        // Something else (React) may have given it a new address meanwhile: that one wins.
        if (img.getAttribute('src') !== blank) continue
        // A <picture>'s sources first: the browser chooses among them when the <img> changes.
        for (const source of sourcesOf(img)) {
          const held = source.dataset.heldSrcset
          delete source.dataset.heldSrcset
          if (held) source.setAttribute('srcset', held)
        }
        if (heldSrcset) img.setAttribute('srcset', heldSrcset)
        if (heldSrc) img.setAttribute('src', heldSrc)
      }
    },
    { rootMargin: `${margin}px` },
  )
  /** The <source> elements of the <picture> an <img> is in (none for a plain <img>). */
  function sourcesOf(img: HTMLImageElement): HTMLSourceElement[] {
    const parent = img.parentElement
    if (!parent || parent.tagName !== 'PICTURE') return []
    return Array.from(parent.children).filter(
      (child): child is HTMLSourceElement => child.tagName === 'SOURCE',
    )
  }
  const hold = (img: HTMLImageElement) => {
    const src = img.getAttribute('src')
    if (img.loading !== 'lazy' || !src || src === blank) return
    img.dataset.heldSrc = src
    // A <picture>'s AVIF source would be chosen over the blank <img>: its addresses are held too.
    for (const source of sourcesOf(img)) {
      const sourceSrcset = source.getAttribute('srcset')
      if (!sourceSrcset) continue
      source.dataset.heldSrcset = sourceSrcset
      source.removeAttribute('srcset')
    }
    const srcset = img.getAttribute('srcset')
    if (srcset) img.dataset.heldSrcset = srcset
    img.removeAttribute('srcset')
    // A transparent pixel rather than no address, which would show the alt text meanwhile.
    img.setAttribute('src', blank)
    release.observe(img)
  }
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLImageElement) hold(node)
        else if (node instanceof Element) node.querySelectorAll('img').forEach(hold)
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true })
}

const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

const SCRIPT = `(${holdLazyPictures.toString()})(${LAZY_ROOT_MARGIN_PX},${JSON.stringify(BLANK)})`

/** The script above, inline as the body's first element so that it runs before any picture. */
export function LazyPictures() {
  // A fixed script of this module, no outside input.
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />
}
