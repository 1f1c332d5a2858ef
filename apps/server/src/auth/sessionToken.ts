import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: the only copy of a session's secret lives in the cookie. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

/** What the sessions table stores instead of the token, so a leaked table opens no session. */
export const hashSessionToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** Cookie values that cannot be one of our tokens are rejected before touching the database. */
export const isWellFormedSessionToken = (value: string): boolean =>
  /^[A-Za-z0-9_-]{43}$/.test(value);
