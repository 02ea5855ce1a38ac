import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startMailInbox, type MailInbox } from '@fan/mail-inbox';
import { enqueueMail } from '../src/modules/mail/enqueue-mail';
import { startApiProcess } from './support/api-process';
import { crashWorld, type CrashWorld } from './support/crash-world';

// Issue 46: kill -9 of the API loses no mail and never gives one two Message-IDs. The API process
// (tsx, as npm start runs it) sends its outbox to a real SMTP server started here, and dies by
// SIGKILL either after claiming a row and before SMTP, or after SMTP's 250 and before marking the
// row sent. Restarted, it sends the row again (its attempt timed out): the fan has the mail, under
// the row's one Message-ID; the row ends 'sent'.
const CASE_TIMEOUT = 180_000;

describe('the outbox across a kill -9 of the API', () => {
  let world: CrashWorld;
  let inbox: MailInbox;
  let env: Record<string, string>;
  const authHost = inject('authEmulatorHost');
  const openDb = () => world.openDb();

  beforeAll(async () => {
    inbox = await startMailInbox({ smtpPort: 0, httpPort: null });
    world = await crashWorld('mail_crash', authHost, {
      SMTP_URL: inbox.smtpUrl,
      MAIL_FROM: 'VFan <no-reply@example.jp>',
      MAIL_INTERVAL_SECONDS: '0.2',
      // The dead sender's attempt (and its lease) is taken over after a second.
      MAIL_SENDING_TIMEOUT_SECONDS: '1',
    });
    env = world.env;
  });

  afterAll(async () => {
    await inbox?.close();
    await world?.close();
  });

  /** A mail waiting in the outbox, as its cause's transaction leaves it (the API is down). */
  async function queued(to: string) {
    const db = await openDb();
    try {
      await db.transaction((tx) =>
        enqueueMail(tx, {
          cause: `konbini-expired:pi_crash_${to}`,
          to,
          template: 'konbini-expired',
          data: { item: '1,000pt', yen: 1390, expiresAt: '2027-01-01T14:59:00.000Z' },
        }),
      );
    } finally {
      await db.close();
    }
  }

  /** The API starts, its sender claims the row and the process dies at `step` (SIGKILL). */
  async function killedAt(step: string) {
    const killed = await startApiProcess({ ...env, FAN_CRASH_AT: step }).then(
      async (api) => (await api.exited).signal,
      (error: { exit?: { signal: string | null } }) => error.exit?.signal,
    );
    expect(killed).toBe('SIGKILL');
  }

  async function sentAfterRestart(to: string) {
    const api = await startApiProcess(env);
    try {
      await expect.poll(() => inbox.messages(to).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
      // Marked: nothing more goes out on later passes.
      await new Promise((r) => setTimeout(r, 1500));
    } finally {
      await api.stop();
    }
    const db = await openDb();
    try {
      return await db.query<{ status: string; message_id: string }>(
        'SELECT status, message_id FROM mail_outbox WHERE to_address = $1',
        [to],
      );
    } finally {
      await db.close();
    }
  }

  it(
    'killed after claiming a row, before SMTP: sent once after the restart',
    { timeout: CASE_TIMEOUT },
    async () => {
      const to = 'before-smtp@example.jp';
      await queued(to);
      await killedAt('mail:before-smtp');
      expect(inbox.messages(to)).toEqual([]);
      const rows = await sentAfterRestart(to);
      expect(rows).toEqual([{ status: 'sent', message_id: expect.stringMatching(/^<.+@.+>$/) }]);
      expect(inbox.messages(to).map((m) => m.messageId)).toEqual([rows[0]!.message_id]);
      expect(inbox.messages(to)[0]!.subject).toBe('【VFan】コンビニ払いのお支払い期限が過ぎました');
    },
  );

  it(
    'killed after SMTP’s 250, before the mark: sent again under the same Message-ID, marked once',
    { timeout: CASE_TIMEOUT },
    async () => {
      const to = 'after-smtp@example.jp';
      await queued(to);
      await killedAt('mail:after-smtp');
      expect(inbox.messages(to)).toHaveLength(1);
      const rows = await sentAfterRestart(to);
      expect(rows).toEqual([{ status: 'sent', message_id: expect.stringMatching(/^<.+@.+>$/) }]);
      // At least once over SMTP, one Message-ID: a mail program shows it once (decision 049).
      const ids = inbox.messages(to).map((m) => m.messageId);
      expect(ids.length).toBeGreaterThanOrEqual(2);
      expect(new Set(ids)).toEqual(new Set([rows[0]!.message_id]));
    },
  );
});
