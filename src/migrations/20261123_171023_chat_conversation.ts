import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`conversation\` text;`)
  await db.run(sql`CREATE INDEX \`leads_conversation_idx\` ON \`leads\` (\`conversation\`);`)
  await db.run(sql`ALTER TABLE \`lead_files\` ADD \`conversation\` text;`)
  await db.run(sql`CREATE INDEX \`lead_files_conversation_idx\` ON \`lead_files\` (\`conversation\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`leads_conversation_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`conversation\`;`)
  await db.run(sql`DROP INDEX \`lead_files_conversation_idx\`;`)
  await db.run(sql`ALTER TABLE \`lead_files\` DROP COLUMN \`conversation\`;`)
}
