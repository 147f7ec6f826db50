type Metadata = {
  version: number
  country_calling_codes: Record<string, string[]>
  countries: Record<string, unknown>
}
export const PHONE_METADATA_FILE: string
export function northAmericanMetadata(full: Metadata): Metadata
export function installedMetadata(): Metadata
