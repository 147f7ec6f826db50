import { describe, expect, it } from 'vitest'

import { isLocalPath } from '@/utilities/paths'

describe('isLocalPath (redirect targets of the preview routes)', () => {
  it('takes the site’s own paths', () => {
    for (const path of ['/', '/blog/a-post', '/services/chinking?draft=1#top', '/a//b']) {
      expect(isLocalPath(path), path).toBe(true)
    }
  })

  it('refuses anything a browser would take to another site', () => {
    for (const path of [
      '//evil.com',
      '/\\evil.com',
      '/\\/evil.com',
      '/blog\\..\\evil',
      '/\t/evil.com',
      '/\n/evil.com',
      'https://evil.com',
      'evil.com',
      '',
    ]) {
      expect(isLocalPath(path), JSON.stringify(path)).toBe(false)
    }
    expect(isLocalPath(undefined)).toBe(false)
    expect(isLocalPath(['/'])).toBe(false)
  })
})
