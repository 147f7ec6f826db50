import { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

// Issues 26-28 were built side by side: each part's migration (review requests, redirects,
// respond-by, the minimum job, Colorado's schedule, the home sections and hours) changes the schema
// from the same starting point, and together they make the schema the config describes. This one
// changes nothing; its snapshot (the .json beside it) is the schema after all of them, which the
// next `migrate:create` and scripts/check-generated.ts compare the config with.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
