import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`minimum_job_charge\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`minimum_job_square_feet\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`minimum_job_charge\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`minimum_job_square_feet\`;`)
}
