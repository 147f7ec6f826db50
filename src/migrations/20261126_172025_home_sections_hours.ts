import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`home_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`section\` text NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_sections_order_idx\` ON \`home_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_sections_parent_id_idx\` ON \`home_sections\` (\`_parent_id\`);`)
  // The home page as it was: every section shown, in the order the site first had.
  await db.run(sql`INSERT INTO \`home_sections\` (\`_order\`, \`_parent_id\`, \`id\`, \`section\`, \`hidden\`)
    SELECT s.n, h.\`id\`, lower(hex(randomblob(12))), s.section, 0 FROM \`home\` h, (
      SELECT 1 AS n, 'estimate' AS section UNION ALL SELECT 2, 'whyChooseUs'
      UNION ALL SELECT 3, 'showcase' UNION ALL SELECT 4, 'blurbs' UNION ALL SELECT 5, 'counties'
      UNION ALL SELECT 6, 'cities' UNION ALL SELECT 7, 'featured' UNION ALL SELECT 8, 'testimonials'
      UNION ALL SELECT 9, 'resources' UNION ALL SELECT 10, 'cta'
      UNION ALL SELECT 11, 'servicesDirectory' UNION ALL SELECT 12, 'latest'
    ) s;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`hours_note\` text;`)
  // The footer's words now come from the opening hours. Where none were entered, the old words
  // stay, as the note shown after them, so the footer loses nothing.
  await db.run(sql`UPDATE \`site_settings\` SET \`hours_note\` = \`hours_text\`
    WHERE coalesce(\`hours_text\`, '') <> '' AND NOT EXISTS (
      SELECT 1 FROM \`site_settings_opening_hours\` o WHERE o.\`_parent_id\` = \`site_settings\`.\`id\`
    );`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`hours_text\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`home_sections\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`hours_text\` text NOT NULL DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`hours_note\`;`)
}
