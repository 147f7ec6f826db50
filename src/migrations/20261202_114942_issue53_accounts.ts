import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_email_changes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text,
  	\`how\` text,
  	\`by\` text,
  	\`from\` text,
  	\`to\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_email_changes_order_idx\` ON \`users_email_changes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_email_changes_parent_id_idx\` ON \`users_email_changes\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`totp_enabled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`email_undo\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`two_step_for_admins\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_email_changes\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`totp_enabled\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`email_undo\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`two_step_for_admins\`;`)
}
