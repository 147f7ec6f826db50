import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`visits\` ADD \`address\` text;`)
  await db.run(sql`ALTER TABLE \`visits\` ADD \`confirmed_at\` text;`)
  await db.run(sql`ALTER TABLE \`visits\` ADD \`email_bounced_at\` text;`)
  await db.run(sql`ALTER TABLE \`visits\` ADD \`network\` text;`)
  await db.run(sql`CREATE INDEX \`visits_network_idx\` ON \`visits\` (\`network\`);`)
  await db.run(sql`ALTER TABLE \`availability_areas\` ADD \`online_per_day\` numeric DEFAULT 2;`)
  await db.run(sql`ALTER TABLE \`availability\` ADD \`fast_week_noticed_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`visits_network_idx\`;`)
  await db.run(sql`ALTER TABLE \`visits\` DROP COLUMN \`address\`;`)
  await db.run(sql`ALTER TABLE \`visits\` DROP COLUMN \`confirmed_at\`;`)
  await db.run(sql`ALTER TABLE \`visits\` DROP COLUMN \`email_bounced_at\`;`)
  await db.run(sql`ALTER TABLE \`visits\` DROP COLUMN \`network\`;`)
  await db.run(sql`ALTER TABLE \`availability_areas\` DROP COLUMN \`online_per_day\`;`)
  await db.run(sql`ALTER TABLE \`availability\` DROP COLUMN \`fast_week_noticed_at\`;`)
}
