import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`respond_by\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`responded_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`remind_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`reminders_soon_queued_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`reminders_soon_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`reminders_overdue_queued_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`reminders_overdue_sent_at\` text;`)
  await db.run(sql`CREATE INDEX \`leads_respond_by_idx\` ON \`leads\` (\`respond_by\`);`)
  await db.run(sql`CREATE INDEX \`leads_responded_at_idx\` ON \`leads\` (\`responded_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_remind_at_idx\` ON \`leads\` (\`remind_at\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`morning_digest\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`digest_queued_for\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`leads_respond_by_idx\`;`)
  await db.run(sql`DROP INDEX \`leads_responded_at_idx\`;`)
  await db.run(sql`DROP INDEX \`leads_remind_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`respond_by\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`responded_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`remind_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`reminders_soon_queued_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`reminders_soon_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`reminders_overdue_queued_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`reminders_overdue_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`morning_digest\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`digest_queued_for\`;`)
}
