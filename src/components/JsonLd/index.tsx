/**
 * Serialises structured data for a `<script type="application/ld+json">`. Every `<` becomes
 * `\u003c`, so text from the CMS (a `</script>` in a title) cannot close the script early.
 */
export function serializeJsonLd(data: object | object[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/** Structured data for search engines; works in server and client components. */
export function JsonLd({ data }: { data: object | object[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}
