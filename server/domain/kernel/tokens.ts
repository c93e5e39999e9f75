import { createHash, randomBytes } from 'node:crypto';

/** Sessions (and reset/verification tokens) are stored by the hash of their token, so a database leak does not hand out logins. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh random token: 256 bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');
