// The types of imported pictures (`import icon from './icon.png'`), which next-env.d.ts gives once
// Next.js has made it; a fresh clone has no next-env.d.ts (it is not committed) until the first
// build, and `tsc` runs before any.
/// <reference types="next/image-types/global" />
