import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../../config/config';

// TOTP secrets at rest: AES-256-GCM under a key derived from OPS_SECOND_FACTOR_KEY, so a copy of the
// database (a backup, a replica, a dump for support) does not hand out operators' second factors.
//
// `v2:<key id>:<iv>:<tag>:<body>` (decision 053): the key id names the key that sealed it (the first
// 8 hex digits of a hash of the derived key, never the key), so OPS_SECOND_FACTOR_KEY can rotate while
// OPS_SECOND_FACTOR_PREVIOUS_KEYS still opens the rows sealed before; and the row's operator uid is the
// cipher's associated data, so a sealed text copied into another operator's row does not open there.
// `v1:<iv>:<tag>:<body>` (decision 041: no key id, no associated data) is still read, with any of the
// keys, and sealed again as v2 under the current key at the next accepted code.

export interface SecondFactorKeys {
  /** Seals, and opens. */
  current: string;
  /** Open only (rows sealed before a rotation). */
  previous: string[];
}

export const secondFactorKeys = (config: Config): SecondFactorKeys => ({
  current: config.OPS_SECOND_FACTOR_KEY,
  previous: config.OPS_SECOND_FACTOR_PREVIOUS_KEYS,
});

const keyOf = (setting: string) => createHash('sha256').update(`ops-second-factor:${setting}`).digest();
export const keyIdOf = (setting: string) =>
  createHash('sha256').update(keyOf(setting)).update('key-id').digest('hex').slice(0, 8);
const boundTo = (uid: string) => Buffer.from(`operator_second_factors:${uid}`, 'utf8');
const b64 = (b: Buffer) => b.toString('base64');

/** The secret sealed under the current key, bound to its operator's row. */
export function sealSecret(keys: SecondFactorKeys | string, uid: string, secret: string): string {
  const key = typeof keys === 'string' ? keys : keys.current;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(key), iv);
  cipher.setAAD(boundTo(uid));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v2', keyIdOf(key), b64(iv), b64(cipher.getAuthTag()), b64(body)].join(':');
}

function decrypt(key: string, iv: string, tag: string, body: string, aad: Buffer | null): string {
  const decipher = createDecipheriv('aes-256-gcm', keyOf(key), Buffer.from(iv, 'base64'));
  if (aad) decipher.setAAD(aad);
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
}

export interface OpenedSecret {
  secret: string;
  /** Sealed otherwise than the current key's v2 would: seal it again (a rotation, a v1 row). */
  stale: boolean;
}

/**
 * The secret of `uid`'s row, or an error when no configured key sealed it, the text was altered, or
 * it was sealed for another operator's row.
 */
export function openSealed(keys: SecondFactorKeys | string, uid: string, sealed: string): OpenedSecret {
  const ring = typeof keys === 'string' ? { current: keys, previous: [] } : keys;
  const parts = sealed.split(':');
  if (parts[0] === 'v2' && parts.length === 5) {
    const [, kid, iv, tag, body] = parts as [string, string, string, string, string];
    const key = [ring.current, ...ring.previous].find((k) => keyIdOf(k) === kid);
    if (!key) throw new Error(`sealed with key ${kid}, which is not configured`);
    return { secret: decrypt(key, iv, tag, body, boundTo(uid)), stale: key !== ring.current };
  }
  if (parts[0] === 'v1' && parts.length === 4) {
    const [, iv, tag, body] = parts as [string, string, string, string];
    for (const key of [ring.current, ...ring.previous]) {
      try {
        return { secret: decrypt(key, iv, tag, body, null), stale: true };
      } catch {
        // the next key
      }
    }
    throw new Error('no configured key opens this v1 sealed secret');
  }
  throw new Error('unknown sealed secret format');
}

export const openSecret = (keys: SecondFactorKeys | string, uid: string, sealed: string): string =>
  openSealed(keys, uid, sealed).secret;

/** The v1 format of decision 041 (tests of the legacy read only). */
export function sealSecretV1(setting: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(setting), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', b64(iv), b64(cipher.getAuthTag()), b64(body)].join(':');
}
