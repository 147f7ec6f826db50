import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Made by `migrate:create`, with one mend: drizzle-kit copied the renamed collection's column in
// payload_locked_documents_rels from the old table, which has no such column; it is NULL (no
// document of the change log is ever locked). The log's rows live an hour, so its table is made
// anew rather than renamed.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`change_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`target\` text NOT NULL,
  	\`doc_id\` text NOT NULL,
  	\`tags\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`change_log_updated_at_idx\` ON \`change_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`change_log_created_at_idx\` ON \`change_log\` (\`created_at\`);`)
  await db.run(sql`DROP TABLE \`search_changes\`;`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "portfolio_id", "services_id", "counties_id", "cities_id", "testimonials_id", "faqs_id", "media_id", "leads_id", "lead_files_id", "review_requests_id", "chat_sessions_id", "outbox_id", "search_queries_id", "change_log_id", "job_ticks_id", "analytics_events_id", "analytics_daily_id", "analytics_salts_id", "backups_id", "visits_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "portfolio_id", "services_id", "counties_id", "cities_id", "testimonials_id", "faqs_id", "media_id", "leads_id", "lead_files_id", "review_requests_id", "chat_sessions_id", "outbox_id", "search_queries_id", NULL, "job_ticks_id", "analytics_events_id", "analytics_daily_id", "analytics_salts_id", "backups_id", "visits_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_changes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`target\` text NOT NULL,
  	\`doc_id\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`search_changes_updated_at_idx\` ON \`search_changes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_changes_created_at_idx\` ON \`search_changes\` (\`created_at\`);`)
  await db.run(sql`DROP TABLE \`change_log\`;`)
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
  	\`search_changes_id\` integer,
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
  	FOREIGN KEY (\`search_changes_id\`) REFERENCES \`search_changes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "portfolio_id", "services_id", "counties_id", "cities_id", "testimonials_id", "faqs_id", "media_id", "leads_id", "lead_files_id", "review_requests_id", "chat_sessions_id", "outbox_id", "search_queries_id", "search_changes_id", "job_ticks_id", "analytics_events_id", "analytics_daily_id", "analytics_salts_id", "backups_id", "visits_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "portfolio_id", "services_id", "counties_id", "cities_id", "testimonials_id", "faqs_id", "media_id", "leads_id", "lead_files_id", "review_requests_id", "chat_sessions_id", "outbox_id", "search_queries_id", NULL, "job_ticks_id", "analytics_events_id", "analytics_daily_id", "analytics_salts_id", "backups_id", "visits_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_changes_id_idx\` ON \`payload_locked_documents_rels\` (\`search_changes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_ticks_id_idx\` ON \`payload_locked_documents_rels\` (\`job_ticks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_analytics_events_id_idx\` ON \`payload_locked_documents_rels\` (\`analytics_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_analytics_daily_id_idx\` ON \`payload_locked_documents_rels\` (\`analytics_daily_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_analytics_salts_id_idx\` ON \`payload_locked_documents_rels\` (\`analytics_salts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_backups_id_idx\` ON \`payload_locked_documents_rels\` (\`backups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visits_id_idx\` ON \`payload_locked_documents_rels\` (\`visits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
