import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const serverUrl = new URL(process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000')

const nextConfig: NextConfig = {
  images: {
    remotePatterns: [
      {
        protocol: serverUrl.protocol.replace(':', '') as 'http' | 'https',
        hostname: serverUrl.hostname,
      },
    ],
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/**' }],
  },
  // The end-to-end tests build into their own folder so they never replace the site's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
