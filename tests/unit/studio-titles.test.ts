import { describe, expect, it } from 'vitest'

import { brandStudioMetadata, STUDIO_TITLE_SUFFIX } from '@/features/studio/titles'

/** The studio's tab titles carry the Business profile's name (Payload appends the config's). */
describe('studio titles', () => {
  it('read "… | High Country Log Home Finishing studio" by default', () => {
    expect(STUDIO_TITLE_SUFFIX).toBe('| High Country Log Home Finishing studio')
    const metadata = { title: `Dashboard ${STUDIO_TITLE_SUFFIX}` }
    expect(brandStudioMetadata(metadata, 'High Country Log Home Finishing')).toEqual(metadata)
  })

  it('follow a renamed business, in every form of title Payload gives', () => {
    const renamed = (title: Parameters<typeof brandStudioMetadata>[0]['title']) =>
      brandStudioMetadata(
        { title, openGraph: { title: `Login ${STUDIO_TITLE_SUFFIX}` } },
        'Aspen Logs',
      )
    expect(renamed(`Login ${STUDIO_TITLE_SUFFIX}`)).toEqual({
      title: 'Login | Aspen Logs studio',
      openGraph: { title: 'Login | Aspen Logs studio' },
    })
    expect(renamed({ absolute: `Leads ${STUDIO_TITLE_SUFFIX}` }).title).toEqual({
      absolute: 'Leads | Aspen Logs studio',
    })
    expect(
      renamed({ default: `Leads ${STUDIO_TITLE_SUFFIX}`, template: `%s ${STUDIO_TITLE_SUFFIX}` })
        .title,
    ).toEqual({ default: 'Leads | Aspen Logs studio', template: '%s | Aspen Logs studio' })
    // A title without the suffix is left as it is.
    expect(renamed('Something else').title).toBe('Something else')
  })
})
