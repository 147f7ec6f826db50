import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`testimonials_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`lead_files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_files_id\`) REFERENCES \`lead_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`testimonials_rels_order_idx\` ON \`testimonials_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_rels_parent_idx\` ON \`testimonials_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_rels_path_idx\` ON \`testimonials_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_rels_lead_files_id_idx\` ON \`testimonials_rels\` (\`lead_files_id\`);`)
  await db.run(sql`CREATE TABLE \`_testimonials_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_author\` text,
  	\`version_content\` text,
  	\`version_location\` text,
  	\`version_project_type\` text,
  	\`version_rating\` numeric,
  	\`version_date\` text,
  	\`version_featured\` integer DEFAULT false,
  	\`version_sort_order\` numeric DEFAULT 100,
  	\`version_lead_id\` integer,
  	\`version_review_request_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_review_request_id\`) REFERENCES \`review_requests\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_testimonials_v_parent_idx\` ON \`_testimonials_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_sort_order_idx\` ON \`_testimonials_v\` (\`version_sort_order\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_lead_idx\` ON \`_testimonials_v\` (\`version_lead_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_review_request_idx\` ON \`_testimonials_v\` (\`version_review_request_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_updated_at_idx\` ON \`_testimonials_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_created_at_idx\` ON \`_testimonials_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version__status_idx\` ON \`_testimonials_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_created_at_idx\` ON \`_testimonials_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_updated_at_idx\` ON \`_testimonials_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_latest_idx\` ON \`_testimonials_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_testimonials_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`lead_files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_testimonials_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_files_id\`) REFERENCES \`lead_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_testimonials_v_rels_order_idx\` ON \`_testimonials_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_rels_parent_idx\` ON \`_testimonials_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_rels_path_idx\` ON \`_testimonials_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_rels_lead_files_id_idx\` ON \`_testimonials_v_rels\` (\`lead_files_id\`);`)
  await db.run(sql`CREATE TABLE \`review_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead_id\` integer NOT NULL,
  	\`delay_days\` numeric DEFAULT 0,
  	\`to\` text,
  	\`send_at\` text,
  	\`state\` text DEFAULT 'scheduled',
  	\`attempts\` numeric DEFAULT 0,
  	\`sent_at\` text,
  	\`expires_at\` text,
  	\`last_error\` text,
  	\`used_at\` text,
  	\`testimonial_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`testimonial_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`review_requests_lead_idx\` ON \`review_requests\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`review_requests_testimonial_idx\` ON \`review_requests\` (\`testimonial_id\`);`)
  await db.run(sql`CREATE INDEX \`review_requests_updated_at_idx\` ON \`review_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`review_requests_created_at_idx\` ON \`review_requests\` (\`created_at\`);`)
  // The old table has none of the new columns (the generated copy named them): the stored ones only.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`author\` text,
  	\`content\` text,
  	\`location\` text,
  	\`project_type\` text,
  	\`rating\` numeric,
  	\`date\` text,
  	\`featured\` integer DEFAULT false,
  	\`sort_order\` numeric DEFAULT 100,
  	\`lead_id\` integer,
  	\`review_request_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`review_request_id\`) REFERENCES \`review_requests\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_testimonials\`("id", "author", "content", "location", "project_type", "rating", "date", "featured", "sort_order", "updated_at", "created_at") SELECT "id", "author", "content", "location", "project_type", "rating", "date", "featured", "sort_order", "updated_at", "created_at" FROM \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_testimonials\` RENAME TO \`testimonials\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`testimonials_sort_order_idx\` ON \`testimonials\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_lead_idx\` ON \`testimonials\` (\`lead_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`testimonials_review_request_idx\` ON \`testimonials\` (\`review_request_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials__status_idx\` ON \`testimonials\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`review_requests_id\` integer REFERENCES review_requests(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_review_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`review_requests_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`google_review_url\` text;`)
  // Testimonials had no drafts: every one stored so far was on the site, and stays published.
  // A rating is now only what a homeowner gave on the review form (features/reviews): the ones
  // typed in before are not shown as stars any more.
  await db.run(sql`UPDATE \`testimonials\` SET \`_status\` = 'published' WHERE \`_status\` IS NULL OR \`_status\` = 'draft';`)
  await db.run(sql`UPDATE \`testimonials\` SET \`rating\` = NULL WHERE \`review_request_id\` IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`testimonials_rels\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v_rels\`;`)
  await db.run(sql`DROP TABLE \`review_requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`author\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`location\` text NOT NULL,
  	\`project_type\` text NOT NULL,
  	\`rating\` numeric DEFAULT 5 NOT NULL,
  	\`date\` text,
  	\`featured\` integer DEFAULT false,
  	\`sort_order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_testimonials\`("id", "author", "content", "location", "project_type", "rating", "date", "featured", "sort_order", "updated_at", "created_at") SELECT "id", "author", "content", "location", "project_type", "rating", "date", "featured", "sort_order", "updated_at", "created_at" FROM \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_testimonials\` RENAME TO \`testimonials\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`testimonials_sort_order_idx\` ON \`testimonials\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
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
  	\`chat_sessions_id\` integer,
  	\`outbox_id\` integer,
  	\`search_queries_id\` integer,
  	\`search_changes_id\` integer,
  	\`job_ticks_id\` integer,
  	\`analytics_events_id\` integer,
  	\`analytics_daily_id\` integer,
  	\`analytics_salts_id\` integer,
  	\`backups_id\` integer,
  	\`users_id\` integer,
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
  	FOREIGN KEY (\`chat_sessions_id\`) REFERENCES \`chat_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_queries_id\`) REFERENCES \`search_queries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_changes_id\`) REFERENCES \`search_changes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_ticks_id\`) REFERENCES \`job_ticks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`analytics_events_id\`) REFERENCES \`analytics_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`analytics_daily_id\`) REFERENCES \`analytics_daily\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`analytics_salts_id\`) REFERENCES \`analytics_salts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`backups_id\`) REFERENCES \`backups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "portfolio_id", "services_id", "counties_id", "cities_id", "testimonials_id", "faqs_id", "media_id", "leads_id", "lead_files_id", "chat_sessions_id", "outbox_id", "search_queries_id", "search_changes_id", "job_ticks_id", "analytics_events_id", "analytics_daily_id", "analytics_salts_id", "backups_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "portfolio_id", "services_id", "counties_id", "cities_id", "testimonials_id", "faqs_id", "media_id", "leads_id", "lead_files_id", "chat_sessions_id", "outbox_id", "search_queries_id", "search_changes_id", "job_ticks_id", "analytics_events_id", "analytics_daily_id", "analytics_salts_id", "backups_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_chat_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`chat_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_queries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_queries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_changes_id_idx\` ON \`payload_locked_documents_rels\` (\`search_changes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_ticks_id_idx\` ON \`payload_locked_documents_rels\` (\`job_ticks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_analytics_events_id_idx\` ON \`payload_locked_documents_rels\` (\`analytics_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_analytics_daily_id_idx\` ON \`payload_locked_documents_rels\` (\`analytics_daily_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_analytics_salts_id_idx\` ON \`payload_locked_documents_rels\` (\`analytics_salts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_backups_id_idx\` ON \`payload_locked_documents_rels\` (\`backups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`google_review_url\`;`)
}
