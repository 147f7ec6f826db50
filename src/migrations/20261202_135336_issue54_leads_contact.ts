import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text,
  	\`phone\` text,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`source\` text NOT NULL,
  	\`respond_by\` text,
  	\`responded_at\` text,
  	\`remind_at\` text,
  	\`reminders_soon_queued_at\` text,
  	\`reminders_soon_sent_at\` text,
  	\`reminders_overdue_queued_at\` text,
  	\`reminders_overdue_sent_at\` text,
  	\`service_type\` text,
  	\`work_type\` text,
  	\`square_footage\` numeric,
  	\`property_age\` text,
  	\`location\` text,
  	\`description\` text,
  	\`estimate\` numeric,
  	\`ai_estimate\` numeric,
  	\`inspection_report\` text,
  	\`transcript\` text,
  	\`conversation\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "name", "email", "phone", "status", "source", "respond_by", "responded_at", "remind_at", "reminders_soon_queued_at", "reminders_soon_sent_at", "reminders_overdue_queued_at", "reminders_overdue_sent_at", "service_type", "work_type", "square_footage", "property_age", "location", "description", "estimate", "ai_estimate", "inspection_report", "transcript", "conversation", "created_at", "updated_at", "deleted_at") SELECT "id", "name", "email", "phone", "status", "source", "respond_by", "responded_at", "remind_at", "reminders_soon_queued_at", "reminders_soon_sent_at", "reminders_overdue_queued_at", "reminders_overdue_sent_at", "service_type", "work_type", "square_footage", "property_age", "location", "description", "estimate", "ai_estimate", "inspection_report", "transcript", "conversation", "created_at", "updated_at", "deleted_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`leads_email_idx\` ON \`leads\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_source_idx\` ON \`leads\` (\`source\`);`)
  await db.run(sql`CREATE INDEX \`leads_respond_by_idx\` ON \`leads\` (\`respond_by\`);`)
  await db.run(sql`CREATE INDEX \`leads_responded_at_idx\` ON \`leads\` (\`responded_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_remind_at_idx\` ON \`leads\` (\`remind_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_conversation_idx\` ON \`leads\` (\`conversation\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_deleted_at_idx\` ON \`leads\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_visits\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`start\` text NOT NULL,
  	\`end\` text NOT NULL,
  	\`state\` text DEFAULT 'booked' NOT NULL,
  	\`lead_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text,
  	\`phone\` text,
  	\`address\` text,
  	\`place\` text NOT NULL,
  	\`area\` text,
  	\`confirmed_at\` text,
  	\`email_bounced_at\` text,
  	\`network\` text,
  	\`booked_by\` text DEFAULT 'staff',
  	\`window\` text,
  	\`link_version\` numeric DEFAULT 1,
  	\`reminder_queued_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_visits\`("id", "start", "end", "state", "lead_id", "name", "email", "phone", "address", "place", "area", "confirmed_at", "email_bounced_at", "network", "booked_by", "window", "link_version", "reminder_queued_at", "updated_at", "created_at") SELECT "id", "start", "end", "state", "lead_id", "name", "email", "phone", "address", "place", "area", "confirmed_at", "email_bounced_at", "network", "booked_by", "window", "link_version", "reminder_queued_at", "updated_at", "created_at" FROM \`visits\`;`)
  await db.run(sql`DROP TABLE \`visits\`;`)
  await db.run(sql`ALTER TABLE \`__new_visits\` RENAME TO \`visits\`;`)
  await db.run(sql`CREATE INDEX \`visits_start_idx\` ON \`visits\` (\`start\`);`)
  await db.run(sql`CREATE INDEX \`visits_lead_idx\` ON \`visits\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`visits_email_idx\` ON \`visits\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`visits_phone_idx\` ON \`visits\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`visits_network_idx\` ON \`visits\` (\`network\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`visits_window_idx\` ON \`visits\` (\`window\`);`)
  await db.run(sql`CREATE INDEX \`visits_updated_at_idx\` ON \`visits\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`visits_created_at_idx\` ON \`visits\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`leads_emails\` ADD \`at\` text;`)
  await db.run(sql`ALTER TABLE \`leads_emails\` ADD \`key\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`source\` text NOT NULL,
  	\`respond_by\` text,
  	\`responded_at\` text,
  	\`remind_at\` text,
  	\`reminders_soon_queued_at\` text,
  	\`reminders_soon_sent_at\` text,
  	\`reminders_overdue_queued_at\` text,
  	\`reminders_overdue_sent_at\` text,
  	\`service_type\` text,
  	\`work_type\` text,
  	\`square_footage\` numeric,
  	\`property_age\` text,
  	\`location\` text,
  	\`description\` text,
  	\`estimate\` numeric,
  	\`ai_estimate\` numeric,
  	\`inspection_report\` text,
  	\`transcript\` text,
  	\`conversation\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "name", "email", "phone", "status", "source", "respond_by", "responded_at", "remind_at", "reminders_soon_queued_at", "reminders_soon_sent_at", "reminders_overdue_queued_at", "reminders_overdue_sent_at", "service_type", "work_type", "square_footage", "property_age", "location", "description", "estimate", "ai_estimate", "inspection_report", "transcript", "conversation", "created_at", "updated_at", "deleted_at") SELECT "id", "name", "email", "phone", "status", "source", "respond_by", "responded_at", "remind_at", "reminders_soon_queued_at", "reminders_soon_sent_at", "reminders_overdue_queued_at", "reminders_overdue_sent_at", "service_type", "work_type", "square_footage", "property_age", "location", "description", "estimate", "ai_estimate", "inspection_report", "transcript", "conversation", "created_at", "updated_at", "deleted_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`leads_email_idx\` ON \`leads\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_source_idx\` ON \`leads\` (\`source\`);`)
  await db.run(sql`CREATE INDEX \`leads_respond_by_idx\` ON \`leads\` (\`respond_by\`);`)
  await db.run(sql`CREATE INDEX \`leads_responded_at_idx\` ON \`leads\` (\`responded_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_remind_at_idx\` ON \`leads\` (\`remind_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_conversation_idx\` ON \`leads\` (\`conversation\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_deleted_at_idx\` ON \`leads\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_visits\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`start\` text NOT NULL,
  	\`end\` text NOT NULL,
  	\`state\` text DEFAULT 'booked' NOT NULL,
  	\`lead_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`address\` text,
  	\`place\` text NOT NULL,
  	\`area\` text,
  	\`confirmed_at\` text,
  	\`email_bounced_at\` text,
  	\`network\` text,
  	\`booked_by\` text DEFAULT 'staff',
  	\`window\` text,
  	\`link_version\` numeric DEFAULT 1,
  	\`reminder_queued_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_visits\`("id", "start", "end", "state", "lead_id", "name", "email", "phone", "address", "place", "area", "confirmed_at", "email_bounced_at", "network", "booked_by", "window", "link_version", "reminder_queued_at", "updated_at", "created_at") SELECT "id", "start", "end", "state", "lead_id", "name", "email", "phone", "address", "place", "area", "confirmed_at", "email_bounced_at", "network", "booked_by", "window", "link_version", "reminder_queued_at", "updated_at", "created_at" FROM \`visits\`;`)
  await db.run(sql`DROP TABLE \`visits\`;`)
  await db.run(sql`ALTER TABLE \`__new_visits\` RENAME TO \`visits\`;`)
  await db.run(sql`CREATE INDEX \`visits_start_idx\` ON \`visits\` (\`start\`);`)
  await db.run(sql`CREATE INDEX \`visits_lead_idx\` ON \`visits\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`visits_email_idx\` ON \`visits\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`visits_phone_idx\` ON \`visits\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`visits_network_idx\` ON \`visits\` (\`network\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`visits_window_idx\` ON \`visits\` (\`window\`);`)
  await db.run(sql`CREATE INDEX \`visits_updated_at_idx\` ON \`visits\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`visits_created_at_idx\` ON \`visits\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`leads_emails\` DROP COLUMN \`at\`;`)
  await db.run(sql`ALTER TABLE \`leads_emails\` DROP COLUMN \`key\`;`)
}
