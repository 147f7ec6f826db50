import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` ADD \`publishedat_tz\` text DEFAULT 'America/Denver';`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_publishedat_tz\` text DEFAULT 'America/Denver';`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`publishedat_tz\` text DEFAULT 'America/Denver';`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_publishedat_tz\` text DEFAULT 'America/Denver';`)
  await db.run(sql`ALTER TABLE \`portfolio\` ADD \`publishedat_tz\` text DEFAULT 'America/Denver';`)
  await db.run(sql`ALTER TABLE \`_portfolio_v\` ADD \`version_publishedat_tz\` text DEFAULT 'America/Denver';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`publishedat_tz\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_publishedat_tz\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`publishedat_tz\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_publishedat_tz\`;`)
  await db.run(sql`ALTER TABLE \`portfolio\` DROP COLUMN \`publishedat_tz\`;`)
  await db.run(sql`ALTER TABLE \`_portfolio_v\` DROP COLUMN \`version_publishedat_tz\`;`)
}
