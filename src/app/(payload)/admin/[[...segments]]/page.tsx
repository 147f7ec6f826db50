/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
import type { Metadata } from 'next'

import config from '@payload-config'
import { RootPage, generatePageMetadata } from '@payloadcms/next/views'
import { importMap } from '../importMap'
import { studioBrand } from '@/features/studio/brand'
import { brandStudioMetadata } from '@/features/studio/titles'
import { getPayloadClient } from '@/lib/payload/client'

type Args = {
  params: Promise<{
    segments: string[]
  }>
  searchParams: Promise<{
    [key: string]: string | string[]
  }>
}

// The titles name the business of the Business profile (features/studio/titles.ts).
export const generateMetadata = async ({ params, searchParams }: Args): Promise<Metadata> => {
  const [metadata, brand] = await Promise.all([
    generatePageMetadata({ config, params, searchParams }),
    getPayloadClient().then(studioBrand),
  ])
  return brandStudioMetadata(metadata, brand.name)
}

const Page = ({ params, searchParams }: Args) =>
  RootPage({ config, params, searchParams, importMap })

export default Page
