import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Sessions live in the key-value store now (collections/Users/sessionStore.ts): everyone signs
  // in once after this migration.
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  // The lead-notification address becomes required: a site without one gets the address its
  // notices went to until now (the public contact address), which the admin can change.
  await db.run(
    sql`UPDATE \`site_settings\` SET \`notification_email\` = COALESCE(NULLIF(\`notification_email\`, ''), \`email\`, '');`,
  )
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`business_name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`notification_email\` text NOT NULL,
  	\`address_street_address\` text NOT NULL,
  	\`address_locality\` text NOT NULL,
  	\`address_region\` text NOT NULL,
  	\`address_postal_code\` text NOT NULL,
  	\`geo_latitude\` numeric NOT NULL,
  	\`geo_longitude\` numeric NOT NULL,
  	\`price_range\` text DEFAULT '$$$',
  	\`minimum_job_charge\` numeric,
  	\`minimum_job_square_feet\` numeric,
  	\`claims_years\` text NOT NULL,
  	\`claims_projects\` text NOT NULL,
  	\`logo_id\` integer,
  	\`google_review_url\` text,
  	\`morning_digest\` integer DEFAULT false,
  	\`digest_queued_for\` text,
  	\`hours_note\` text,
  	\`seo_title_suffix\` text,
  	\`seo_default_description\` text NOT NULL,
  	\`seo_share_image_id\` integer,
  	\`backups_time\` text DEFAULT '03:00',
  	\`backups_keep\` numeric DEFAULT 7,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "business_name", "phone", "email", "notification_email", "address_street_address", "address_locality", "address_region", "address_postal_code", "geo_latitude", "geo_longitude", "price_range", "minimum_job_charge", "minimum_job_square_feet", "claims_years", "claims_projects", "logo_id", "google_review_url", "morning_digest", "digest_queued_for", "hours_note", "seo_title_suffix", "seo_default_description", "seo_share_image_id", "backups_time", "backups_keep", "updated_at", "created_at") SELECT "id", "business_name", "phone", "email", "notification_email", "address_street_address", "address_locality", "address_region", "address_postal_code", "geo_latitude", "geo_longitude", "price_range", "minimum_job_charge", "minimum_job_square_feet", "claims_years", "claims_projects", "logo_id", "google_review_url", "morning_digest", "digest_queued_for", "hours_note", "seo_title_suffix", "seo_default_description", "seo_share_image_id", "backups_time", "backups_keep", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`site_settings_logo_idx\` ON \`site_settings\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_seo_seo_share_image_idx\` ON \`site_settings\` (\`seo_share_image_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`login_attempts\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`lock_until\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`business_name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`notification_email\` text,
  	\`address_street_address\` text NOT NULL,
  	\`address_locality\` text NOT NULL,
  	\`address_region\` text NOT NULL,
  	\`address_postal_code\` text NOT NULL,
  	\`geo_latitude\` numeric NOT NULL,
  	\`geo_longitude\` numeric NOT NULL,
  	\`price_range\` text DEFAULT '$$$',
  	\`minimum_job_charge\` numeric,
  	\`minimum_job_square_feet\` numeric,
  	\`claims_years\` text NOT NULL,
  	\`claims_projects\` text NOT NULL,
  	\`logo_id\` integer,
  	\`google_review_url\` text,
  	\`morning_digest\` integer DEFAULT false,
  	\`digest_queued_for\` text,
  	\`hours_note\` text,
  	\`seo_title_suffix\` text,
  	\`seo_default_description\` text NOT NULL,
  	\`seo_share_image_id\` integer,
  	\`backups_time\` text DEFAULT '03:00',
  	\`backups_keep\` numeric DEFAULT 7,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_share_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "business_name", "phone", "email", "notification_email", "address_street_address", "address_locality", "address_region", "address_postal_code", "geo_latitude", "geo_longitude", "price_range", "minimum_job_charge", "minimum_job_square_feet", "claims_years", "claims_projects", "logo_id", "google_review_url", "morning_digest", "digest_queued_for", "hours_note", "seo_title_suffix", "seo_default_description", "seo_share_image_id", "backups_time", "backups_keep", "updated_at", "created_at") SELECT "id", "business_name", "phone", "email", "notification_email", "address_street_address", "address_locality", "address_region", "address_postal_code", "geo_latitude", "geo_longitude", "price_range", "minimum_job_charge", "minimum_job_square_feet", "claims_years", "claims_projects", "logo_id", "google_review_url", "morning_digest", "digest_queued_for", "hours_note", "seo_title_suffix", "seo_default_description", "seo_share_image_id", "backups_time", "backups_keep", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`site_settings_logo_idx\` ON \`site_settings\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_seo_seo_share_image_idx\` ON \`site_settings\` (\`seo_share_image_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`login_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`lock_until\` text;`)
}
