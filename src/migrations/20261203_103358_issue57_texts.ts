import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`state\` text DEFAULT 'queued' NOT NULL,
  	\`direction\` text DEFAULT 'out' NOT NULL,
  	\`to\` text NOT NULL,
  	\`from\` text,
  	\`body\` text NOT NULL,
  	\`lead_id\` integer,
  	\`visit_id\` integer,
  	\`user_id\` integer,
  	\`send_after\` text,
  	\`sent_at\` text,
  	\`delivered_at\` text,
  	\`attempts\` numeric DEFAULT 0,
  	\`reason\` text,
  	\`via\` text,
  	\`provider_id\` text,
  	\`try_started_at\` text,
  	\`key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`visit_id\`) REFERENCES \`visits\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`texts_kind_idx\` ON \`texts\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`texts_state_idx\` ON \`texts\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`texts_to_idx\` ON \`texts\` (\`to\`);`)
  await db.run(sql`CREATE INDEX \`texts_from_idx\` ON \`texts\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`texts_lead_idx\` ON \`texts\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_visit_idx\` ON \`texts\` (\`visit_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_user_idx\` ON \`texts\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`texts_send_after_idx\` ON \`texts\` (\`send_after\`);`)
  await db.run(sql`CREATE INDEX \`texts_provider_id_idx\` ON \`texts\` (\`provider_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`texts_key_idx\` ON \`texts\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`texts_updated_at_idx\` ON \`texts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`texts_created_at_idx\` ON \`texts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`text_opt_outs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`text_opt_outs_number_idx\` ON \`text_opt_outs\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`text_opt_outs_updated_at_idx\` ON \`text_opt_outs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`text_opt_outs_created_at_idx\` ON \`text_opt_outs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`text_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`text_events_key_idx\` ON \`text_events\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`text_events_updated_at_idx\` ON \`text_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`text_events_created_at_idx\` ON \`text_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`users_text_alerts\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_text_alerts_order_idx\` ON \`users_text_alerts\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_text_alerts_parent_idx\` ON \`users_text_alerts\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`text_consent_number\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`text_consent_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`text_consent_source\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`text_consent_words\` text;`)
  await db.run(sql`ALTER TABLE \`outbox\` ADD \`channel\` text DEFAULT 'email';`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`mobile\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`mobile_confirmed_at\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`text_at_night\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`mobile_check_number\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`mobile_check_code_hash\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`mobile_check_expires_at\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`mobile_check_tries\` numeric;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`mobile_check_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`texts_id\` integer REFERENCES texts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`text_opt_outs_id\` integer REFERENCES text_opt_outs(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`text_events_id\` integer REFERENCES text_events(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_texts_id_idx\` ON \`payload_locked_documents_rels\` (\`texts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_text_opt_outs_id_idx\` ON \`payload_locked_documents_rels\` (\`text_opt_outs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_text_events_id_idx\` ON \`payload_locked_documents_rels\` (\`text_events_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`texts\`;`)
  await db.run(sql`DROP TABLE \`text_opt_outs\`;`)
  await db.run(sql`DROP TABLE \`text_events\`;`)
  await db.run(sql`DROP TABLE \`users_text_alerts\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`portfolio_id\` integer,
  	\`services_id\` integer,
  	\`counties_id\` integer,
  	\`cities_id\` integer,
  	\`testimonials_id\` integer,
  	\`faqs_id\` integer,
  	\`media_id\` integer,
  	\`leads_id\` integer,
  	\`lead_files_id\` integer,
  	\`review_requests_id\` integer,
  	\`chat_sessions_id\` integer,
  	\`outbox_id\` integer,
  	\`search_queries_id\` integer,
  	\`change_log_id\` integer,
  	\`job_ticks_id\` integer,
  	\`analytics_events_id\` integer,
  	\`analytics_daily_id\` integer,
  	\`analytics_salts_id\` integer,
  	\`backups_id\` integer,
  	\`visits_id\` integer,
  	\`users_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`portfolio_id\`) REFERENCES \`portfolio\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`counties_id\`) REFERENCES \`counties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cities_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_files_id\`) REFERENCES \`lead_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`review_requests_id\`) REFERENCES \`review_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`chat_sessions_id\`) REFERENCES \`chat_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_queries_id\`) REFERENCES \`search_queries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`change_log_id\`) REFERENCES \`change_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_ticks_id\`) REFERENCES \`job_ticks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`analytics_events_id\`) REFERENCES \`analytics_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`analytics_daily_id\`) REFERENCES \`analytics_daily\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`analytics_salts_id\`) REFERENCES \`analytics_salts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`backups_id\`) REFERENCES \`backups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`visits_id\`) REFERENCES \`visits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "portfolio_id", "services_id", "counties_id", "cities_id", "testimonials_id", "faqs_id", "media_id", "leads_id", "lead_files_id", "review_requests_id", "chat_sessions_id", "outbox_id", "search_queries_id", "change_log_id", "job_ticks_id", "analytics_events_id", "analytics_daily_id", "analytics_salts_id", "backups_id", "visits_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "portfolio_id", "services_id", "counties_id", "cities_id", "testimonials_id", "faqs_id", "media_id", "leads_id", "lead_files_id", "review_requests_id", "chat_sessions_id", "outbox_id", "search_queries_id", "change_log_id", "job_ticks_id", "analytics_events_id", "analytics_daily_id", "analytics_salts_id", "backups_id", "visits_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_portfolio_id_idx\` ON \`payload_locked_documents_rels\` (\`portfolio_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_counties_id_idx\` ON \`payload_locked_documents_rels\` (\`counties_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cities_id_idx\` ON \`payload_locked_documents_rels\` (\`cities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_files_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_review_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`review_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_chat_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`chat_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_queries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_queries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_change_log_id_idx\` ON \`payload_locked_documents_rels\` (\`change_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_ticks_id_idx\` ON \`payload_locked_documents_rels\` (\`job_ticks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_analytics_events_id_idx\` ON \`payload_locked_documents_rels\` (\`analytics_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_analytics_daily_id_idx\` ON \`payload_locked_documents_rels\` (\`analytics_daily_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_analytics_salts_id_idx\` ON \`payload_locked_documents_rels\` (\`analytics_salts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_backups_id_idx\` ON \`payload_locked_documents_rels\` (\`backups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visits_id_idx\` ON \`payload_locked_documents_rels\` (\`visits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`text_consent_number\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`text_consent_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`text_consent_source\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`text_consent_words\`;`)
  await db.run(sql`ALTER TABLE \`outbox\` DROP COLUMN \`channel\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`mobile\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`mobile_confirmed_at\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`text_at_night\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`mobile_check_number\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`mobile_check_code_hash\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`mobile_check_expires_at\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`mobile_check_tries\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`mobile_check_sent_at\`;`)
}
