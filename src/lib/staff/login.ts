/** The studio's sign-in page, which brings the user back to `path` afterwards. */
export const loginUrl = (path: string) => `/admin/login?redirect=${encodeURIComponent(path)}`
