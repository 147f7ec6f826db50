/**
 * The `generateStaticParams` of every public page with a dynamic segment: no paths at build time,
 * so the page is rendered on its first request and then kept in Next.js's page cache until the
 * content changes (lib/site/pages.ts says why). A page without it would be rendered on every
 * request instead.
 */
export const renderOnFirstRequest = async (): Promise<never[]> => []
