/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { revalidatingAfterCommit } from '@/lib/payload/afterCommit'
import { revalidateThisProcess } from '@/lib/payload/revalidate'

// The writes revalidate the public pages once more after Payload has committed them
// (lib/payload/afterCommit.ts): the one change to this generated file.
export const GET = REST_GET(config)
export const POST = revalidatingAfterCommit(REST_POST(config), revalidateThisProcess)
export const DELETE = revalidatingAfterCommit(REST_DELETE(config), revalidateThisProcess)
export const PATCH = revalidatingAfterCommit(REST_PATCH(config), revalidateThisProcess)
export const PUT = revalidatingAfterCommit(REST_PUT(config), revalidateThisProcess)
export const OPTIONS = REST_OPTIONS(config)
