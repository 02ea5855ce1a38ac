import { createHash, randomBytes } from 'node:crypto';

/** An opaque session token: 256 random bits, given to the operator once; only its hash is stored. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');
