import { hash, randomBytes } from 'node:crypto';

export const KEY_PREFIX = 'qk_';
/** What a key looks like: generated keys have 43 base64url characters; QUARRY_ADMIN_KEY needs at least 24. */
export const KEY_FORMAT = /^qk_[A-Za-z0-9_-]{24,}$/;

/** A new secret: 32 random bytes, base64url, behind a visible prefix. */
export function generateKeySecret(): string {
  return KEY_PREFIX + randomBytes(32).toString('base64url');
}

/** Keys carry 256 bits of entropy, so a fast hash is enough; a slow KDF would only cost every request. */
export function hashKeySecret(secret: string): string {
  // One-shot: no Hash object per request (this runs on every authenticated request).
  return hash('sha256', secret, 'hex');
}

/** The part of a key that may be shown again: prefix plus the first characters. */
export function displayPrefix(secret: string): string {
  return secret.slice(0, KEY_PREFIX.length + 8);
}
