import path from 'path'

/**
 * Where uploaded files live on disk when no bucket is configured (relative to the project):
 * the public media library (MEDIA_DIR), and apart from it the photos and videos homeowners send
 * (LEAD_FILES_DIR), served only through Payload's access-checked file route.
 */
export const mediaDir = path.resolve(process.cwd(), process.env.MEDIA_DIR || 'media')
export const leadFilesDir = path.resolve(process.cwd(), process.env.LEAD_FILES_DIR || 'lead-files')
