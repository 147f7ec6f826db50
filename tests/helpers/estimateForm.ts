/** What a visitor types into the estimate form, as the browser posts it (tests of the form's action). */
export const typedEstimate = {
  serviceType: 'basic',
  squareFootage: '2,500',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '(719) 555-0101',
  propertyAge: '30 years',
  location: ' Fairplay, CO ',
  description: 'Checks on the south wall.\nPeeling stain.',
}

/** A posted form holding these text fields. */
export const formData = (values: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) data.append(name, value)
  return data
}
