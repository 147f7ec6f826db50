/**
 * A homeowner's place, matched to a county of the site: a county's or city's address name
 * (`park-county`, `fairplay`), or what they typed ("Fairplay, CO 80440", "near Alma",
 * "Park County"). The longest name found in the words wins ("South Fork" before "Fork").
 */

export type PlaceCounty = {
  id: number | string
  name: string
  slug?: string | null
  towns?: readonly { name?: string | null }[] | null
}
export type PlaceCity = {
  name: string
  slug?: string | null
  county?: number | string | { id: number | string } | null
}

export type MatchedPlace = { countyId: number | string; name: string }

/** Lower case words of letters and digits, one space apart: "Park County, CO" → "park county co". */
export const placeWords = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

const countyIdOf = (county: PlaceCity['county']) =>
  county && typeof county === 'object' ? county.id : (county ?? null)

/** The county `text` names, or null. */
export function matchPlace(
  text: string,
  counties: readonly PlaceCounty[],
  cities: readonly PlaceCity[],
): MatchedPlace | null {
  const typed = text.trim().toLowerCase()
  const words = ` ${placeWords(text)} `
  if (words.trim() === '') return null
  const names: { words: string; countyId: number | string; name: string; slug?: string | null }[] =
    []
  for (const county of counties) {
    const bare = placeWords(county.name).replace(/ county$/, '')
    names.push({
      words: placeWords(county.name),
      countyId: county.id,
      name: county.name,
      slug: county.slug,
    })
    if (bare) names.push({ words: bare, countyId: county.id, name: county.name })
    for (const town of county.towns ?? []) {
      if (town.name)
        names.push({ words: placeWords(town.name), countyId: county.id, name: town.name })
    }
  }
  for (const city of cities) {
    const countyId = countyIdOf(city.county)
    if (countyId !== null)
      names.push({ words: placeWords(city.name), countyId, name: city.name, slug: city.slug })
  }
  const bySlug = names.find((name) => name.slug && name.slug === typed)
  if (bySlug) return { countyId: bySlug.countyId, name: bySlug.name }
  const found = names
    .filter((name) => name.words && words.includes(` ${name.words} `))
    .sort((a, b) => b.words.length - a.words.length)[0]
  return found ? { countyId: found.countyId, name: found.name } : null
}
