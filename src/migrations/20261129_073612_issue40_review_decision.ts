import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`decision\` text;`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` ADD \`version_decision\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`testimonials\` DROP COLUMN \`decision\`;`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` DROP COLUMN \`version_decision\`;`)
}
