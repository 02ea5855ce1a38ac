import type { Config } from '../../config/config';

// Development's sender when MAIL_FROM is unset (production refuses to start without it).
const DEVELOPMENT_FROM = 'VFan <no-reply@fan.example>';

export const mailFrom = (config: Pick<Config, 'MAIL_FROM'>) => config.MAIL_FROM ?? DEVELOPMENT_FROM;

/**
 * The Message-ID of an outbox row: its id at the sender's domain, the same at every attempt, so a
 * resend after a crash is recognisably the same message.
 */
export function messageIdOf(rowId: string, config: Pick<Config, 'MAIL_FROM'>): string {
  const from = mailFrom(config);
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'fan.example';
  return `<${rowId}@${domain}>`;
}
