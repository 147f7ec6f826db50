/**
 * A new key for the owner's calendar feed address: 32 random bytes as base64url (43 characters).
 * Made in the studio's browser (a new address) and on the server (the first save) alike.
 */
export function newFeedSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}
