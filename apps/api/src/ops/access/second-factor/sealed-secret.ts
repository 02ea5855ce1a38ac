import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// TOTP secrets at rest: AES-256-GCM under a key derived from OPS_SECOND_FACTOR_KEY, so a copy of the
// database (a backup, a replica, a dump for support) does not hand out operators' second factors.
// `v1:` names the scheme, so a later key or cipher can be told apart from this one.

const keyOf = (setting: string) => createHash('sha256').update(`ops-second-factor:${setting}`).digest();

export function sealSecret(setting: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(setting), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64')))
    .join(':');
}

/** The secret, or an error when the key is not the one it was sealed with (or the text was altered). */
export function openSecret(setting: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split(':');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown sealed secret format');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(setting), Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
}
